import type { SerwistPlugin } from 'serwist';
import { offlineStringsOf, withSavedPagesList, type SavedPage } from './offline-page';
import { languageOfPath, OFFLINE_PAGE_PATHS, offlinePagePath } from './page-languages';
import {
  SAVED_AT_HEADER,
  SAVED_LANG_HEADER,
  SAVED_TITLE_HEADER,
  snapshotOf,
  stylesheetLinksOf,
  withSavedNotice,
  withStylesInline,
  type OfflineStrings,
} from './saved-copy';

export const PAGES_CACHE = 'saved-pages';

export type MatchPrecache = (url: string) => Promise<Response | undefined>;

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

/** The HTTP cache answers (the sheets are immutable files); offline, the copy keeps the link. */
async function withOwnStyles(html: string): Promise<string> {
  const sheets = new Map<string, string>();
  for (const path of stylesheetLinksOf(html)) {
    try {
      const response = await fetch(path);
      if (response.ok) sheets.set(path, await response.text());
    } catch {}
  }
  return withStylesInline(html, sheets);
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

export function savedPagePlugins(matchPrecache: MatchPrecache): {
  savedCopy: SerwistPlugin;
  offlinePage: SerwistPlugin;
} {
  async function offlinePage(
    lang: string,
  ): Promise<{ html: string; strings: OfflineStrings } | null> {
    const response = await matchPrecache(offlinePagePath(lang));
    if (!response) return null;
    const text = await response.text();
    const strings = offlineStringsOf(text);
    return strings ? { html: snapshotOf(text).html, strings } : null;
  }

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

  const savedCopy: SerwistPlugin = {
    // Always the server's answer (a 304 keeps it cheap): offline, Chromium answers a page request
    // from its HTTP cache, and that stale page would show without the notice.
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
      // No words for the notice: never a copy without its notice.
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

  const offlinePagePlugin: SerwistPlugin = {
    // Replaces Serwist's own check: only a whole 200 answer is precached.
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

  return { savedCopy, offlinePage: offlinePagePlugin };
}
