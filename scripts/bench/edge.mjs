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
import { EDGE, PAGES, ROOT, SITE_ENV } from './config.mjs';
import { runLoad } from './load.mjs';
import { assertPortFree, settleCalls } from './servers.mjs';

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
    while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) await sleep(100);
    killGroup(child.pid, 'SIGKILL');
  });
  const ready = await new Promise((resolve) => {
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const match = text.match(/^STACK_READY (\S+)$/m);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => resolve(new Error(`npm run stack exited with ${code}:\n${output.join('').slice(-3000)}`)));
    setTimeout(() => resolve(new Error(`npm run stack not ready within 120 s:\n${output.join('').slice(-3000)}`)), 120_000).unref();
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
  const removeDir = onCleanup('edge yardstick files', () => rmSync(dir, { recursive: true, force: true }));
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
    // Each keyed page, then its yardstick: the same HTML as the edge serves it, gzipped as the
    // edge's compressing hop does (level 5), sent from disk by the same nginx.
    const load = {};
    const yardstick = `http://127.0.0.1:${EDGE.yardstickPort}`;
    for (const page of PAGES.filter((target) => target.kind !== 'empty')) {
      const target = { ...page, id: `edge-${page.id}` };
      Object.assign(load, await runLoad({ targets: [target], backend, previewId: null, duration, baseUrl: stack.url }));
      if (page.kind !== 'keyed') continue;
      const html = Buffer.from(await (await fetch(`${stack.url}${page.path}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
      writeFileSync(join(dir, `${page.id}.html`), html, { mode: 0o644 });
      writeFileSync(join(dir, `${page.id}.html.gz`), gzipSync(html, { level: 5 }), { mode: 0o644 });
      const copy = { id: `edge-static-${page.id}`, label: `static ${page.label}`, path: `/${page.id}.html`, kind: 'static' };
      Object.assign(load, await runLoad({ targets: [copy], backend, previewId: null, duration, baseUrl: yardstick }));
    }
    const calls = await settleCalls(backend);
    return {
      load,
      calls,
      durationS: (Date.now() - started) / 1000,
      windowS: Number(process.env.APPAPI_REVALIDATE_SECONDS) > 0 ? Number(process.env.APPAPI_REVALIDATE_SECONDS) : 300,
      instances: EDGE.instances,
    };
  } finally {
    await stack.stop();
    await removeDir();
  }
}
