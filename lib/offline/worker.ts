/// <reference lib="webworker" />
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
} from 'serwist';
import { prefetchChunks } from './chunk-prefetch';
import { PREFETCH_MESSAGE } from './registration';
import { PAGES_CACHE, savedPagePlugins } from './saved-pages';

// The service worker, /sw.js (docs/behaviour.md, Offline; docs/offline.md): built into public/ by
// ./service-worker-build.mjs. Pages network first, with the saved copy or the offline page when
// the network fails (./saved-pages.ts); images kept for those pages; chunks fetched for a page
// (./chunk-prefetch.ts). Never kept or served: Next's chunks and RSC payloads, /api/*, non-GET.

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

/** The pages kept, least recently used out. */
const MAX_PAGES = 50;
/** The images kept for those pages, least recently used out. */
const MAX_IMAGES = 60;
const IMAGES_CACHE = 'saved-images';
/** How long a page request waits for the network before a saved copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 4;

const plugins = savedPagePlugins((url) => serwist.matchPrecache(url));

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new ExpirationPlugin({ maxEntries: MAX_PAGES, purgeOnQuotaError: true }),
    plugins.savedCopy,
  ],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, plugins: [plugins.offlinePage] },
  // A new deploy's worker takes over at once: it never serves a script or an RSC payload, so
  // pages open under the old one cannot mix two builds' code.
  skipWaiting: true,
  clientsClaim: true,
  // No navigation preload: Chromium may answer it from the HTTP cache when the network is gone,
  // and that page would look current. The worker asks the server itself (./saved-pages.ts).
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: pages,
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
      handler: new NetworkFirst({
        cacheName: IMAGES_CACHE,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({
            maxEntries: MAX_IMAGES,
            maxAgeSeconds: 30 * 24 * 3600,
            purgeOnQuotaError: true,
          }),
        ],
      }),
    },
  ],
});

/**
 * The page the worker was installed from loaded before it: it is saved when the worker starts
 * (a 304 for the copy the browser holds), so the first page a visitor opens is kept too.
 */
async function saveOpenPages(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const { url } of windows) {
    if (new URL(url).origin !== self.location.origin) continue;
    const [, done] = pages.handleAll({
      request: new Request(url, { cache: 'no-cache', headers: { Accept: 'text/html' } }),
      event,
    });
    await done.catch(() => undefined);
  }
}

self.addEventListener('activate', (event) => event.waitUntil(saveOpenPages(event)));

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return;
  const { type, urls } = data as { type?: unknown; urls?: unknown };
  if (type === PREFETCH_MESSAGE && Array.isArray(urls))
    event.waitUntil(prefetchChunks(urls, self.location.origin));
});

serwist.addEventListeners();
