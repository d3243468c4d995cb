// @ts-check
// The switch between the two ways a build starts the page in the browser, read by `next build`
// (lib/next-internals/README.md, "The switch"):
// - `first-use` (the default): the phone layer. Next's client waits for the visitor's first use,
//   its chunks leave the page's HTML, the framework's chunks carry V8's compile hint, and the page
//   cache keeps a cached page's React payload out of its HTML.
// - `next`: Next's own client start, as `create-next-app` builds it; none of the above. The way
//   out on the day a Next release breaks a seam: `CLIENT_START=next npm run build`.
// Both build the same pages; the server-side seams (render lifetime, one Location, the build's
// headers, the cache handler's build id, the edge's header lists) are needed for correctness and
// are in both.

/** The environment variable `next build` reads. */
export const CLIENT_START_VARIABLE = 'CLIENT_START';

/** @typedef {'first-use' | 'next'} ClientStart */

/** @type {readonly ClientStart[]} */
export const CLIENT_STARTS = ['first-use', 'next'];

/**
 * The build's client start, from its environment; anything else stops the build.
 * @param {Record<string, string | undefined>} env
 * @returns {ClientStart}
 */
export function clientStart(env = process.env) {
  const value = env[CLIENT_START_VARIABLE]?.trim() || 'first-use';
  if (!CLIENT_STARTS.includes(/** @type {ClientStart} */ (value))) {
    throw new Error(
      `${CLIENT_START_VARIABLE}=${value}: expected ${CLIENT_STARTS.join(' or ')} (lib/next-internals/README.md)`,
    );
  }
  return /** @type {ClientStart} */ (value);
}
