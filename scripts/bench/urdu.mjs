// The Urdu and Sindhi rows (issues 17, 28): every page under /ur and /sd against its English page, in the same run and
// by the same code as the English figures. Here: the pages' weight (js-size.mjs) and their
// requests in chromium (client-fetch.mjs: font files), for the Urdu pages and the English pages
// that are not among PAGES (the search page for the same word). Lighthouse runs on the Urdu
// pages inside the English Lighthouse phase (lighthousePages), each right after its English page.
import { checkClientFetching } from './client-fetch.mjs';
import { LOAD_HEADERS, PAGES, SITE_URL, URDU } from './config.mjs';
import { measurePageWeight } from './js-size.mjs';
import { warmIndex } from './search.mjs';
import { get } from './servers.mjs';

/** The English page of every id `en` can name. */
export const ENGLISH = Object.fromEntries(
  [...PAGES, ...URDU.english].map((page) => [page.id, page]),
);

/**
 * The Lighthouse routes of the run: the English ones given, each followed by its Urdu page when
 * that one is in URDU.lighthouse, then the other Urdu pages of URDU.lighthouse after their
 * English page (not among the English ones given, e.g. /search?q=computer).
 * @param {import('./config.mjs').Target[]} englishPages
 */
export function lighthousePages(englishPages) {
  const urdu = URDU.pages.filter((page) => URDU.lighthouse.includes(page.id));
  const out = [];
  for (const page of englishPages) out.push(page, ...urdu.filter((ur) => ur.en === page.id));
  for (const ur of urdu) if (!out.includes(ur)) out.push(ENGLISH[ur.en], ur);
  return out;
}

/**
 * Weight and font requests of the Urdu pages and of the English pages not measured elsewhere.
 * @returns {Promise<{ weights: Record<string, any>, clientFetch: Record<string, any> }>}
 */
export async function measureUrdu() {
  const pages = [...URDU.english, ...URDU.pages];
  await warmIndex();
  for (const page of pages) for (let i = 0; i < 3; i += 1) await get(page.path, LOAD_HEADERS);
  const weights = {};
  for (const page of pages) weights[page.id] = await measurePageWeight(`${SITE_URL}${page.path}`);
  console.log('bench: recording the browser requests of the Urdu pages in chromium…');
  const clientFetch = await checkClientFetching(pages);
  return { weights, clientFetch };
}

/**
 * Each Urdu page with its English page and what the run measured of both (weight, Lighthouse,
 * font requests in chromium and in Lighthouse); used by budgets.mjs and table.mjs.
 * @param {any} results the run's results (see run.mjs)
 */
export function urduPairs(results) {
  const { weights = {}, clientFetch = {}, lighthouse = {}, urdu } = results;
  const side = (id) => {
    const browser = clientFetch[id]?.fonts ?? urdu.clientFetch[id]?.fonts;
    const fonts = [...(browser ?? []), ...(lighthouse[id]?.fonts ?? [])];
    return {
      weight: weights[id] ?? urdu.weights[id],
      lighthouse: lighthouse[id],
      // null when the page was not loaded in chromium (the font check did not run)
      fonts: browser
        ? {
            requests: fonts.length,
            bytes: fonts.reduce((sum, font) => sum + font.bytes, 0),
            list: fonts,
          }
        : null,
    };
  };
  return URDU.pages.map((page) => ({
    page,
    english: ENGLISH[page.en],
    en: side(page.en),
    ur: side(page.id),
  }));
}

/**
 * True when a page's Lighthouse SEO score lost points only because the page is noindex on
 * purpose (URDU.noindex): is-crawlable is the only SEO audit that failed in any run, and what
 * blocks crawling is the page's own robots meta tag.
 */
export function noindexByDesign(id, report) {
  if (!URDU.noindex.includes(id) || !report) return false;
  const failing = Object.keys(report.failing?.seo ?? {});
  const blockers = report.crawlBlockers ?? [];
  return (
    failing.length === 1 &&
    failing[0] === 'is-crawlable' &&
    blockers.length > 0 &&
    blockers.every((blocker) =>
      /^<meta\b[^>]*\bname="robots"[^>]*\bcontent="[^"]*\bnoindex\b/i.test(blocker),
    )
  );
}
