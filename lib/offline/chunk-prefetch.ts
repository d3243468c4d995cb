import { PREFETCHABLE_PATH } from './registration';

// The app's chunks a page names (lib/next-internals/boot/prefetch.ts), fetched by the service
// worker into the browser's HTTP cache, where the page's first use finds them: made by the page,
// these fetches were main-thread tasks just after load (docs/offline.md). The worker keeps none.

/** At most this many chunks on one message: the app has about a dozen. */
const MAX_PREFETCHES = 64;
const prefetched = new Set<string>();

/**
 * Fetches the chunks a page named, each once while this worker lives, one at a time at low
 * priority. Only the site's own build files: a message never makes the worker fetch anything else.
 */
export async function prefetchChunks(urls: unknown[], origin: string): Promise<void> {
  for (const value of urls.slice(0, MAX_PREFETCHES)) {
    if (typeof value !== 'string') continue;
    let url: URL;
    try {
      url = new URL(value, origin);
    } catch {
      continue;
    }
    if (
      url.origin !== origin ||
      !url.pathname.startsWith(PREFETCHABLE_PATH) ||
      prefetched.has(url.href)
    )
      continue;
    prefetched.add(url.href);
    try {
      // The whole body read: the HTTP cache keeps only a complete answer.
      await (await fetch(url, { priority: 'low' } as RequestInit)).arrayBuffer();
    } catch {
      // Offline or a new deployment: the page's first use fetches what it needs.
      prefetched.delete(url.href);
    }
  }
}
