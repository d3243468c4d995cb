import { PREFETCHABLE_PATH } from './registration';

// Off the page's main thread into the HTTP cache, where its first use finds them (docs/offline.md).

const MAX_PREFETCHES = 64;
const prefetched = new Set<string>();

/** Only the site's own build files, each once: a message never makes the worker fetch anything else. */
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
      prefetched.delete(url.href);
    }
  }
}
