// What a missing page must get, however the site was started (issue 29, N1): a 404 with the 404
// page of its language, well under a second, logged and counted by the instance that answered.
// On a loopback host Next 16.4 once proxied the middleware's 404 rewrite to the instance itself,
// ~250 requests deep, until the edge gave up at 30 s; an Upgrade request looped without end.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { logRecords, scrape } from './ops.mjs';
import { get } from './site.mjs';

/** Paths with no page, each with the language of its 404 page: the review's examples. */
export const MISSING_PAGES = [
  ['/no-such-page', 'en'],
  ['/DptHome?id=%3Cx%3E', 'en'],
  ['/department/DEP-000025/DptHome', 'en'],
  ['/ur/x.y', 'ur'],
  ['/ur/DptHome?id=..', 'ur'],
  ['/Metrics', 'en'],
];
/** A path no route takes at all (a dotted one outside /ur and /sd): app/global-not-found.tsx. */
export const NO_ROUTE_PATH = '/x.y/z.w';
/** "Well under a second": the 404 page is rendered once, at build. */
export const MISSING_PAGE_BUDGET_MS = 1000;

/** How many 404s the instances at `bases` have counted in /metrics (every route kind). */
export async function notFoundCount(bases) {
  let total = 0;
  for (const base of bases) {
    for (const line of (await scrape(base)).split('\n')) {
      if (
        line.startsWith('site_http_request_duration_seconds_count{') &&
        line.includes('status="404"')
      )
        total += Number(line.split(' ').at(-1));
    }
  }
  return total;
}

/**
 * Asks `base` (an instance, or the edge) for every missing page; asserts each answer. `instances`
 * are the instances behind it, whose /metrics must count exactly one 404 a request (a loop counts
 * hundreds, or none when it never ends) and whose logs (`logText()`) must name each path.
 */
export async function assertMissingPagesAnswered(base, { instances, logText }) {
  const before = await notFoundCount(instances);
  for (const [path, lang] of MISSING_PAGES) {
    const page = await get(`${base}${path}`, { timeoutMs: 10_000 }).catch((error) =>
      assert.fail(`${path}: ${error.message}`),
    );
    assert.equal(page.status, 404, `${path} answered ${page.status}`);
    assert.ok(page.ms < MISSING_PAGE_BUDGET_MS, `${path} took ${Math.round(page.ms)} ms`);
    assert.match(
      page.body,
      new RegExp(`<html[^>]* lang="${lang}"`),
      `${path}: the 404 page in ${lang}`,
    );
    assert.match(page.body, /<meta name="robots" content="noindex/, `${path}: the 404 page itself`);
    // Once: Next writes it for every 404 (issue 36, the page's own metadata had it twice).
    assert.equal(page.body.match(/<meta name="robots"/g)?.length, 1, `${path}: one robots tag`);
  }
  assert.equal(
    (await notFoundCount(instances)) - before,
    MISSING_PAGES.length,
    'one 404 counted a request',
  );
  const noRoute = await get(`${base}${NO_ROUTE_PATH}`, { timeoutMs: 10_000 });
  assert.equal(noRoute.status, 404, `${NO_ROUTE_PATH} answered ${noRoute.status}`);
  assert.equal(
    noRoute.body.match(/<meta name="robots" content="noindex"/g)?.length,
    1,
    `${NO_ROUTE_PATH}: one robots tag`,
  );
  const logged = logRecords(logText())
    .map(({ record }) => record)
    .filter((record) => record?.msg === 'Not found' && record.status === 404);
  for (const [path] of MISSING_PAGES) {
    const bare = path.split('?')[0];
    assert.ok(
      logged.some((record) => record.path === bare && typeof record.requestId === 'string'),
      `${bare}: no "Not found" log line with a request id`,
    );
  }
}

/**
 * Sends a WebSocket Upgrade for a missing page straight to an instance (host, port) and resolves
 * to how long the instance took to close the connection (or rejects past `timeoutMs`).
 */
export function upgradeClosesWithin(host, port, path, timeoutMs = 3000) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`an Upgrade for ${path} was still open after ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('connect', () =>
      socket.write(
        [
          `GET ${path} HTTP/1.1`,
          `Host: ${host.includes(':') ? `[${host}]` : host}:${port}`,
          'Connection: Upgrade',
          'Upgrade: websocket',
          'Sec-WebSocket-Version: 13',
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
          '',
          '',
        ].join('\r\n'),
      ),
    );
    socket.resume();
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(performance.now() - started);
    });
  });
}
