/** lib/next-internals/build/deferred-hydration.mjs: hydration on first use, a webpack plugin. */
export const NEXT_CLIENT_ENTRY: RegExp;
export const FLIGHT_CLIENT_ENTRY: RegExp;
export const CLIENT_REFERENCE_MANIFEST: RegExp;
export function deferredHydration(webpack: unknown): { apply(compiler: unknown): void };
