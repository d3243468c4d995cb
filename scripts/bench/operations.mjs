// The operations rows (issue 19): what counting a request for /metrics costs (metrics-cost.ts),
// and the weight of the two measuring chunks a sampled page view fetches after its load event
// (lib/ops/vitals-start.ts), as the build wrote them.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { GZIP_LEVEL, ROOT, SITE_ENV } from './config.mjs';

/** The measuring chunks of the build: loading (LCP…) and responsiveness (INP only). */
function vitalsChunks() {
  const dir = `${ROOT}${SITE_ENV.NEXT_DIST_DIR}/static/chunks/`;
  const chunks = {};
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    const bytes = readFileSync(`${dir}${name}`);
    const text = bytes.toString('utf8');
    const kind = text.includes('largest-contentful-paint')
      ? 'loading'
      : text.includes('interactionId')
        ? 'responsiveness'
        : null;
    if (kind)
      chunks[kind] = {
        file: name,
        bytes: bytes.length,
        gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length,
      };
  }
  return chunks;
}

/** @returns {{ metricsNsPerRequest: number | null, vitals: Record<string, { file: string, bytes: number, gzip: number }> }} */
export function measureOperations() {
  console.log('bench: operations: the cost of counting a request, the vitals chunks…');
  const run = spawnSync('npx', ['tsx', 'scripts/bench/metrics-cost.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const ns = /(\d+) ns per request/.exec(run.stdout ?? '')?.[1];
  return { metricsNsPerRequest: ns ? Number(ns) : null, vitals: vitalsChunks() };
}
