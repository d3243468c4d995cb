// The demo backend as an HTTP server (scripts/demo-api-server.ts) with its control endpoints:
// call counters and fault switches (scripts/demo-api-faults.ts).
import { spawn } from 'node:child_process';
import { waitForHttp } from '../../e2e/support/server.mjs';
import { DEMO_KEY, ROOT } from './config.mjs';
import { registerGroup, stopGroup } from './processes.mjs';

/**
 * Starts `npx tsx scripts/demo-api-server.ts` on `port` and resolves once it answers.
 * stop() resolves when the process is gone, so that the port refuses connections.
 */
export async function startDemoBackend({ port }) {
  const logs = [];
  const child = spawn('npx', ['tsx', 'scripts/demo-api-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DEMO_API_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  registerGroup(child.pid);
  child.stdout.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr.on('data', (chunk) => logs.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/__control/calls`, 60_000);

  const control = async (path, body) => {
    const response = await fetch(`${url}/__control/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`demo backend: ${path} answered ${response.status}`);
    return response.json();
  };

  return {
    url,
    pid: child.pid,
    logs,
    /** { total, byCall: { 'FN ID=X&CatID=1': n } } since the last reset. */
    calls: () => control('calls'),
    /** Clears the counters and every fault. */
    reset: () => control('reset', {}),
    /** e.g. { '*': 'http-500' }, { DPT_NAME_GET: 'hang' }, { '*': 'ok' }, { failRate: 0.2 }. */
    setFaults: (faults) => control('faults', faults),
    /** An editor's change: e.g. { DPT_ABOUT_GET: { DPT_ABOUT: 'New text' } }; null clears it. */
    setEdits: (edits) => control('edits', edits),
    stop: () => stopGroup(child.pid),
  };
}

/** Calls an AppAPI function of the demo backend directly (for expected texts). */
export async function callDemo(url, fn, fields = {}) {
  const response = await fetch(`${url}/AppAPI.asmx/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ authKey: DEMO_KEY, ...fields }).toString(),
  });
  if (!response.ok) throw new Error(`${fn}: HTTP ${response.status}`);
  return response.json();
}
