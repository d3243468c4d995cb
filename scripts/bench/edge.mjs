// The production topology measured: `npm run stack` (deploy/stack.mjs: Redis, two instances,
// nginx in front) on the bench build, the same pages through the edge, against a static file
// served by the same nginx: each keyed page's own HTML, stored gzipped on disk (gzip_static),
// so that its yardstick is "nginx sending the same bytes from disk" and nothing else.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { killGroup, onCleanup } from './cleanup.mjs';
import { CONNECTIONS, EDGE, LOAD_HEADERS, PAGES, ROOT, SITE_ENV } from './config.mjs';
import { callsBetween, cannon } from './load.mjs';
import { assertPortFree, settleCalls } from './servers.mjs';

/** Alternating rounds of the edge and the static copy per page and connection count. */
const ROUNDS = 3;

/**
 * One figure from a page's rounds: req/s over all of them, the worst round's latencies, and the
 * upstream calls made meanwhile (the edge's side only).
 */
function combine(results, connections, calls) {
  const seconds = results.reduce((sum, result) => sum + result.duration, 0);
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const worst = (key) => Math.max(...results.map((result) => result.latency[key]));
  return {
    connections,
    durationS: seconds,
    requests,
    rps: requests / seconds,
    latencyMs: { p50: worst('p50'), p99: worst('p99'), mean: worst('average'), max: worst('max') },
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    upstreamCalls: calls?.total ?? 0,
    upstreamByCall: calls?.byCall ?? {},
  };
}

/** The static copies' server block, on its own port of the same nginx. */
function yardstickConf(dir) {
  return `# Written by scripts/bench/edge.mjs: the static yardstick of the edge rows.
server {
    listen 127.0.0.1:${EDGE.yardstickPort};
    root ${dir};
    gzip_static on;
    default_type text/html;
    open_file_cache max=100 inactive=60s;  # as the edge's server block
}
`;
}

/** Starts the stack; resolves once it printed STACK_READY. */
async function startStack(env) {
  const child = spawn(process.execPath, ['deploy/stack.mjs'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output = [];
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const stop = onCleanup('stack', async () => {
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const deadline = Date.now() + 15_000;
    while (child.exitCode === null && child.signalCode === null && Date.now() < deadline)
      await sleep(100);
    killGroup(child.pid, 'SIGKILL');
  });
  const ready = await new Promise((resolve) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const match = text.match(/^STACK_READY (\S+)$/m);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) =>
      resolve(new Error(`npm run stack exited with ${code}:\n${output.join('').slice(-3000)}`)),
    );
    setTimeout(
      () =>
        resolve(
          new Error(`npm run stack not ready within 120 s:\n${output.join('').slice(-3000)}`),
        ),
      120_000,
    ).unref();
  });
  if (ready instanceof Error) {
    await stop();
    throw ready;
  }
  return { url: ready, stop };
}

/**
 * @param {{ backend: any, duration: number }} options
 * @returns {Promise<{ load: Record<string, Record<number, object>>, calls: { total: number, byCall: Record<string, number> }, durationS: number, windowS: number, instances: number }>}
 */
export async function runEdge({ backend, duration }) {
  await assertPortFree(`http://127.0.0.1:${EDGE.port}/`, 'edge');
  await assertPortFree(`http://127.0.0.1:${EDGE.yardstickPort}/`, 'edge yardstick');
  // Readable by nginx's workers (www-data when started as root).
  const dir = mkdtempSync(join(tmpdir(), 'kust-bench-edge-'));
  chmodSync(dir, 0o755);
  const removeDir = onCleanup('edge yardstick files', () =>
    rmSync(dir, { recursive: true, force: true }),
  );
  const include = join(dir, 'yardstick.conf');
  writeFileSync(include, yardstickConf(dir), { mode: 0o644 });

  // A fresh cluster (its own Redis, empty), so that every upstream call of the phase counts.
  await backend.reset();
  const started = Date.now();
  const stack = await startStack({
    ...SITE_ENV,
    PORT: String(EDGE.port),
    STACK_INSTANCES: String(EDGE.instances),
    STACK_NGINX_INCLUDE: include,
  });
  console.log(`bench: npm run stack on ${stack.url} (${EDGE.instances} instances, Redis, nginx)`);
  try {
    // Each page through the edge; a keyed page alternately with its static copy (the same HTML
    // as the edge serves it, gzipped as the compressing hop does, level 5), in rounds, so that
    // the machine's other work weighs on both alike.
    const load = {};
    const yardstick = `http://127.0.0.1:${EDGE.yardstickPort}`;
    for (const page of PAGES.filter((target) => target.kind !== 'empty')) {
      const sides = [{ id: `edge-${page.id}`, url: `${stack.url}${page.path}` }];
      if (page.kind === 'keyed') {
        const html = Buffer.from(
          await (
            await fetch(sides[0].url, { headers: { 'accept-encoding': 'identity' } })
          ).arrayBuffer(),
        );
        writeFileSync(join(dir, `${page.id}.html`), html, { mode: 0o644 });
        writeFileSync(join(dir, `${page.id}.html.gz`), gzipSync(html, { level: 5 }), {
          mode: 0o644,
        });
        sides.push({ id: `edge-static-${page.id}`, url: `${yardstick}/${page.id}.html` });
      }
      for (const side of sides) {
        load[side.id] = {};
        for (let i = 0; i < 5; i += 1)
          await (await fetch(side.url, { headers: LOAD_HEADERS })).arrayBuffer();
      }
      for (const connections of CONNECTIONS) {
        const before = await backend.calls();
        const runs = Object.fromEntries(sides.map((side) => [side.id, []]));
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const side of sides)
            runs[side.id].push(
              await cannon(side.url, connections, Math.max(1, Math.round(duration / ROUNDS))),
            );
        }
        const calls = callsBetween(before, await settleCalls(backend, 300));
        for (const side of sides)
          load[side.id][connections] = combine(
            runs[side.id],
            connections,
            side.id === sides[0].id ? calls : null,
          );
        console.log(
          `bench: edge ${page.path} × ${connections}: ${sides.map((side) => `${side.id} ${Math.round(load[side.id][connections].rps)} req/s`).join(', ')}`,
        );
      }
    }
    const calls = await settleCalls(backend);
    return {
      load,
      calls,
      durationS: (Date.now() - started) / 1000,
      windowS:
        Number(process.env.APPAPI_REVALIDATE_SECONDS) > 0
          ? Number(process.env.APPAPI_REVALIDATE_SECONDS)
          : 300,
      instances: EDGE.instances,
    };
  } finally {
    await stack.stop();
    await removeDir();
  }
}
