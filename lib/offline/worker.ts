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

// The service worker, /sw.js (docs/behaviour.md, Offline; docs/offline.md).

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

const MAX_PAGES = 50;
const MAX_IMAGES = 60;
const IMAGES_CACHE = 'saved-images';
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
  // Safe at once: the worker serves no script, so open pages cannot mix two builds' code.
  skipWaiting: true,
  clientsClaim: true,
  // Chromium may answer a preload from the HTTP cache when offline: a stale page looking current.
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

/** The page the worker was installed from loaded before it: saved now, so it is kept too. */
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
