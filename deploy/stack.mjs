#!/usr/bin/env node
// npm run stack: the production topology on this machine (docs/behaviour.md, Production topology).
// After `npm run build`: Debian's redis-server on a free loopback port (unless REDIS_URL is
// set), STACK_INSTANCES instances of the deployable bundle the build wrote
// (<distDir>/standalone, scripts/standalone-server.mjs) on free loopback ports sharing it, and Debian's
// nginx on PORT (default 8080) in front of them with deploy/nginx/site.conf.template.
//
// Prints, on stdout, one line each as things come up:
//   STACK_REDIS <url> <pid>          (when it started Redis, password masked as ********;
//                                     again after a restart)
//   STACK_INSTANCE <url> <pid>       (one per instance; again, same url, after a restart)
//   STACK_READY <url>                once the edge answers
// STACK_NGINX_INCLUDE names an extra http-level nginx file to include beside the site's;
// EDGE_MISS_RATE and EDGE_MISS_BURST set the edge's limit per client address (10/s, 100).
// Everything the processes log goes to stderr, prefixed with their name. A process that dies
// is started again after a second, as a process manager would (STACK_RESTART=off: not), and
// never takes the others down. SIGINT or SIGTERM stops everything started here.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nodeOptions } from '../lib/page-cache/heap.mjs';
import {
  edgeCacheSeconds,
  makeNginxDirs,
  renderMainConf,
  renderSiteConf,
} from './nginx/render.mjs';

const ROOT = new URL('../', import.meta.url).pathname;
const DIST_DIR = process.env.NEXT_DIST_DIR?.trim() || '.next';
// The instances run the deployable bundle the build wrote, as our own servers do (docs/deploy.md,
// "On your own servers"; scripts/bundle.mjs), not the checkout.
const SITE_START = join(ROOT, DIST_DIR, 'standalone/scripts/standalone-server.mjs');
const RESTART_DELAY_MS = 1000;
const STOP_GRACE_MS = 5000;

function positiveInteger(name, fallback) {
  const value = Number(process.env[name]?.trim());
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function findBinary(name, candidates) {
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const which = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new Error(
    `${name} is not installed: apt-get install -y ${name === 'nginx' ? 'nginx-light' : 'redis-server'}`,
  );
}

/** A TCP port nothing listens on right now, on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

const answers = (url) =>
  fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) }).then(() => true);

/** Whether redis-server on `port` answers PING once authenticated with `password`. */
function redisPing(port, password) {
  const command = (...words) =>
    `*${words.length}\r\n${words.map((word) => `$${Buffer.byteLength(word)}\r\n${word}\r\n`).join('')}`;
  return new Promise((resolve) => {
    import('node:net').then(({ connect }) => {
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(1000, () => socket.destroy());
      socket.on('connect', () => socket.write(command('AUTH', password) + command('PING')));
      let answer = '';
      socket.on('data', (data) => {
        answer += String(data);
        if (!answer.startsWith('+OK\r\n') || answer.includes('+PONG')) {
          resolve(answer.startsWith('+OK\r\n+PONG'));
          socket.destroy();
        }
      });
      socket.on('error', () => resolve(false));
      socket.on('close', () => resolve(false));
    });
  });
}

let stopping = false;
/** @type {Set<{ name: string, child: import('node:child_process').ChildProcess }>} */
const running = new Set();

/** Prefixes each line of a child's output with its name, on stderr. */
function relay(name, stream) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stderr.write(`[${name}] ${line}\n`);
  });
}

/**
 * Starts `command` and keeps it running: when it exits while the stack is up, it is started
 * again after a second (unless STACK_RESTART=off). `announce(pid)` runs after each start.
 */
function supervise(name, command, args, { env, announce, ready }) {
  const restart = process.env.STACK_RESTART?.trim().toLowerCase() !== 'off';
  const start = async () => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const entry = { name, child };
    running.add(entry);
    relay(name, child.stdout);
    relay(name, child.stderr);
    child.on('exit', (code, signal) => {
      running.delete(entry);
      if (stopping) return;
      process.stderr.write(
        `[stack] ${name} exited (${signal ?? `code ${code}`})${restart ? '; starting it again in 1 s' : ''}\n`,
      );
      if (restart)
        setTimeout(
          () =>
            void start().catch((error) =>
              process.stderr.write(`[stack] ${name}: ${error.message}\n`),
            ),
          RESTART_DELAY_MS,
        );
    });
    await ready();
    announce(child.pid);
  };
  return start();
}

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const children = [...running].map(({ child }) => child);
  for (const child of children) child.kill('SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (
    children.some((child) => child.exitCode === null && child.signalCode === null) &&
    Date.now() < deadline
  )
    await sleep(50);
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  process.exit(exitCode);
}

let workDir = null;

async function main() {
  if (!existsSync(join(ROOT, DIST_DIR, 'BUILD_ID')) || !existsSync(SITE_START)) {
    throw new Error(`no production build and bundle in ${DIST_DIR}: run npm run build first`);
  }
  const nginx = findBinary('nginx', ['/usr/sbin/nginx']);
  const instances = positiveInteger('STACK_INSTANCES', 2);
  const edgePort = positiveInteger('PORT', 8080);
  const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete baseEnv.PORT;

  workDir = mkdtempSync(join(tmpdir(), 'kust-stack-'));

  // Redis: the one shared page cache, with the operators' settings (deploy/redis/kust.conf:
  // LRU within a memory bound, nothing written to disk, a password) and a random password that
  // only the instances are given. It is in a config file of a folder of its own (mode 700, never
  // handed to nginx's user), not on a command line, which every local user can read.
  let redisUrl = process.env.REDIS_URL?.trim();
  if (!redisUrl) {
    const redisServer = findBinary('redis-server', ['/usr/bin/redis-server']);
    const port = await freePort();
    const password = randomBytes(32).toString('hex');
    const redisDir = mkdtempSync(join(tmpdir(), 'kust-stack-redis-'));
    process.on('exit', () => rmSync(redisDir, { recursive: true, force: true }));
    const settings = readFileSync(join(ROOT, 'deploy/redis/kust.conf'), 'utf8').replace(
      /^\s*requirepass\b.*$/gm,
      '',
    );
    writeFileSync(join(redisDir, 'redis.conf'), `${settings}\nrequirepass ${password}\n`, {
      mode: 0o600,
    });
    redisUrl = `redis://:${password}@127.0.0.1:${port}`;
    const shown = `redis://:********@127.0.0.1:${port}`;
    await supervise(
      'redis',
      redisServer,
      [
        join(redisDir, 'redis.conf'),
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        redisDir,
      ],
      {
        env: baseEnv,
        ready: () => waitFor(() => redisPing(port, password), 'redis-server'),
        announce: (pid) => console.log(`STACK_REDIS ${shown} ${pid}`),
      },
    );
  }

  const upstreams = [];
  const starting = [];
  for (let index = 1; index <= instances; index += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    upstreams.push(`127.0.0.1:${port}`);
    // Instances listen on loopback only: nothing but the edge reaches them.
    starting.push(
      supervise(
        `site:${index}`,
        process.execPath,
        [SITE_START, '-H', '127.0.0.1', '-p', String(port)],
        {
          // The heap bound npm start sets too (lib/page-cache/heap.mjs).
          env: { ...baseEnv, REDIS_URL: redisUrl, NODE_OPTIONS: nodeOptions(baseEnv) },
          ready: () => waitFor(() => answers(`${url}/api/health`), `instance ${index}`),
          announce: (pid) => console.log(`STACK_INSTANCE ${url} ${pid}`),
        },
      ),
    );
  }
  await Promise.all(starting);

  // nginx: its own prefix folder, so it writes nothing outside it.
  const nginxDir = join(workDir, 'nginx');
  makeNginxDirs(nginxDir);
  const asRoot = process.getuid?.() === 0;
  // STACK_NGINX_INCLUDE: an http-level file of the operator's (or the benchmark's static
  // yardstick) served by the same nginx, beside the site.
  const extraInclude = process.env.STACK_NGINX_INCLUDE?.trim();
  if (
    extraInclude &&
    (!extraInclude.startsWith('/') || /[\s;{}'"]/.test(extraInclude) || !existsSync(extraInclude))
  ) {
    throw new Error(
      `STACK_NGINX_INCLUDE: not an existing file given by a plain absolute path: ${extraInclude}`,
    );
  }
  writeFileSync(
    join(nginxDir, 'site.conf'),
    renderSiteConf({
      listen: `127.0.0.1:${edgePort}`,
      compressorListen: `127.0.0.1:${await freePort()}`,
      upstreams,
      cacheDir: join(nginxDir, 'cache'),
      edgeCacheSeconds: edgeCacheSeconds(),
      // Requests per client address past the edge's cache (deploy/nginx/render.mjs defaults).
      missRate: positiveInteger('EDGE_MISS_RATE', 10),
      missBurst: positiveInteger('EDGE_MISS_BURST', 100),
      // The edge's JSON access log (request ids): in the stack's folder, or where STACK_ACCESS_LOG says.
      accessLog: process.env.STACK_ACCESS_LOG?.trim() || join(nginxDir, 'logs', 'access.log'),
    }),
  );
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    renderMainConf({
      dir: nginxDir,
      siteConf: join(nginxDir, 'site.conf'),
      user: asRoot ? 'www-data' : undefined,
      extraInclude,
    }),
  );
  if (asRoot) chownTree(workDir, 'www-data');
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  await supervise(
    'nginx',
    nginx,
    ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      env: baseEnv,
      ready: () => waitFor(() => answers(`${edgeUrl}/api/health`), 'nginx'),
      announce: () => {},
    },
  );
  console.log(`STACK_READY ${edgeUrl}`);
}

/** nginx's workers run as www-data when it is started as root: they must write the cache. */
function chownTree(path, user) {
  const id = spawnSync('id', ['-u', user], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', user], { encoding: 'utf8' });
  if (id.status !== 0) throw new Error(`user ${user} is missing (nginx's workers run as it)`);
  const [uid, group] = [Number(id.stdout), Number(gid.stdout)];
  const walk = (target) => {
    chownSync(target, uid, group);
    for (const entry of readdirSync(target, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(target, entry.name));
      else chownSync(join(target, entry.name), uid, group);
    }
  };
  walk(path);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));

main().catch((error) => {
  console.error(`stack: ${error.message}`);
  void stopAll(1);
});
