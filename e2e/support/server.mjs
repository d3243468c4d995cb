// Starts the production build (next start) for the browser suite, benchmark and fault tests.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = new URL('../../', import.meta.url).pathname;

/** Builds the site unless a build is already there (or `force` is set). */
export async function ensureBuild({ force = false, env = {} } = {}) {
  if (!force && existsSync(`${ROOT}.next/BUILD_ID`)) return;
  await run('npm', ['run', 'build'], env);
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Waits until `url` answers at all (any status). */
export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await sleep(200);
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** `next start` on `port`; resolves once it answers. Returns { url, stop, logs }. */
export async function startSite({ port, env = {} }) {
  const logs = [];
  const child = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr.on('data', (chunk) => logs.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/robots.txt`);
  return {
    url,
    pid: child.pid,
    logs,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
