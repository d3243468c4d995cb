// The production topology under test: `npm run stack` (deploy/stack.mjs) started the way an
// operator starts it, on the suite's build, with Debian's nginx and redis-server.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './config.mjs';
import { registerGroup, stopGroup } from './processes.mjs';

/** A TCP port free right now on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts deploy/stack.mjs with `env` (on top of the suite's site environment) and resolves once
 * it printed STACK_READY. Returns { edgeUrl, instances: [{ url, pid }], redis, log(), stop() };
 * `instances` and `redis` follow the lines the stack prints, restarts included.
 */
export async function startStack(env, { timeoutMs = 90_000 } = {}) {
  const child = spawn(process.execPath, ['deploy/stack.mjs'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  registerGroup(child.pid);
  const output = [];
  const state = { edgeUrl: null, instances: new Map(), redis: null };
  let ready;
  const isReady = new Promise((resolve) => {
    ready = resolve;
  });
  let pending = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    output.push(chunk);
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [word, url, pid] = line.trim().split(' ');
      if (word === 'STACK_INSTANCE') state.instances.set(url, Number(pid));
      if (word === 'STACK_REDIS') state.redis = { url, pid: Number(pid) };
      if (word === 'STACK_READY') {
        state.edgeUrl = url;
        ready();
      }
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));

  const outcome = await Promise.race([
    isReady.then(() => 'ready'),
    exited.then((code) => `exited with ${code}`),
    sleep(timeoutMs).then(() => `not ready within ${timeoutMs / 1000} s`),
  ]);
  const log = () => output.join('');
  if (outcome !== 'ready') {
    await stopGroup(child.pid);
    throw new Error(`npm run stack ${outcome}:\n${log().slice(-3000)}`);
  }
  return {
    edgeUrl: state.edgeUrl,
    get instances() {
      return [...state.instances].map(([url, pid]) => ({ url, pid }));
    },
    get redis() {
      return state.redis;
    },
    pid: child.pid,
    log,
    exited,
    /** SIGTERM to the stack itself, as an operator's Ctrl-C; resolves to its exit code. */
    async stop() {
      try {
        process.kill(child.pid, 'SIGTERM');
      } catch {
        return null;
      }
      const code = await Promise.race([exited, sleep(15_000).then(() => 'timeout')]);
      await stopGroup(child.pid);
      return code;
    },
  };
}

/** A Redis server of the test's own (so that it can stop and start it), on `port`. */
export function startRedis(port) {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
    detached: true,
  });
  registerGroup(child.pid);
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: child.pid,
    async ready() {
      for (let i = 0; i < 100; i += 1) {
        if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return;
        await sleep(100);
      }
      throw new Error('redis-server did not answer');
    },
    stop: () => stopGroup(child.pid),
  };
}

/** Whether a process is alive. */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
