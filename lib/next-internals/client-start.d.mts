/** lib/next-internals/client-start.mjs: the CLIENT_START switch read by `next build`. */
export type ClientStart = 'first-use' | 'next';
export const CLIENT_START_VARIABLE: 'CLIENT_START';
export const CLIENT_STARTS: readonly ClientStart[];
export function clientStart(env?: Record<string, string | undefined>): ClientStart;
