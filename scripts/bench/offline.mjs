// The offline rows (issue 18): what installing the service worker costs a visitor (the worker
// and its precache list, as the bench site serves them), and a repeat view of a visited page on
// a network with 2 s of latency, with the worker and without it, in the same run and browser.
// The worker answers pages network first (docs/offline.md), so on a slow network that still
// answers within 4 s it should cost nothing: that is what the repeat view checks.
import { gzipSync } from 'node:zlib';
import { launchBrowser, PHONE } from '../../e2e/support/browser.mjs';
import { startProxy } from '../../e2e/support/proxy.mjs';
import { onCleanup } from './cleanup.mjs';
import { GZIP_LEVEL, OFFLINE, SITE_URL } from './config.mjs';

async function sizeOf(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    url: new URL(url).pathname,
    status: response.status,
    bytes: bytes.length,
    gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length,
    text: bytes.toString('utf8'),
  };
}

/** The URLs of the precache list the build wrote into the worker (next.config.mjs). */
function precacheUrls(workerSource) {
  const list = /precacheEntries:\[([^\]]*)\]/.exec(workerSource)?.[1] ?? '';
  return [...list.matchAll(/['"]url['"]:['"]([^'"]+)['"]/g)].map((match) => match[1]);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** First contentful and largest contentful paint of the page's last navigation, ms. */
function paints(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcpMs: fcp, lcpMs: entries.at(-1)?.startTime ?? null });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcpMs: fcp, lcpMs: null }), 3000);
      }),
  );
}

/** Repeat views of each page through the proxy, with or without the worker. */
async function repeatViews(browser, proxy, withWorker) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: withWorker ? 'allow' : 'block',
  });
  const page = await context.newPage();
  const results = {};
  try {
    for (const target of OFFLINE.pages) {
      proxy.delayAll(0);
      const url = `${proxy.url}${target.path}`;
      await page.goto(url, { waitUntil: 'load' });
      if (withWorker)
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
          timeout: 15_000,
        });
      await page.goto(url, { waitUntil: 'load' });
      proxy.delayAll(OFFLINE.latencyMs);
      const runs = [];
      for (let run = 0; run < OFFLINE.runs; run += 1) {
        await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
        runs.push({
          ...(await paints(page)),
          savedCopy: (await page.locator('.saved-copy-notice').count()) > 0,
        });
      }
      const measured = (key) =>
        runs.map((run) => run[key]).filter((value) => typeof value === 'number');
      results[target.id] = {
        // Chromium does not always report a first contentful paint for a repeat view: LCP is the figure.
        fcpMs: measured('fcpMs').length ? median(measured('fcpMs')) : null,
        lcpMs: measured('lcpMs').length ? median(measured('lcpMs')) : null,
        // Under 4 s of network a saved copy must never be shown.
        savedCopies: runs.filter((run) => run.savedCopy).length,
        runs,
      };
    }
  } finally {
    proxy.delayAll(0);
    await context.close();
  }
  return results;
}

/**
 * @returns {Promise<{ worker: { bytes: number, gzip: number }, precache: { url: string, bytes: number, gzip: number }[],
 *   installGzip: number, repeat: Record<string, { withWorker: any, withoutWorker: any }> }>}
 */
export async function measureOffline() {
  const worker = await sizeOf(`${SITE_URL}/sw.js`);
  const precache = [];
  for (const url of precacheUrls(worker.text)) {
    const { url: path, status, bytes, gzip } = await sizeOf(`${SITE_URL}${url}`);
    precache.push({ url: path, status, bytes, gzip });
  }
  const installGzip = worker.gzip + precache.reduce((sum, entry) => sum + entry.gzip, 0);

  console.log(
    `bench: repeat views at ${OFFLINE.latencyMs} ms of latency, with and without the service worker…`,
  );
  const proxy = await startProxy({ upstream: SITE_URL, port: OFFLINE.proxyPort });
  const browser = await launchBrowser();
  const close = onCleanup('chromium and proxy (offline rows)', async () => {
    await browser.close();
    await proxy.close();
  });
  try {
    const withWorker = await repeatViews(browser, proxy, true);
    const withoutWorker = await repeatViews(browser, proxy, false);
    const repeat = Object.fromEntries(
      OFFLINE.pages.map((target) => [
        target.id,
        { withWorker: withWorker[target.id], withoutWorker: withoutWorker[target.id] },
      ]),
    );
    return { worker: { bytes: worker.bytes, gzip: worker.gzip }, precache, installGzip, repeat };
  } finally {
    await close();
  }
}
