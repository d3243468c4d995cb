/// <reference lib="webworker" />
import {
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  type PrecacheEntry,
  type SerwistPlugin,
} from 'serwist';
import {
  languageOfPath,
  OFFLINE_PAGE_PATHS,
  offlinePagePath,
  offlineStringsOf,
  SAVED_AT_HEADER,
  SAVED_LANG_HEADER,
  SAVED_TITLE_HEADER,
  snapshotOf,
  stylesheetLinksOf,
  withSavedNotice,
  withStylesInline,
  withSavedPagesList,
  type OfflineStrings,
  type SavedPage,
} from './saved-copy';
import { PREFETCHABLE_PATH, PREFETCH_MESSAGE } from './registration';

// The service worker, /sw.js (CONTRACT.md, "Offline"): built by ./service-worker-build.mjs into public/
// with `serwist` (precaching, strategies, expiration), registered by every page once it has
// loaded (app/[lang]/layout.tsx).
//
// - Pages: network first. A page request that fails, or has not answered in 4 seconds, is
//   answered with the copy of that URL saved on the phone, with a notice saying when it was
//   saved (lib/offline/saved-copy.ts); without one, with the offline page of the URL's
//   language listing the saved pages. At most MAX_PAGES copies, least recently used out.
// - Precached: the offline page in each language, and what it shows (the logo). Nothing of
//   the build's JavaScript: a saved copy runs none. Both keep the stylesheet written in.
// - Never kept or served: Next's chunks and RSC payloads, /api/*, anything not GET. Never saved:
//   an answer other than 200 HTML (a 404, 429 or 5xx), search results, the offline page.
// - Fetched for a page, off its main thread: the app's chunks it names (lib/next-internals/boot/prefetch.ts),
//   one at a time, into the browser's HTTP cache, where its first use finds them. The worker
//   neither keeps nor serves them.

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

/** The pages kept, least recently used out: about 2.5 MB at ~50 KB a page (docs/offline.md). */
const MAX_PAGES = 50;
/** The images kept for those pages, least recently used out (docs/offline.md). */
const MAX_IMAGES = 60;
const PAGES_CACHE = 'saved-pages';
const IMAGES_CACHE = 'saved-images';
/** How long a page request waits for the network before a saved copy is shown. */
const NETWORK_TIMEOUT_SECONDS = 4;

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new ExpirationPlugin({ maxEntries: MAX_PAGES, purgeOnQuotaError: true }),
    savedCopyPlugin(),
  ],
});

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true, plugins: [offlinePagePlugin()] },
  // A new deploy's worker takes over at once: it never serves a script or an RSC payload, so
  // pages open under the old one cannot mix two builds' code.
  skipWaiting: true,
  clientsClaim: true,
  // No navigation preload: the preload request may be answered from the browser's HTTP cache
  // when the network is gone (Chromium does), and that page would look current. The worker
  // asks the server itself, below, in a way no HTTP cache can answer alone.
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

/** Whether a page's answer is kept: a whole page of the site, never a result list or an error. */
function isSavable(url: URL, response: Response): boolean {
  const path = url.pathname;
  if (
    path.startsWith('/api/') ||
    OFFLINE_PAGE_PATHS.includes(path) ||
    /^(?:\/[a-z]{2})?\/search$/.test(path)
  )
    return false;
  if (response.status !== 200 || response.redirected || response.type === 'opaque') return false;
  if (/no-store|private/i.test(response.headers.get('Cache-Control') ?? '')) return false;
  return (response.headers.get('Content-Type') ?? '').startsWith('text/html');
}

/**
 * The page's HTML with its stylesheets written in (saved-copy.ts, withStylesInline), fetched as
 * the page had them: the browser's HTTP cache answers (they are immutable files). Kept copies
 * and the precached offline page then show styled with the network gone, whatever was deployed
 * since. A sheet that cannot be had stays a link.
 */
async function withOwnStyles(html: string): Promise<string> {
  const sheets = new Map<string, string>();
  for (const path of stylesheetLinksOf(html)) {
    try {
      const response = await fetch(path);
      if (response.ok) sheets.set(path, await response.text());
    } catch {
      // Offline right now: the copy keeps the link.
    }
  }
  return withStylesInline(html, sheets);
}

/** The offline page of a language as precached, and the words it carries for the worker. */
async function offlinePage(
  lang: string,
): Promise<{ html: string; strings: OfflineStrings } | null> {
  const response = await serwist.matchPrecache(offlinePagePath(lang));
  if (!response) return null;
  const text = await response.text();
  const strings = offlineStringsOf(text);
  return strings ? { html: snapshotOf(text).html, strings } : null;
}

async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(PAGES_CACHE);
  const pages: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const savedAt = new Date(response?.headers.get(SAVED_AT_HEADER) ?? '');
    if (!response || Number.isNaN(savedAt.getTime())) continue;
    const url = new URL(request.url);
    pages.push({
      url: url.pathname + url.search,
      title: decodeURIComponent(response.headers.get(SAVED_TITLE_HEADER) ?? ''),
      lang: response.headers.get(SAVED_LANG_HEADER) ?? '',
      savedAt,
    });
  }
  return pages;
}

function htmlResponse(html: string, headers?: HeadersInit): Response {
  const merged = new Headers(headers);
  merged.set('Content-Type', 'text/html; charset=utf-8');
  merged.set('Cache-Control', 'no-store');
  return new Response(html, { status: 200, headers: merged });
}

/** The offline page for a page request nothing could answer, in the language of its URL. */
async function offlineAnswer(requestUrl: URL, isOwnPage: boolean): Promise<Response | undefined> {
  const lang = languageOfPath(requestUrl.pathname);
  const page = await offlinePage(lang);
  if (!page) return undefined;
  const html = withSavedPagesList(page.html, {
    pages: await savedPages(),
    lang,
    strings: page.strings,
    requestedUrl: isOwnPage ? undefined : requestUrl.pathname + requestUrl.search,
  });
  return htmlResponse(html);
}

/** The saved copy kept and shown: the page without scripts, and its notice when shown. */
function savedCopyPlugin(): SerwistPlugin {
  return {
    // Always the server's answer (a 304 keeps it cheap): with the network gone, Chromium answers
    // a page request from its HTTP cache, and that stale page would be shown without the notice
    // and saved again as if new. (Serwist passes no fetch options with a navigation request, so
    // the request itself is remade; it keeps its redirect mode, `manual`.)
    requestWillFetch({ request }) {
      return request.mode === 'navigate' ? new Request(request, { cache: 'no-cache' }) : request;
    },
    async cacheWillUpdate({ request, response }) {
      if (!isSavable(new URL(request.url), response)) return null;
      const { html, title, lang } = snapshotOf(await response.text());
      return new Response(await withOwnStyles(html), {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          [SAVED_AT_HEADER]: new Date().toISOString(),
          [SAVED_TITLE_HEADER]: encodeURIComponent(title),
          [SAVED_LANG_HEADER]: lang,
        },
      });
    },
    async cachedResponseWillBeUsed({ request, cachedResponse }) {
      if (!cachedResponse) return null;
      const savedAt = new Date(cachedResponse.headers.get(SAVED_AT_HEADER) ?? '');
      const lang =
        cachedResponse.headers.get(SAVED_LANG_HEADER) ||
        languageOfPath(new URL(request.url).pathname);
      const page = await offlinePage(lang);
      // No words for the notice (no offline page precached): never a copy without its notice.
      if (!page || Number.isNaN(savedAt.getTime())) return null;
      const url = new URL(request.url);
      const html = withSavedNotice(await cachedResponse.text(), {
        url: url.pathname + url.search,
        savedAt,
        lang,
        strings: page.strings,
      });
      return htmlResponse(html, cachedResponse.headers);
    },
    async handlerDidError({ request }) {
      return offlineAnswer(new URL(request.url), false);
    },
  };
}

/**
 * The offline pages precached with their stylesheet written in (they are shown with the network
 * gone), and the offline page opened as a page: with the saved pages listed, as when offline.
 */
function offlinePagePlugin(): SerwistPlugin {
  return {
    // Serwist's own check is replaced by this one: only a whole 200 answer is precached.
    async cacheWillUpdate({ request, response }) {
      if (response.status !== 200) return null;
      if (!OFFLINE_PAGE_PATHS.includes(new URL(request.url).pathname)) return response;
      const headers = new Headers(response.headers);
      headers.delete('Content-Length');
      return new Response(await withOwnStyles(await response.text()), { status: 200, headers });
    },
    async handlerWillRespond({ request, response }) {
      const url = new URL(request.url);
      if (request.mode !== 'navigate' || !OFFLINE_PAGE_PATHS.includes(url.pathname))
        return response;
      return (await offlineAnswer(url, true)) ?? response;
    },
  };
}

/**
 * The page the worker was installed from was loaded before it: it is saved when the worker
 * starts, like every page after it (the server answers a 304 for the copy the browser holds),
 * so the first page a visitor opens is kept too.
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

/** At most this many chunks on one message: the app has about a dozen. */
const MAX_PREFETCHES = 64;
const prefetched = new Set<string>();

/**
 * Fetches the chunks a page named into the HTTP cache (the same cache as the page's: same
 * origin), each once while this worker lives, one at a time at low priority. Made by the page,
 * each fetch and the arrival of its body were main-thread tasks just after load, when the visitor
 * starts to use it (in Lighthouse's unthrottled trace of /ur: up to 40 ms for one call, 22 ms for
 * React DOM's body; four times that on its phone); here they cost the page nothing. Only the
 * site's own build files: a message never makes the worker fetch anything else.
 */
async function prefetchChunks(urls: unknown[]): Promise<void> {
  for (const value of urls.slice(0, MAX_PREFETCHES)) {
    if (typeof value !== 'string') continue;
    let url: URL;
    try {
      url = new URL(value, self.location.origin);
    } catch {
      continue;
    }
    if (
      url.origin !== self.location.origin ||
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

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return;
  const { type, urls } = data as { type?: unknown; urls?: unknown };
  if (type === PREFETCH_MESSAGE && Array.isArray(urls)) event.waitUntil(prefetchChunks(urls));
});

serwist.addEventListeners();
