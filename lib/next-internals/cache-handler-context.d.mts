/** lib/next-internals/cache-handler-context.mjs: the build id the page cache keys Redis with, the build's stylesheets folder. */
export function buildIdOf(ctx: { serverDistDir?: unknown }): string | null;
export function stylesheetsDirOf(ctx: { serverDistDir?: unknown }): string | null;
