// Starts the production build (as npm start does) for the browser suite, benchmark and fault tests.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nodeOptions } from '../../lib/page-cache/heap.mjs';

export const ROOT = new URL('../../', import.meta.url).pathname;

/**
 * What a build is made from: a change in any of them makes a build stale (the browser, reliability
 * and bench suites alike). tsconfig.json is left out: every `next build` may reformat it.
 */
const SOURCES = [
  'app',
  'components',
  'lib',
  'public',
  'middleware.ts',
  'instrumentation.ts',
  'next.config.mjs',
  'package-lock.json',
];

/** Files the build writes into the sources (next.config.mjs: the service worker). */
const GENERATED = new Set([`${ROOT}public/sw.js`, `${ROOT}public/sw.js.map`]);

function newestMtime(path) {
  if (GENERATED.has(path)) return 0;
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    info.mtimeMs,
  );
}

/** When a source of the build last changed (ms). */
export function newestSourceMtime() {
  return Math.max(...SOURCES.map((source) => newestMtime(`${ROOT}${source}`)));
}

/** The first source changed since the build in `distDir` was made, or null. */
export function sourceChangedSince(distDir) {
  const builtAt = statSync(`${ROOT}${distDir}/BUILD_ID`).mtimeMs;
  return SOURCES.find((source) => newestMtime(`${ROOT}${source}`) > builtAt) ?? null;
}

/** The client start a build was made with (lib/next-internals/client-start.mjs), as Next kept its config. */
function builtClientStart(distDir) {
  try {
    return (
      JSON.parse(readFileSync(`${ROOT}${distDir}/required-server-files.json`, 'utf8')).config?.env
        ?.CLIENT_START ?? null
    );
  } catch {
    return null;
  }
}

/**
 * Builds the site into `distDir` (by default the one `env` names, as next.config.mjs reads it)
 * unless a build of the current sources with the same client start is already there (or `force`
 * is set).
 */
export async function ensureBuild({
  force = false,
  env = {},
  distDir = env.NEXT_DIST_DIR || '.next',
  clientStart = env.CLIENT_START || 'first-use',
} = {}) {
  const current =
    existsSync(`${ROOT}${distDir}/BUILD_ID`) &&
    !sourceChangedSince(distDir) &&
    builtClientStart(distDir) === clientStart;
  if (!force && current) return;
  const build = () =>
    run('npm', ['run', 'build'], { ...env, NEXT_DIST_DIR: distDir, CLIENT_START: clientStart });
  await (distDir === '.next' ? build() : keepingProjectFiles(build));
}

/**
 * Runs `work` (a build into a folder other than .next), then puts back the project files Next
 * rewrites for that folder (tsconfig.json and next-env.d.ts name its generated types).
 * @template T
 * @param {() => T | Promise<T>} work
 * @returns {Promise<T>}
 */
export async function keepingProjectFiles(work) {
  const kept = ['tsconfig.json', 'next-env.d.ts'].map((name) => [
    name,
    readFileSync(`${ROOT}${name}`, 'utf8'),
  ]);
  try {
    return await work();
  } finally {
    for (const [name, text] of kept) writeFileSync(`${ROOT}${name}`, text);
  }
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
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

/**
 * The site on `port` as `npm start` starts it (scripts/start.mjs: this environment's security
 * headers, then `next start`, with the heap bound in NODE_OPTIONS); resolves once it answers.
 * `hostname` is next start's -H (unset: Next's default, all interfaces); `root` another checkout of
 * the site (the bench's build of an earlier commit). Returns { url, stop, logs }.
 */
export async function startSite({ port, env = {}, hostname, root = ROOT }) {
  const logs = [];
  const siteEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env };
  const child = spawn(
    process.execPath,
    [`${root}scripts/start.mjs`, '-p', String(port), ...(hostname ? ['-H', hostname] : [])],
    {
      cwd: root,
      env: { ...siteEnv, NODE_OPTIONS: nodeOptions(siteEnv) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  child.stdout.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr.on('data', (chunk) => logs.push(String(chunk)));
  const url = `http://${hostname === '::1' ? '[::1]' : '127.0.0.1'}:${port}`;
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
