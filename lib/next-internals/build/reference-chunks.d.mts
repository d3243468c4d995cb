// Types of ./reference-chunks.mjs (plain JavaScript: the build plugin ./deferred-hydration.mjs imports it).
export function manifestWithoutChunks(manifest: string, files: string[]): string;
