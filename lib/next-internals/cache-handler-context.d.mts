/** lib/next-internals/cache-handler-context.mjs: the build id the page cache keys Redis with. */
export function buildIdOf(ctx: { serverDistDir?: unknown }): string | null;
