// A flood of distinct, well-formed ids that no page links to (docs/behaviour.md, Under a flood),
// against one running site, with what it costs: the site's memory and build folder, the
// backend's calls in flight, and the latency of real pages viewed meanwhile. Used by the
// reliability suite (specs/flood.test.mjs) and the benchmark's flood row (scripts/bench).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { ID_ROUTES } from './config.mjs';
import { seededRandom } from './prng.mjs';
import { get, mapLimit } from './site.mjs';

export const NOINDEX = '<meta name="robots" content="noindex"/>';

/** The resident memory of every process in the group of `pgid` (npx, next start and its workers). */
export function groupRssBytes(pgid) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pgrp is the 5th field, after "pid (comm) state ppid" (comm may hold spaces).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      total += Number(readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ')[1]) * 4096;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

export const folderBytes = (path) =>
  Number(execFileSync('du', ['-sb', path], { encoding: 'utf8' }).split('\t')[0]);
export const percentile = (values, p) =>
  values.length
    ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]
    : NaN;

/** `count` distinct public URLs of unknown, well-formed ids, spread over every id route. */
export function floodUrls(baseUrl, count, seed = 20261123) {
  const random = seededRandom(seed);
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const urls = new Set();
  for (let index = 0; urls.size < count; index += 1) {
    const route = ID_ROUTES[index % ID_ROUTES.length];
    const prefix =
      route === '/ProHome'
        ? 'PGM'
        : route === '/FacHome' || route === '/DeanMessage'
          ? 'FAC'
          : 'DEP';
    urls.add(`${baseUrl}${route}?id=${prefix}-${random.string(alphabet, 8)}`);
  }
  return [...urls];
}

/** Views `paths` on `baseUrl` one after another, 50 ms apart, until `until()`; returns latencies (ms). */
export async function probePages(baseUrl, paths, until) {
  const latencies = [];
  for (let n = 0; !until(); n += 1) {
    const response = await get(`${baseUrl}${paths[n % paths.length]}`, { timeoutMs: 20_000 }).catch(
      () => ({ status: 0, ms: 20_000 }),
    );
    latencies.push(response.status === 200 ? response.ms : Infinity);
    await sleep(50);
  }
  return latencies;
}

/**
 * Floods `site` ({ url, pid }) with `urls` at `connections`, while viewing `realPages` and
 * sampling memory. `backend` is the demo backend (its counters are reset first). Returns
 * { seconds, answers: [{ url, status, noindex, ms }], calls, distGrowth, rssBefore, rssPeak,
 *   realDuring: latencies }.
 */
export async function runFlood({ site, backend, distDir, urls, connections, realPages }) {
  const calls = await backend.calls();
  const distBefore = folderBytes(distDir);
  const rssBefore = groupRssBytes(site.pid);
  let rssPeak = rssBefore;
  let flooding = true;
  const sampler = (async () => {
    while (flooding) {
      rssPeak = Math.max(rssPeak, groupRssBytes(site.pid));
      await sleep(250);
    }
  })();
  const started = Date.now();
  const probe = probePages(site.url, realPages, () => !flooding);
  const answers = await mapLimit(urls, connections, async (url) => {
    try {
      const response = await get(url, { timeoutMs: 30_000 });
      return {
        url,
        status: response.status,
        noindex: response.body.includes(NOINDEX),
        ms: response.ms,
      };
    } catch (error) {
      return { url, status: 0, noindex: false, error: String(error), ms: 30_000 };
    }
  });
  flooding = false;
  const seconds = (Date.now() - started) / 1000;
  const realDuring = await probe;
  await sampler;
  const after = await backend.calls();
  return {
    seconds,
    answers,
    calls: { total: after.total - calls.total, inFlightPeak: after.inFlightPeak },
    distGrowth: folderBytes(distDir) - distBefore,
    rssBefore,
    rssPeak: Math.max(rssPeak, groupRssBytes(site.pid)),
    realDuring,
  };
}
