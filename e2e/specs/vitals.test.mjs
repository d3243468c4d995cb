// Real visitors' speed (docs/operations.md, Real visitors' speed): a sampled page view loads its
// measuring chunk after the page, and sends one beacon when the page is hidden; /metrics counts it
// by route kind. An unsampled view fetches no measuring code. No cookie is set. The sampling draw is fixed
// here by making Math.random in the page return one value.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launchBrowser, PHONE } from '../support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** One series of the site's /metrics (the suite's server is on loopback: a scraper may read it). */
async function sample(series) {
  const text = await (await fetch(`${BASE_URL}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** The measuring chunks (lib/ops/vitals-start.ts names them); the app's own chunks come after load too. */
const measuring = ({ type, url }) =>
  type === 'script' && /\/_next\/static\/chunks\/vitals-(loading|responsiveness)\./.test(url);

/** A tap on the page's heading: an interaction (INP), which also makes LCP final, as it is in a browser. */
async function tapHeading(page) {
  await page.locator('main h1').first().click();
  await page.waitForTimeout(300);
}

/**
 * Opens `path` on a phone whose Math.random() always gives `draw`, lets the page settle, does
 * `act` (a tap on the heading), then hides the page. Resolves to the requests the page
 * made after its load event, and the beacons it sent.
 */
async function viewWithDraw(path, draw, act = tapHeading) {
  const context = await browser.newContext({ viewport: PHONE });
  await context.addInitScript((value) => {
    Math.random = () => value;
  }, draw);
  const page = await context.newPage();
  const beacons = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/vitals')
      beacons.push(request.postData());
  });
  // The measuring chunk does not wait for React (a page hydrates on its first use: the tap).
  await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await act(page);
  // What the page fetched once its load event had begun, by the browser's own clock.
  const late = await page.evaluate(() => {
    const loadedAt = performance.getEntriesByType('navigation')[0].loadEventStart;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= loadedAt)
      .map((entry) => ({
        url: entry.name,
        type: entry.initiatorType,
        bytes: entry.encodedBodySize,
      }));
  });
  const cookies = await context.cookies();
  // The visitor switches to another app: the page is hidden, and the beacon leaves. (Headless
  // Chromium never hides a tab by itself: the document says it is hidden, as a phone's does.)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await page.waitForTimeout(500);
  await context.close();
  return { late, cookies, beacons };
}

describe('real visitors’ speed', () => {
  it('a sampled view measures loading after the page and counts LCP, CLS, FCP and TTFB by route kind', async () => {
    const series = (metric) => `site_web_vitals_seconds_count{metric="${metric}",kind="id_page"}`;
    const before = {
      lcp: await sample(series('lcp')),
      fcp: await sample(series('fcp')),
      ttfb: await sample(series('ttfb')),
      cls: await sample('site_web_vitals_cls_count{kind="id_page"}'),
    };
    // Under 0.05: sampled (1 in 10), the loading half.
    const { late, beacons, cookies } = await viewWithDraw('/DptHome?id=DEP-000001', 0.01);
    const chunks = late.filter(measuring);
    assert.equal(
      chunks.length,
      1,
      `one measuring chunk, fetched after load: ${JSON.stringify(late)}`,
    );
    assert.ok(
      chunks[0].bytes > 0 && chunks[0].bytes <= 2048,
      `the chunk weighs ${chunks[0].bytes} B compressed (≤ 2 KiB)`,
    );
    assert.equal(beacons.length, 1, JSON.stringify(late));
    assert.deepEqual(Object.keys(JSON.parse(beacons[0])).sort(), [
      'cls',
      'fcp',
      'lcp',
      'path',
      'ttfb',
    ]);
    assert.deepEqual(cookies, [], 'no cookie');
    assert.equal(await sample(series('lcp')), before.lcp + 1);
    assert.equal(await sample(series('fcp')), before.fcp + 1);
    assert.equal(await sample(series('ttfb')), before.ttfb + 1);
    assert.equal(await sample('site_web_vitals_cls_count{kind="id_page"}'), before.cls + 1);
  });

  it('a sampled view of the other half counts INP, after a tap', async () => {
    const inp = 'site_web_vitals_seconds_count{metric="inp",kind="page"}';
    const before = await sample(inp);
    // From 0.05 to 0.1: sampled, the responsiveness half.
    const { beacons, late } = await viewWithDraw('/AboutUs', 0.07);
    const chunks = late.filter(measuring);
    assert.equal(chunks.length, 1, JSON.stringify(late));
    assert.ok(
      chunks[0].bytes > 0 && chunks[0].bytes <= 2048,
      `the chunk weighs ${chunks[0].bytes} B compressed (≤ 2 KiB)`,
    );
    assert.equal(beacons.length, 1);
    assert.deepEqual(Object.keys(JSON.parse(beacons[0])).sort(), ['inp', 'path']);
    assert.equal(await sample(inp), before + 1);
  });

  it('an unsampled view fetches no measuring code and sends nothing after the page', async () => {
    const { late, beacons } = await viewWithDraw('/AboutUs', 0.5);
    assert.deepEqual(beacons, []);
    assert.deepEqual(late.filter(measuring), []);
    // What it does fetch after load is the app the tap runs (lib/next-internals/boot/main-app.ts).
    assert.ok(
      late.some(({ url }) => /\/_next\/static\/chunks\/next-app\./.test(url)),
      JSON.stringify(late),
    );
  });
});
