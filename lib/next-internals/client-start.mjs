// @ts-check
// `next`, Next's own start, is the way out when a Next release breaks a seam (README.md).

export const CLIENT_START_VARIABLE = 'CLIENT_START';

export const CLIENT_STARTS = /** @type {const} */ (['first-use', 'next']);
/** @typedef {(typeof CLIENT_STARTS)[number]} ClientStart */

export function clientStart(/** @type {Record<string, string | undefined>} */ env = process.env) {
  const value = env[CLIENT_START_VARIABLE]?.trim() || 'first-use';
  if (!CLIENT_STARTS.includes(/** @type {ClientStart} */ (value))) {
    throw new Error(
      `${CLIENT_START_VARIABLE}=${value}: expected ${CLIENT_STARTS.join(' or ')} (lib/next-internals/README.md)`,
    );
  }
  return /** @type {ClientStart} */ (value);
}
