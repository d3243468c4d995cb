// The two servers of a run: the demo backend (npx tsx scripts/demo-api-server.ts, counting
// every upstream call) and the production site (`next start` via e2e/support/server.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSite, waitForHttp } from '../../e2e/support/server.mjs';
import { killGroup, onCleanup } from './cleanup.mjs';
import {
  BACKEND_PORT,
  BACKEND_URL,
  DIST_DIR,
  ROOT,
  SITE_ENV,
  SITE_PORT,
  SITE_URL,
} from './config.mjs';

/** True while something answers on `url` (a leftover server would silently be measured). */
async function answers(url) {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

export async function assertPortFree(url, what) {
  if (await answers(url)) {
    throw new Error(
      `${what}: something already answers on ${url}; stop it first (the benchmark owns this port)`,
    );
  }
}

/** Waits until the process group of `pid` is gone (port released), SIGKILL after `timeoutMs`. */
async function waitForGroupExit(pid, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) {
      killGroup(pid, 'SIGKILL');
      await sleep(200);
      return;
    }
    await sleep(100);
  }
}

/**
 * Starts the demo backend on BACKEND_PORT. Returns { stop, calls, reset, logs }.
 */
export async function startBackend() {
  await assertPortFree(`${BACKEND_URL}/__control/calls`, 'demo backend');
  const logs = [];
  const child = spawn('npx', ['tsx', 'scripts/demo-api-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DEMO_API_PORT: String(BACKEND_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr.on('data', (chunk) => logs.push(String(chunk)));
  const stop = onCleanup('demo backend', async () => {
    killGroup(child.pid);
    await waitForGroupExit(child.pid);
  });
  try {
    await waitForHttp(`${BACKEND_URL}/__control/calls`, 30_000);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${logs.join('').slice(-2000)}`);
  }
  return {
    stop,
    logs,
    /** @returns {Promise<{ total: number, byCall: Record<string, number> }>} */
    calls: async () => (await fetch(`${BACKEND_URL}/__control/calls`)).json(),
    reset: async () => {
      await fetch(`${BACKEND_URL}/__control/reset`, { method: 'POST' });
    },
    /** e.g. { delayMs: 100 } (scripts/demo-api-faults.ts) */
    setFaults: async (faults) => {
      await fetch(`${BACKEND_URL}/__control/faults`, {
        method: 'POST',
        body: JSON.stringify(faults),
      });
    },
  };
}

/**
 * Starts `next start` on SITE_PORT from DIST_DIR (a fresh process: empty in-memory caches).
 * Returns the e2e helper's { url, pid, logs } plus an awaitable stop.
 */
export async function startBenchSite(extraEnv = {}) {
  await assertPortFree(SITE_URL, 'site');
  const site = await startSite({ port: SITE_PORT, env: { ...SITE_ENV, ...extraEnv } });
  const stop = onCleanup('site', async () => {
    site.stop();
    await waitForGroupExit(site.pid);
  });
  return { ...site, stop };
}

/** The preview id that lets a request force a render (x-prerender-revalidate). */
export function previewModeId() {
  const manifest = JSON.parse(readFileSync(`${ROOT}${DIST_DIR}/prerender-manifest.json`, 'utf8'));
  return manifest.preview.previewModeId;
}

/** GET `path` from the site (or `baseUrl`), body read and dropped; returns the response. */
export async function get(path, headers = {}, baseUrl = SITE_URL) {
  const response = await fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return response;
}

/** Forces Next to render `path` now (on-demand revalidation); returns x-nextjs-cache. */
export async function forceRender(path, previewId) {
  const response = await get(path, { 'x-prerender-revalidate': previewId });
  if (!response.ok) throw new Error(`forced render of ${path} answered ${response.status}`);
  return response.headers.get('x-nextjs-cache');
}

/**
 * Waits until the backend's call counter has not moved for `quietMs` (background refreshes
 * that a render started are over), at most `timeoutMs`. Returns the last report.
 */
export async function settleCalls(backend, quietMs = 500, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let last = await backend.calls();
  let since = Date.now();
  while (Date.now() < deadline) {
    await sleep(100);
    const now = await backend.calls();
    if (now.total !== last.total) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) {
      break;
    }
  }
  return last;
}
