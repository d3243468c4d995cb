// The flood row: distinct, well-formed ids that no page links to, 40 at a time, against a fresh
// `next start` with its defaults (PAGE_CACHE_MAX_MB 256, APPAPI_MAX_CONCURRENCY 8) and a backend
// that takes 100 ms per call, as in the issue that measured the unbounded site (reliability's
// flood module does the work; specs/flood.test.mjs holds the same figures to their bounds).
import { nodeOptions } from '../../lib/page-cache/heap.mjs';
import { floodUrls, percentile, probePages, runFlood } from '../../reliability/support/flood.mjs';
import { DIST_DIR, FLOOD, PAGES, ROOT } from './config.mjs';
import { get, startBenchSite } from './servers.mjs';

/**
 * @param {{ backend: any }} options
 * @returns {Promise<object>} requests, seconds, 5xx, noindex share, upstream calls and their
 *   in-flight maximum, build-folder and memory growth, real pages' p95 before/during/after
 */
export async function runFloodRow({ backend }) {
  // As npm start runs it (heap bound of lib/page-cache/heap.mjs).
  const site = await startBenchSite({ NODE_OPTIONS: nodeOptions({}) });
  const realPages = PAGES.filter((page) => page.kind !== 'empty').map((page) => page.path);
  try {
    await backend.reset();
    await backend.setFaults({ delayMs: FLOOD.backendDelayMs });
    for (let round = 0; round < 3; round += 1) for (const path of realPages) await get(path);
    const before = percentile(await probePages(site.url, realPages, deadline(4)), 0.95);
    await backend.reset();
    await backend.setFaults({ delayMs: FLOOD.backendDelayMs });
    process.stdout.write(
      `bench: flood of ${FLOOD.ids} unknown ids × ${FLOOD.connections} connections, backend ${FLOOD.backendDelayMs} ms a call… `,
    );
    const flood = await runFlood({
      site,
      backend,
      distDir: `${ROOT}${DIST_DIR}`,
      urls: floodUrls(site.url, FLOOD.ids),
      connections: FLOOD.connections,
      realPages,
    });
    const after = percentile(await probePages(site.url, realPages, deadline(4)), 0.95);
    const row = {
      requests: flood.answers.length,
      seconds: flood.seconds,
      serverErrors: flood.answers.filter(({ status }) => status === 0 || status >= 500).length,
      noindexShare: flood.answers.filter(({ noindex }) => noindex).length / flood.answers.length,
      upstreamCalls: flood.calls.total,
      inFlightPeak: flood.calls.inFlightPeak,
      distGrowthBytes: flood.distGrowth,
      rssBeforeBytes: flood.rssBefore,
      rssPeakBytes: flood.rssPeak,
      realP95Ms: { before, during: percentile(flood.realDuring, 0.95), after },
    };
    console.log(
      `${Math.round(row.seconds)} s, ${row.serverErrors} 5xx, at most ${row.inFlightPeak} calls in flight, build +${(row.distGrowthBytes / 1048576).toFixed(1)} MB, memory +${((row.rssPeakBytes - row.rssBeforeBytes) / 1048576).toFixed(0)} MB`,
    );
    return row;
  } finally {
    await backend.reset();
    await site.stop();
  }
}

function deadline(seconds) {
  const until = Date.now() + seconds * 1000;
  return () => Date.now() > until;
}
