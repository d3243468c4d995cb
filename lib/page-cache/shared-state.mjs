// @ts-check
// What Next's cache handler (loaded by Next's server, outside the app bundle) and the app's own
// server code (bundled by Next) share in one process: a single object on globalThis.

const KEY = Symbol.for('kust.page-cache.state');

/**
 * @typedef {object} PageCacheState
 * @property {'redis' | 'memory'} cache  where pages are cached right now
 * @property {Set<(tags: string[]) => void>} tagListeners  told of every tag revalidation,
 *   on this instance or, through Redis, on another one
 * @property {(tags: string[]) => void} notifyTags
 */

/** @returns {PageCacheState} */
export function sharedState() {
  const scope = /** @type {Record<symbol, PageCacheState | undefined>} */ (/** @type {unknown} */ (globalThis));
  let state = scope[KEY];
  if (!state) {
    const listeners = new Set();
    state = {
      cache: 'memory',
      tagListeners: listeners,
      notifyTags(tags) {
        for (const listener of listeners) {
          try {
            listener(tags);
          } catch (error) {
            console.error(`page cache: a tag listener failed: ${String(error)}`);
          }
        }
      },
    };
    scope[KEY] = state;
  }
  return state;
}
