// The site under test: a reliability build started as `npm start` starts it (scripts/start.mjs,
// through e2e/support/server.mjs), with its log kept for assertions, and HTTP helpers that time
// every request.
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { startSite } from '../../e2e/support/server.mjs';
import { ROOT } from './config.mjs';
import { messagesOf } from './ops.mjs';
import { registerGroup, stopGroup } from './processes.mjs';

/** Where run.mjs collects the site logs, to print their tails when a test fails. */
function keepLog(name, text) {
  const dir = process.env.RELIABILITY_LOG_DIR;
  if (!dir || !name) return;
  mkdirSync(dir, { recursive: true });
  appendFileSync(
    `${dir}/${name}.log`,
    `\n----- ${name}: next start, ${new Date().toISOString()}\n${text}`,
  );
}

/**
 * Starts the site on `port` with `env` (which must name NEXT_DIST_DIR). Returns
 * { url, pid, log(), logSince(mark), mark(), rawLog(), stop() }; stop() resolves once the server
 * is gone (and keeps its log under RELIABILITY_LOG_DIR as `<name>.log`). log() is the message of
 * each JSON line, a line each (lib/ops/log.mjs); rawLog() the lines as written.
 */
export async function startSuiteSite({ port, env, name, hostname }) {
  const site = await startSite({ port, env, hostname });
  registerGroup(site.pid);
  const rawLog = () => site.logs.join('');
  const log = () => messagesOf(rawLog());
  return {
    url: site.url,
    pid: site.pid,
    log,
    rawLog,
    /** A position in the log, for logSince(): the end of its last whole line, as written. */
    mark: () => rawLog().lastIndexOf('\n') + 1,
    logSince: (mark) => messagesOf(rawLog().slice(mark)),
    stop: async () => {
      await stopGroup(site.pid);
      keepLog(name, rawLog());
    },
  };
}

/** Lines of a site log that report an error other than a failed backend call (those are expected). */
export function renderErrors(log) {
  return log
    .split('\n')
    .filter((line) => !line.startsWith('API Request failed: '))
    .filter((line) => /⨯|Error|Unhandled|uncaught/i.test(line));
}

/** The key that makes Next render an ISR page now instead of serving it from its cache. */
export function previewModeId(distDir) {
  const manifest = JSON.parse(readFileSync(`${ROOT}${distDir}/prerender-manifest.json`, 'utf8'));
  return manifest.preview.previewModeId;
}

/**
 * GET `url` without following redirects; resolves to { status, headers, body, ms }.
 * Never rejects on a slow answer before `timeoutMs`.
 */
export async function get(url, { headers = {}, timeoutMs = 30_000 } = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  }).catch((error) => {
    // A kept-alive socket the server closed as it was reused ("other side closed" before any
    // byte of this answer): the request never reached the site, so it is sent once more.
    if (error?.cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  });
  const body = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body,
    ms: performance.now() - started,
  };
}

/** Runs `task` over `items`, at most `concurrency` at a time; resolves to the results in order. */
export async function mapLimit(items, concurrency, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
