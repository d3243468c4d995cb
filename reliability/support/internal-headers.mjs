// What a visitor must get through the edge after someone sent Next's internal request headers
// or repeated router headers, however the edge was set up (`npm run stack`, the own-servers
// recipe) (issue 49, N17, N18). `x-middleware-prefetch: 1` made Next answer any page with a
// 2-byte `{}`, which the edge stored under the page's key for every visitor; `RSC: 1` sent twice
// reached the instance as `1, 1` (HTML) while the edge's key said payload, and the next
// visitor's payload request got HTML.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { NEXT_INTERNAL_REQUEST_HEADERS } from '../../lib/next-internals/request-headers.mjs';
import { get } from './site.mjs';

/** Pages of every kind the review blanked: home in each language, a page, an id page, search, a feed, a preview image, a wrong-case link, a 404. */
export const BLANKED_PATHS = [
  '/',
  '/ur',
  '/sd',
  '/AboutUs',
  '/DptHome?id=DEP-000001',
  '/search?q=admission',
  '/ur/feed.xml',
  '/og/en/home.png',
  '/aboutus',
  '/no-such-page',
];

/** The attacks: each header the review showed alone, then every internal header at once. */
const ATTACKS = [
  { 'X-Middleware-Prefetch': '1' },
  { 'X-Nextjs-Data': '1' },
  Object.fromEntries(NEXT_INTERNAL_REQUEST_HEADERS.map((name) => [name, '1'])),
];

let serial = 0;
/** `path` under a query no request asked for before: a new entry at the edge. */
function fresh(path) {
  serial += 1;
  return `${path}${path.includes('?') ? '&' : '?'}n17=${Date.now().toString(36)}${serial}`;
}

const kind = (answer) =>
  `${answer.status} ${(answer.headers.get('content-type') ?? '').split(';')[0]}`;

/**
 * For each path: an attacker's request with internal headers on a fresh URL, then a plain
 * visitor's on the same URL. Both must get what a plain request gets (status, type, a whole
 * page), never `{}` nor x-middleware-skip.
 */
export async function assertInternalHeadersIgnored(edge, paths = BLANKED_PATHS) {
  for (const path of paths) {
    const reference = await get(`${edge}${fresh(path)}`);
    assert.notEqual(reference.body, '{}', `${path}: a plain request`);
    for (const headers of ATTACKS) {
      const url = `${edge}${fresh(path)}`;
      const attacker = await get(url, { headers });
      const visitor = await get(url);
      for (const [who, answer] of [
        ['the attacker', attacker],
        ['the next visitor', visitor],
      ]) {
        const what = `${path} after ${Object.keys(headers).length > 2 ? 'every internal header' : Object.keys(headers)[0]}: ${who}`;
        assert.equal(kind(answer), kind(reference), what);
        assert.equal(answer.headers.get('x-middleware-skip'), null, `${what}: x-middleware-skip`);
        assert.notEqual(answer.body, '{}', `${what}: the blank page`);
        // (A page rendered for the request carries its React payload, a stored one not: sizes differ.)
        assert.ok(
          answer.body.length >= Math.min(reference.body.length, 200),
          `${what}: ${answer.body.length} bytes`,
        );
        if (/text\/html/.test(kind(reference)))
          assert.match(answer.body, /<\/html>\s*$/, `${what}: a whole page`);
      }
    }
  }
}

/** GET with headers that may repeat ({ RSC: ['1', '1'] } sends two lines); no redirect followed. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers, agent: false, timeout: 30_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          type: response.headers['content-type'] ?? '',
          location: response.headers.location,
          body,
        }),
      );
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer: ${url}`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * `RSC: 1` twice on a fresh page (at the `_rsc` URL Next redirects to), then once, then none:
 * payload, payload, HTML.
 */
export async function assertRepeatedRouterHeadersKeyed(
  edge,
  paths = ['/HelpDesk', '/ur/DptHome?id=DEP-000003'],
) {
  for (const path of paths) {
    const first = await rawGet(`${edge}${fresh(path)}`, { RSC: ['1', '1'] });
    const url = first.status === 307 && first.location ? new URL(first.location, edge).href : null;
    assert.ok(
      url?.includes('_rsc'),
      `${path}: Next sends an RSC request to its _rsc URL (got ${first.status} ${first.type})`,
    );
    const repeated = await rawGet(url, { RSC: ['1', '1'] });
    const once = await rawGet(url, { RSC: '1' });
    const html = await rawGet(url, {});
    for (const [who, answer] of [
      ['RSC twice', repeated],
      ['RSC once, after it', once],
    ]) {
      assert.equal(answer.status, 200, `${path}: ${who}`);
      assert.match(answer.type, /^text\/x-component/, `${path}: ${who} got ${answer.type}`);
      assert.doesNotMatch(answer.body, /^<!DOCTYPE html>/i, `${path}: ${who}`);
    }
    assert.match(html.type, /^text\/html/, `${path}: a page request at the same URL`);
  }
}
