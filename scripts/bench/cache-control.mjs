// The Cache-Control a CDN would see on each page: it must allow shared caching (s-maxage) and
// serving stale while the page is refreshed (stale-while-revalidate).
import { LOAD_HEADERS } from './config.mjs';
import { get } from './servers.mjs';

/** @param {import('./config.mjs').Target[]} pages */
export async function checkCacheControl(pages) {
  const results = {};
  for (const page of pages) {
    const response = await get(page.path, LOAD_HEADERS);
    const value = response.headers.get('cache-control') ?? '';
    results[page.id] = {
      status: response.status,
      cacheControl: value,
      nextCache: response.headers.get('x-nextjs-cache'),
      sMaxage: /(?:^|,)\s*s-maxage=\d+/i.test(value),
      staleWhileRevalidate: /(?:^|,)\s*stale-while-revalidate(?:=\d+)?/i.test(value),
    };
  }
  return results;
}
