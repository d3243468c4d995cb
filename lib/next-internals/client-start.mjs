// @ts-check
// How a build starts the page in the browser: `first-use` (the phone layer) or `next` (Next's own
// start, the way out when a Next release breaks a seam). README.md, "The switch".

export const CLIENT_START_VARIABLE = 'CLIENT_START';

/** @typedef {'first-use' | 'next'} ClientStart */

/** @type {readonly ClientStart[]} */
export const CLIENT_STARTS = ['first-use', 'next'];

/** @param {Record<string, string | undefined>} env */
export function clientStart(env = process.env) {
  const value = env[CLIENT_START_VARIABLE]?.trim() || 'first-use';
  if (!CLIENT_STARTS.includes(/** @type {ClientStart} */ (value))) {
    throw new Error(
      `${CLIENT_START_VARIABLE}=${value}: expected ${CLIENT_STARTS.join(' or ')} (lib/next-internals/README.md)`,
    );
  }
  return /** @type {ClientStart} */ (value);
}
