// Does the browser fetch data on its own? Each page is loaded in Debian's chromium (the e2e
// suite's launch flags) and scrolled to the end; every request it makes is recorded. Requests
// to the backend or to /api are client-side data fetching; others are listed for information.
// Font files (resource type `font`, or a .woff/.woff2/.ttf/.otf/.eot URL) are listed with their
// bytes: the site uses the phone's own fonts, so there should be none, in English or Urdu.
import { launchBrowser, PHONE } from '../../e2e/support/browser.mjs';
import { onCleanup } from './cleanup.mjs';
import { BACKEND_URL, SITE_URL } from './config.mjs';

const backendHost = new URL(BACKEND_URL).host;
const siteHost = new URL(SITE_URL).host;

const FONT_FILE = /\.(woff2?|ttf|otf|eot)$/i;

/** @param {URL} url */
function classify(url, resourceType) {
  if (url.host === backendHost || /\/AppAPI\.asmx\//i.test(url.pathname)) return 'backend';
  if (url.host !== siteHost) return 'external';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'api';
  if (url.searchParams.has('_rsc')) return 'rsc';
  if (resourceType === 'fetch' || resourceType === 'xhr') return 'fetch';
  return 'asset';
}

/**
 * @param {import('./config.mjs').Target[]} pages
 * @returns {Promise<Record<string, { dataRequests: string[], rsc: string[], otherFetches: string[], external: string[], requests: number,
 *   fonts: { url: string, bytes: number, failed: boolean }[] }>>}
 */
export async function checkClientFetching(pages) {
  const browser = await launchBrowser();
  const close = onCleanup('chromium (client fetch check)', () => browser.close());
  const results = {};
  try {
    for (const target of pages) {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const seen = { backend: [], api: [], rsc: [], fetch: [], external: [], asset: [] };
      const fonts = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        seen[classify(url, request.resourceType())].push(`${request.method()} ${url.href}`);
      });
      // A font request that failed (another host: refused below) is listed too, with 0 bytes.
      const isFont = (request) =>
        request.resourceType() === 'font' || FONT_FILE.test(new URL(request.url()).pathname);
      page.on('requestfinished', (request) => {
        if (isFont(request))
          fonts.push(
            request.sizes().then((sizes) => ({
              url: request.url().slice(0, 120),
              bytes: sizes.responseBodySize,
              failed: false,
            })),
          );
      });
      page.on('requestfailed', (request) => {
        if (isFont(request))
          fonts.push(Promise.resolve({ url: request.url().slice(0, 120), bytes: 0, failed: true }));
      });
      // The sandbox has no internet: external frames (map, video) are refused at once, not waited for.
      await context.route(
        (url) => url.host !== siteHost,
        (route) => route.abort(),
      );
      await page.goto(`${SITE_URL}${target.path}`, { waitUntil: 'load' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(1000);
      results[target.id] = {
        dataRequests: [...seen.backend, ...seen.api],
        rsc: seen.rsc,
        otherFetches: seen.fetch,
        external: [...new Set(seen.external.map((entry) => new URL(entry.split(' ')[1]).origin))],
        requests: Object.values(seen).reduce((sum, list) => sum + list.length, 0),
        fonts: await Promise.all(fonts),
      };
      await context.close();
    }
  } finally {
    await close();
  }
  return results;
}
