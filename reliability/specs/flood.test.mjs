// Under a flood (docs/behaviour.md, Under a flood): thousands of distinct, well-formed ids that no
// page links to, 40 at a time, against one `next start` with a backend that takes 100 ms per
// call. Every resource the site holds stays bounded and the backend's load stays capped, while
// the pages people actually visit keep answering.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { nodeOptions } from '../../lib/page-cache/heap.mjs';
import { ROOT, SUITE } from '../support/config.mjs';
import { floodUrls, percentile, probePages, runFlood } from '../support/flood.mjs';
import { get } from '../support/site.mjs';
import { requireBuild, startBackend, startFreshSite } from '../support/suite.mjs';

const FLOOD_IDS = 1500;
const CONNECTIONS = 40;
const BACKEND_DELAY_MS = 100;
const PAGE_CACHE_MAX_MB = 64;
const MAX_CONCURRENCY = 8;
/**
 * The memory bound: the process's heap bound (lib/page-cache/heap.mjs: PAGE_CACHE_MAX_MB +
 * 256 MB) and 128 MB outside the heap (buffers of pages in flight and in the cache).
 */
const MEMORY_GROWTH_BOUND_MB = PAGE_CACHE_MAX_MB + 256 + 128;
const REAL_PAGES = [
  '/DptHome?id=DEP-000001',
  '/Faculty?id=DEP-000002',
  '/Programs?id=DEP-000003',
  '/ProHome?id=PGM-000004',
  '/',
];

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const forSeconds = (seconds) => {
  const until = Date.now() + seconds * 1000;
  return () => Date.now() > until;
};

let api;
let site;
let figures;
let normalP95;
let afterP95;

before(async () => {
  requireBuild();
  api = await startBackend();
  site = await startFreshSite('flood', {
    PAGE_CACHE_MAX_MB: String(PAGE_CACHE_MAX_MB),
    APPAPI_MAX_CONCURRENCY: String(MAX_CONCURRENCY),
    // The default timeout, as in production: a call in flight is not abandoned (and replaced by
    // another while the backend still works on it) because the machine is briefly busy.
    APPAPI_TIMEOUT_MS: '5000',
    // As npm start runs it: the heap bounded to PAGE_CACHE_MAX_MB + 256 MB.
    NODE_OPTIONS: nodeOptions({ PAGE_CACHE_MAX_MB: String(PAGE_CACHE_MAX_MB) }),
  });
  await api.setFaults({ delayMs: BACKEND_DELAY_MS });
  // The real pages, seen before the flood: cached.
  for (let round = 0; round < 3; round += 1)
    for (const path of REAL_PAGES) await get(`${site.url}${path}`);
  normalP95 = percentile(await probePages(site.url, REAL_PAGES, forSeconds(4)), 0.95);

  await api.reset();
  await api.setFaults({ delayMs: BACKEND_DELAY_MS });
  const urls = floodUrls(site.url, FLOOD_IDS);
  figures = await runFlood({
    site,
    backend: api,
    distDir: `${ROOT}${SUITE.distDir}`,
    urls,
    connections: CONNECTIONS,
    realPages: REAL_PAGES,
  });

  await sleep(3000);
  afterP95 = percentile(await probePages(site.url, REAL_PAGES, forSeconds(4)), 0.95);
  console.log(
    `ℹ ${FLOOD_IDS} ids in ${figures.seconds.toFixed(0)} s (${(FLOOD_IDS / figures.seconds).toFixed(0)}/s), ` +
      `${figures.calls.total} upstream calls, at most ${figures.calls.inFlightPeak} in flight; build folder +${mb(figures.distGrowth)} MB; ` +
      `memory ${mb(figures.rssBefore)} → peak ${mb(figures.rssPeak)} MB; real pages p95 ${normalP95.toFixed(0)} ms before, ` +
      `${percentile(figures.realDuring, 0.95).toFixed(0)} ms during (${figures.realDuring.length} views), ${afterP95.toFixed(0)} ms after`,
  );
});

after(async () => {
  await site?.stop();
  await api?.stop();
});

describe(`a flood of ${FLOOD_IDS} unknown ids at ${CONNECTIONS} connections, backend at ${BACKEND_DELAY_MS} ms a call`, () => {
  it('answers every one with 200, the fallback page marked noindex, never 5xx', () => {
    const failed = figures.answers.filter(({ status }) => status !== 200);
    assert.deepEqual(failed.slice(0, 5), [], `${failed.length} answers were not 200`);
    const indexable = figures.answers.filter(({ noindex }) => !noindex);
    assert.deepEqual(
      indexable.slice(0, 5).map(({ url }) => url),
      [],
      `${indexable.length} pages without noindex`,
    );
  });

  it(`never has more than APPAPI_MAX_CONCURRENCY (${MAX_CONCURRENCY}) upstream calls in flight`, () => {
    assert.ok(figures.calls.total > 0, 'the flood reached the backend');
    assert.ok(
      figures.calls.inFlightPeak <= MAX_CONCURRENCY,
      `${figures.calls.inFlightPeak} calls in flight at once`,
    );
  });

  it(`keeps the build folder within PAGE_CACHE_MAX_MB (${PAGE_CACHE_MAX_MB}) + 16 MB of growth`, () => {
    assert.ok(
      figures.distGrowth <= (PAGE_CACHE_MAX_MB + 16) * 1024 * 1024,
      `grew by ${mb(figures.distGrowth)} MB`,
    );
  });

  it(`keeps the server's memory growth within ${MEMORY_GROWTH_BOUND_MB} MB`, () => {
    const growth = figures.rssPeak - figures.rssBefore;
    assert.ok(
      growth <= MEMORY_GROWTH_BOUND_MB * 1024 * 1024,
      `grew by ${mb(growth)} MB (${mb(figures.rssBefore)} → ${mb(figures.rssPeak)})`,
    );
  });

  it('keeps the real, cached pages at p95 ≤ 1 s during the flood, and back to their normal latency after', () => {
    assert.ok(
      figures.realDuring.length >= 20,
      `${figures.realDuring.length} views of real pages during the flood`,
    );
    const during = percentile(figures.realDuring, 0.95);
    assert.ok(during <= 1000, `p95 ${during.toFixed(0)} ms during the flood`);
    assert.ok(
      afterP95 <= Math.max(2 * normalP95, normalP95 + 50),
      `p95 ${afterP95.toFixed(0)} ms after the flood against ${normalP95.toFixed(0)} ms before`,
    );
  });
});
