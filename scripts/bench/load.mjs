// Load runs: autocannon against each page and the static yardstick at each connection count,
// with the upstream calls the site made during each run (the demo backend's counters).
import autocannon from 'autocannon';
import { onCleanup } from './cleanup.mjs';
import { CONNECTIONS, LOAD_HEADERS, nameOf, SITE_URL } from './config.mjs';
import { forceRender, get, settleCalls } from './servers.mjs';

/** Differences between two /__control/calls reports: { total, byCall } of the calls made in between. */
export function callsBetween(before, after) {
  const byCall = {};
  for (const [key, count] of Object.entries(after.byCall)) {
    const made = count - (before.byCall[key] ?? 0);
    if (made > 0) byCall[key] = made;
  }
  return { total: after.total - before.total, byCall };
}

/** One autocannon run; stopped by the cleanup registry on Ctrl-C. */
export async function cannon(url, connections, duration) {
  const instance = autocannon({ url, connections, duration, headers: LOAD_HEADERS });
  const stop = onCleanup('autocannon', () => instance.stop());
  try {
    return await instance;
  } finally {
    await stop();
  }
}

/** Seconds of unmeasured load before a target's runs. */
const WARM_UP_SECONDS = 5;

/**
 * Warms a page: a forced render first, so that its ISR entry is fresh for the whole of its runs
 * (a run must not cross the revalidate window), then a few plain views, then a few seconds of
 * unmeasured load. The runs measure the server as it serves all evening, not V8 compiling the
 * route's code: without the warm-up the first run of a route (thousands of requests, as V8
 * optimises its bundle's code) was up to 2× slower than the next, on every target alike.
 */
async function warm(target, previewId, baseUrl) {
  if (previewId && target.kind !== 'static') await forceRender(target.path, previewId);
  for (let i = 0; i < 5; i += 1) await get(target.path, LOAD_HEADERS, baseUrl);
  await cannon(`${baseUrl}${target.path}`, CONNECTIONS[0], WARM_UP_SECONDS);
}

/**
 * @param {{ targets: import('./config.mjs').Target[], backend: any, previewId: string | null, duration: number, baseUrl?: string }} options
 *   `baseUrl`: the server measured (the site by default; the edge of `npm run stack` in edge.mjs)
 * @returns {Promise<Record<string, Record<number, object>>>} by target id, then connection count
 */
export async function runLoad({ targets, backend, previewId, duration, baseUrl = SITE_URL }) {
  const results = {};
  for (const target of targets) {
    results[target.id] = {};
    await warm(target, previewId, baseUrl);
    await settleCalls(backend);
    for (const connections of CONNECTIONS) {
      process.stdout.write(
        `bench: load ${nameOf(target)} × ${connections} connections, ${duration} s… `,
      );
      const before = await backend.calls();
      const result = await cannon(`${baseUrl}${target.path}`, connections, duration);
      const calls = callsBetween(before, await settleCalls(backend, 300));
      const run = {
        connections,
        durationS: result.duration,
        requests: result.requests.total,
        rps: result.requests.average,
        latencyMs: {
          p50: result.latency.p50,
          p99: result.latency.p99,
          mean: result.latency.average,
          max: result.latency.max,
        },
        errors: result.errors + result.timeouts,
        non2xx: result.non2xx,
        bytesPerSecond: result.throughput.average,
        upstreamCalls: calls.total,
        upstreamCallsPerView: result.requests.total ? calls.total / result.requests.total : 0,
        upstreamByCall: calls.byCall,
      };
      results[target.id][connections] = run;
      console.log(
        `${Math.round(run.rps)} req/s, p99 ${run.latencyMs.p99} ms, ${run.upstreamCalls} upstream calls`,
      );
    }
  }
  return results;
}
