// @ts-check
// The cache handler's state that the app's own code reads in the same process. Next's server
// loads the handler outside the app bundle, so the two share it through globalThis.

const KEY = Symbol.for('kust.page-cache.state');

export function sharedState() {
  const scope = /** @type {Record<symbol, any>} */ (/** @type {unknown} */ (globalThis));
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
