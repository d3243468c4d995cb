// The production topology under test: `npm run stack` (deploy/stack.mjs) started the way an
// operator starts it, on the suite's build, with Debian's nginx and redis-server.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './config.mjs';
import { messagesOf } from './ops.mjs';
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
    // Unreferenced: a spec that is done must not wait for this timer to exit.
    sleep(timeoutMs, undefined, { ref: false }).then(
      () => `not ready within ${timeoutMs / 1000} s`,
    ),
  ]);
  const rawLog = () => output.join('');
  // The instances' JSON lines as their messages (reliability/support/ops.mjs); nginx's and the stack's as they are.
  const log = () => messagesOf(rawLog());
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
    rawLog,
    exited,
    /** SIGTERM to the stack itself, as an operator's Ctrl-C; resolves to its exit code. */
    async stop() {
      try {
        process.kill(child.pid, 'SIGTERM');
      } catch {
        return null;
      }
      const code = await Promise.race([
        exited,
        sleep(15_000, undefined, { ref: false }).then(() => 'timeout'),
      ]);
      await stopGroup(child.pid);
      return code;
    },
  };
}

/**
 * A Redis server of the test's own (so that it can stop and start it), on `port`, requiring
 * `password` as Redis is shipped (deploy/redis/kust.conf); start it again with the same one.
 * `url` holds the password, as the instances' REDIS_URL does.
 */
export function startRedis(port, { password = randomBytes(16).toString('hex') } = {}) {
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--requirepass',
    password,
  ];
  const child = spawn('redis-server', args, { stdio: 'ignore', detached: true });
  registerGroup(child.pid);
  return {
    url: `redis://:${password}@127.0.0.1:${port}`,
    port,
    password,
    pid: child.pid,
    async ready() {
      for (let i = 0; i < 100; i += 1) {
        if (redisCli(port, ['ping'], { password }).stdout.trim() === 'PONG') return;
        await sleep(100);
      }
      throw new Error('redis-server did not answer');
    },
    stop: () => stopGroup(child.pid),
  };
}

/** redis-cli on `port`, authenticated with `password` when given (through the environment, not the command line). */
export function redisCli(port, args, { password } = {}) {
  const env = { ...process.env };
  if (password) env.REDISCLI_AUTH = password;
  else delete env.REDISCLI_AUTH;
  return spawnSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8', env });
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
