// Phone first (issue 25): each page as a visitor on a cheap phone meets it, beside the figures of
// the main before issue 25 (PHONE_FIRST.before in config.mjs, measured by this module on a bench
// build of that commit): first-load JS and HTML weight (js-size.mjs), and at 375×667 on a
// throttled phone (Lighthouse's mobile settings through the DevTools protocol: 150 ms round
// trips, 1.6 Mbit/s down, a 4× slower CPU) where the <h1> ends and the first content starts,
// when the first content and the largest one are painted, the layout shift of the load and axe's
// violations of any impact.
//
//   node scripts/bench/phone-first.mjs [site URL]   prints the figures of a running site as JSON
import { axeViolations, launchBrowser } from '../../e2e/support/browser.mjs';
import { measureFirstScreen } from '../../e2e/support/first-screen.mjs';
import { onCleanup } from './cleanup.mjs';
import { PHONE_FIRST, SITE_URL } from './config.mjs';
import { measurePageWeight } from './js-size.mjs';

/** Runs in the page before its scripts: the load's layout shifts and its largest paint. */
function observeLoad() {
  const seen = { cls: 0, lcpMs: null };
  window.__phoneFirst = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    seen.lcpMs = list.getEntries().at(-1).startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * A 375×667 phone on `network` (default: Lighthouse's mobile network) with its CPU `cpuSlowdown`
 * times slower, ready to open a page of the site at `url`: { context, page, cdp }. Other hosts
 * are refused at once (the sandbox has no internet: the map and the video would only be waited for).
 */
export async function throttledPhone(
  browser,
  url,
  cpuSlowdown = PHONE_FIRST.cpuSlowdown,
  network = PHONE_FIRST.network,
) {
  const { viewport } = PHONE_FIRST;
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true });
  const site = new URL(url).host;
  await context.route(
    (target) => target.host !== site,
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.rttMs,
    downloadThroughput: (network.downKbps * 1024) / 8,
    uploadThroughput: (network.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page, cdp };
}

/** One page on the throttled phone. */
async function onThrottledPhone(browser, url) {
  const { context, page, cdp } = await throttledPhone(browser, url);
  await page.addInitScript(observeLoad);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Hydration and late images shift a page after `load`, if anything does.
    await page.waitForTimeout(PHONE_FIRST.settleMs);
    const screen = await page.evaluate(measureFirstScreen);
    const paint = await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      ...window.__phoneFirst,
    }));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The home page keeps its popup (docs/behaviour.md, Home page): axe judges the page under it, as the visitor does.
    await page.evaluate(() => document.querySelector('dialog[open]')?.close());
    const axe = await axeViolations(page);
    return {
      h1Bottom: screen.h1Bottom,
      contentTop: screen.contentTop,
      sideways: screen.scrollWidth > screen.width,
      fcpMs: paint.fcpMs === null ? null : Math.round(paint.fcpMs),
      lcpMs: paint.lcpMs === null ? null : Math.round(paint.lcpMs),
      cls: Number(paint.cls.toFixed(4)),
      axe,
    };
  } finally {
    await context.close();
  }
}

/**
 * @param {string} siteUrl
 * @returns {Promise<Record<string, { jsGzip: number, htmlGzip: number, h1Bottom: number | null, contentTop: number | null,
 *   sideways: boolean, fcpMs: number | null, lcpMs: number | null, cls: number, axe: string[] }>>}
 */
export async function measurePhoneFirst(siteUrl = SITE_URL) {
  const browser = await launchBrowser();
  const close = onCleanup('chromium (phone first)', () => browser.close());
  const results = {};
  try {
    for (const target of PHONE_FIRST.pages) {
      const url = `${siteUrl}${target.path}`;
      const weight = await measurePageWeight(url);
      results[target.id] = {
        jsGzip: weight.jsGzip,
        htmlGzip: weight.htmlGzip,
        ...(await onThrottledPhone(browser, url)),
      };
    }
  } finally {
    await close();
  }
  return results;
}

/** The first screen holds the <h1> and the first line of content (e2e/specs/phone-first.test.mjs's rule). */
export const inFirstScreen = (row) =>
  row.h1Bottom !== null &&
  row.h1Bottom <= PHONE_FIRST.viewport.height &&
  row.contentTop !== null &&
  row.contentTop <= PHONE_FIRST.viewport.height - PHONE_FIRST.firstLinePx &&
  !row.sideways;

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteUrl = process.argv[2] ?? SITE_URL;
  console.log(JSON.stringify(await measurePhoneFirst(siteUrl), null, 2));
}
