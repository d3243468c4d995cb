// Types of ./reference-chunks.mjs (plain JavaScript: next.config.mjs imports it at build time).
export function manifestWithoutChunks(manifest: string, files: string[]): string;
