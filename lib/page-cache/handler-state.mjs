// @ts-check
// What Next's cache handler (loaded by Next's server, outside the app bundle) and the app's own
// server code (bundled by Next) share in one process: a single object on globalThis.

const KEY = Symbol.for('kust.page-cache.state');

/**
 * @typedef {object} PageCacheState
 * @property {'redis' | 'memory'} cache  where pages are cached right now
 * @property {Set<(tags: string[], at: number) => void>} tagListeners  told of every tag
 *   revalidation, on this instance or, through Redis, on another one, with when it was made
 *   (ms): also those made while this instance was cut off from Redis, once it is back
 * @property {(tags: string[], at?: number) => void} notifyTags
 * @property {{ get(key: string): Promise<{ value: unknown, fetchedAt: number } | null>, set(key: string, reply: { value: unknown, fetchedAt: number }, ttlSeconds: number): Promise<void> }} [replies]
 *   upstream replies shared by every instance (set by the cache handler when REDIS_URL is set)
 */

/** @returns {PageCacheState} */
export function sharedState() {
  const scope = /** @type {Record<symbol, PageCacheState | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  let state = scope[KEY];
  if (!state) {
    const listeners = new Set();
    state = {
      cache: 'memory',
      tagListeners: listeners,
      notifyTags(tags, at = Date.now()) {
        for (const listener of listeners) {
          try {
            listener(tags, at);
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
