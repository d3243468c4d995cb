// The production topology (docs/behaviour.md, Production topology), for real: `npm run stack` on the
// suite's build, with Debian's nginx in front of two instances sharing a Redis of the test's
// own (so that it can stop and start it), against the demo backend over HTTP.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT, SUITE } from '../support/config.mjs';
import { logRecords, promtool, sampleOf, scrape } from '../support/ops.mjs';
import { assertCanonicalRedirects } from '../support/canonical-redirects.mjs';
import {
  assertInternalHeadersIgnored,
  assertRepeatedRouterHeadersKeyed,
} from '../support/internal-headers.mjs';
import { assertMissingPagesAnswered, upgradeClosesWithin } from '../support/missing-pages.mjs';
import { rawConnection } from '../support/raw-http.mjs';
import { get, mapLimit } from '../support/site.mjs';
import { freePort, redisCli, startRedis, startStack } from '../support/stack.mjs';

/** Each language's path prefix ('' for English), from the site's language table. */
const LANGUAGE_PREFIXES = Object.values(
  JSON.parse(readFileSync(join(ROOT, 'lib/i18n/languages.json'), 'utf8')),
).map(({ prefix }) => prefix);
import { requireBuild, startBackend } from '../support/suite.mjs';
import { suiteEnv } from '../support/config.mjs';

const EDGE_CACHE_SECONDS = 2;
const SECRET = 'stack-test-secret-5d2e';
const RSC = { RSC: '1' };

let api;
let redis;
let stack;
let edge;
/** The edge's JSON access log (deploy/nginx: one line a request, with its request id). */
const accessLog = join(mkdtempSync(join(tmpdir(), 'kust-stack-access-')), 'access.log');

/** Upstream calls since the last reset, by "FUNCTION fields". */
const calls = async () => (await api.calls()).byCall;

before(async () => {
  requireBuild();
  api = await startBackend();
  redis = startRedis(await freePort());
  await redis.ready();
  stack = await startStack({
    ...suiteEnv({
      // A long window: every (function, fields) is asked once, whatever instance renders.
      APPAPI_REVALIDATE_SECONDS: '300',
      REVALIDATE_SECRET: SECRET,
    }),
    REDIS_URL: redis.url,
    PORT: String(await freePort()),
    STACK_INSTANCES: '2',
    STACK_RESTART: 'off',
    EDGE_CACHE_SECONDS: String(EDGE_CACHE_SECONDS),
    // Every request of this spec comes from one address, and its load tests miss the edge's
    // cache on purpose: the per-client limit is edge-flood.test.mjs's subject, not this one's.
    EDGE_MISS_RATE: '100000',
    EDGE_MISS_BURST: '100000',
    STACK_ACCESS_LOG: accessLog,
  });
  edge = stack.edgeUrl;
});

after(async () => {
  await stack?.stop();
  await redis?.stop();
  await api?.stop();
});

/** Polls `find()` until it gives something (10 s at most). */
async function waitFor(find, what) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await find();
    if (found) return found;
    if (Date.now() > deadline) assert.fail(`${what}: not within 10 s\n${stack.log().slice(-2000)}`);
    await sleep(200);
  }
}

/** GET `url` with `headers`, following redirects as a browser does (keeping the headers). */
async function fetchAs(url, headers = {}) {
  const response = await fetch(url, {
    headers,
    redirect: 'follow',
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    url: response.url,
    headers: response.headers,
    body: await response.text(),
  };
}

async function health(base) {
  const response = await get(`${base}/api/health`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-store');
  return JSON.parse(response.body);
}

describe('npm run stack', () => {
  it('serves the site through the edge, and health names the build, the Redis cache and the backend', async () => {
    assert.equal(stack.instances.length, 2);
    const page = await get(`${edge}/AboutUs`);
    assert.equal(page.status, 200);
    assert.match(page.body, /<h1/);
    const build = readFileSync(`${ROOT}${SUITE.distDir}/BUILD_ID`, 'utf8').trim();
    for (const base of [edge, ...stack.instances.map(({ url }) => url)]) {
      const body = await health(base);
      assert.deepEqual(
        { ...body, backend: undefined },
        { status: 'ok', build, cache: 'redis', backend: undefined, backendDownSince: null },
      );
      assert.ok(['up', 'unknown'].includes(body.backend));
      assert.doesNotMatch(JSON.stringify(body), /kust-demo-key/);
    }
  });

  it('answers missing pages with a quick 404 through the edge and straight from an instance (issue 29, N1)', async () => {
    const instances = stack.instances.map(({ url }) => url);
    await assertMissingPagesAnswered(edge, { instances, logText: () => stack.rawLog() });
    await assertMissingPagesAnswered(instances[0], { instances, logText: () => stack.rawLog() });
    for (const url of instances) {
      const { hostname, port } = new URL(url);
      assert.ok(
        (await upgradeClosesWithin(hostname, Number(port), '/no-such-page')) < 1000,
        `${url}: an Upgrade stayed open`,
      );
    }
  });

  it('redirects every wrong-case link to its canonical path, relative, through the edge and from each instance (issue 34, N10)', async () => {
    await assertCanonicalRedirects(edge);
    for (const { url } of stack.instances) await assertCanonicalRedirects(url);
  });

  it('closes HTTP/0.9 and a version it cannot read without an answer (issue 29, N9)', async () => {
    const { hostname, port } = new URL(edge);
    for (const line of [
      'GET /\r\n',
      'GET /AboutUs\r\n\r\n',
      'GET / HTTP/3.7\r\nHost: localhost\r\n\r\n',
    ]) {
      const { received } = await rawConnection({ host: hostname, port: Number(port) }, [line], {
        timeoutMs: 5000,
      });
      assert.equal(
        received.length,
        0,
        `${JSON.stringify(line)}: answered ${JSON.stringify(received.toString('latin1').slice(0, 80))}`,
      );
    }
    assert.equal((await get(`${edge}/AboutUs`)).status, 200);
  });

  it('answers a request line too long to read with the 414 page, and a URI of 2–8 KB with its page, quietly (issue 34, N16)', async () => {
    const { hostname, port } = new URL(edge);
    for (const length of [9000, 20_000]) {
      const line = `GET /AboutUs?q=${'a'.repeat(length)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;
      const { received } = await rawConnection({ host: hostname, port: Number(port) }, [line], {
        timeoutMs: 5000,
      });
      const text = received.toString('utf8');
      assert.match(text, /^HTTP\/1\.1 414 /, `${length}: ${JSON.stringify(text.slice(0, 80))}`);
      assert.match(
        text,
        /Kirthar University of Science &amp; Technology/,
        `${length}: the site's own page`,
      );
      assert.match(
        text,
        /\r\nContent-Security-Policy: default-src 'none'/i,
        `${length}: with the site's headers`,
      );
      // (Behind --server-name, such a request goes to the port's default server, like HTTP/0.9:
      // nginx reads the request line before the Host header.)
    }
    const logged = stack.rawLog().length;
    for (const length of [1000, 2500, 4500, 7500]) {
      const path = `/AboutUs?q=${'b'.repeat(length)}`;
      const answers = [await get(`${edge}${path}`), await get(`${edge}${path}`)];
      for (const answer of answers) assert.equal(answer.status, 200, `${length}: ${answer.status}`);
      // Short keys are kept as before; a URI no link of the site has is passed on past the cache.
      assert.equal(
        answers[1].headers.get('x-edge-cache'),
        length < 2000 ? 'HIT' : 'BYPASS',
        `${length}`,
      );
    }
    assert.doesNotMatch(
      stack.rawLog().slice(logged),
      /not enough for cache key|too big header|\[(error|crit|alert)\]/,
    );
  });

  it('serves every visitor the page after requests with Next’s internal headers or repeated router headers (issue 49, N17, N18)', async () => {
    await assertInternalHeadersIgnored(edge);
    await assertRepeatedRouterHeadersKeyed(edge);
  });

  it('never stores an answer Next marks private or no-store: a wrong-case department link’s 307 is asked afresh (issue 49, N17)', async () => {
    const path = '/dpthome?id=DEP-000002&n17=no-store';
    const answers = [await get(`${edge}${path}`), await get(`${edge}${path}`)];
    for (const answer of answers) {
      assert.equal(answer.status, 307);
      assert.match(answer.headers.get('cache-control') ?? '', /no-store/);
    }
    assert.equal(
      answers[1].headers.get('x-edge-cache'),
      'MISS',
      'the second request reached an instance',
    );
    // A twin's own 307 (an office's /DptHome) leaves the edge as no-store too, for a CDN in front;
    // its pages keep their lifetime, from the edge's cache as from an instance.
    for (const twin of ['/DptHome?id=DEP-000025&n17=cdn', '/ur/AdmHome?id=DEP-000001&n17=cdn']) {
      const redirect = await get(`${edge}${twin}`);
      assert.equal(redirect.status, 307, twin);
      assert.equal(redirect.headers.get('cache-control'), 'no-store', twin);
    }
    const pages = [
      await get(`${edge}/AdmHome?id=DEP-000025&n17=cdn`),
      await get(`${edge}/AdmHome?id=DEP-000025&n17=cdn`),
    ];
    assert.deepEqual(
      pages.map((page) => [page.status, page.headers.get('x-edge-cache')]),
      [
        [200, 'MISS'],
        [200, 'HIT'],
      ],
    );
    for (const page of pages)
      assert.match(page.headers.get('cache-control') ?? '', /^s-maxage=\d+/);
  });

  it('redirects a wrong-case link with a query of up to 8 KB, quietly, and names no internal route (issue 49, N19)', async () => {
    const logged = stack.rawLog().length;
    for (const length of [1000, 2000, 4000, 7500]) {
      for (const [path, status, canonical] of [
        ['/aboutus', 308, '/AboutUs'],
        ['/dpthome', 307, '/DptHome'],
        ['/ur/admhome', 307, '/ur/DptHome'],
      ]) {
        const query = `?id=DEP-000001&q=${'c'.repeat(length)}`;
        const answer = await get(`${edge}${path}${query}`);
        assert.equal(answer.status, status, `${path} with a query of ${length}: ${answer.status}`);
        assert.equal(
          answer.headers.get('location'),
          `${canonical}${query}`,
          `${path} with a query of ${length}`,
        );
        assert.equal(
          answer.headers.get('x-middleware-rewrite'),
          null,
          `${path}: an internal route named`,
        );
      }
    }
    assert.equal(
      (await get(`${edge}/no-such-page?n19=1`)).headers.get('x-middleware-rewrite'),
      null,
      'the 404 page names its internal route',
    );
    assert.doesNotMatch(stack.rawLog().slice(logged), /too big header|\[(error|crit|alert)\]/);
  });

  it('keeps the security headers through the edge and ignores forwarded headers sent by a client', async () => {
    const direct = await get(`${stack.instances[0].url}/AboutUs`);
    const through = await get(`${edge}/AboutUs`, {
      headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' },
    });
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'permissions-policy',
    ]) {
      assert.equal(through.headers.get(name), direct.headers.get(name), name);
    }
  });

  it('compresses at the edge only: gzip for clients that accept it, plain for the others', async () => {
    const { request } = await import('node:http');
    const raw = (headers) =>
      new Promise((resolve, reject) => {
        const url = new URL(`${edge}/Programs?id=DEP-000001`);
        request(url, { headers }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      });
    const gzipped = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    const { gunzipSync } = await import('node:zlib');
    assert.match(gunzipSync(gzipped.body).toString(), /^<!DOCTYPE html>/i);
    const plain = await raw({});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body.toString(), /^<!DOCTYPE html>/i);
    console.log(
      `ℹ Programs: ${plain.body.length} bytes plain, ${gzipped.body.length} gzip from the edge`,
    );
  });

  for (const [label, path] of [
    ['a keyed page', '/DptHome?id=DEP-000003'],
    ['the home page', '/'],
    ['an Urdu keyed page', '/ur/DptHome?id=DEP-000003'],
    ['the Urdu home page', '/ur'],
  ]) {
    it(`never serves HTML for an RSC request, nor the reverse, on ${label}, in either order`, async () => {
      const join = (base, query) => `${base}${base.includes('?') ? '&' : '?'}${query}`;
      // RSC first. Next answers an `RSC: 1` request without the right `_rsc` with a redirect to
      // the URL that has it (followed here, as the browser's router does), then the payload.
      const rscFirst = join(path, 'order=rsc-first');
      const rsc = await fetchAs(`${edge}${rscFirst}`, RSC);
      const rscUrl = new URL(rsc.url);
      assert.ok(rscUrl.searchParams.has('_rsc'), 'the RSC answer came from a URL with _rsc');
      const htmlAtRscUrl = await fetchAs(rscUrl.href);
      const html = await fetchAs(`${edge}${rscFirst}`);
      // HTML first, also at the URL the browser will ask for the payload, then RSC.
      const htmlFirst = join(path, 'order=html-first');
      const htmlFirstUrl = join(`${edge}${htmlFirst}`, `_rsc=${rscUrl.searchParams.get('_rsc')}`);
      const html2 = await fetchAs(`${edge}${htmlFirst}`);
      const html3 = await fetchAs(htmlFirstUrl);
      const rsc2 = await fetchAs(htmlFirstUrl, RSC);
      const rsc3 = await fetchAs(`${edge}${htmlFirst}`, RSC);
      // And again, now that every entry is in the edge's cache.
      const again = await Promise.all([
        fetchAs(rscUrl.href),
        fetchAs(rscUrl.href, RSC),
        fetchAs(htmlFirstUrl),
        fetchAs(htmlFirstUrl, RSC),
      ]);
      for (const response of [htmlAtRscUrl, html, html2, html3, again[0], again[2]]) {
        assert.equal(response.status, 200, response.url);
        assert.match(response.headers.get('content-type') ?? '', /^text\/html/, response.url);
        assert.match(response.body, /^<!DOCTYPE html>/i);
      }
      for (const response of [rsc, rsc2, rsc3, again[1], again[3]]) {
        assert.equal(response.status, 200, response.url);
        assert.match(
          response.headers.get('content-type') ?? '',
          /^text\/x-component/,
          response.url,
        );
        assert.doesNotMatch(response.body, /^<!DOCTYPE html>/i);
      }
      assert.ok(
        again.every((response) => response.headers.get('x-edge-cache') === 'HIT'),
        `the second round came from the edge: ${again.map((response) => response.headers.get('x-edge-cache'))}`,
      );
    });
  }

  it('renders a fresh page once for both instances: each (function, fields) is asked once', async () => {
    // Each instance walks the backend for its site index as it starts (issue 11); once both
    // have one and the backend has been quiet for a second, only pages ask.
    for (const { url } of stack.instances) {
      const deadline = Date.now() + 30_000;
      while (JSON.parse((await get(`${url}/api/search?q=civil`)).body).results.length === 0) {
        assert.ok(Date.now() < deadline, `the site index of ${url} was built`);
        await sleep(200);
      }
    }
    for (
      let before = -1, now = (await api.calls()).total;
      now !== before;
      before = now, now = (await api.calls()).total
    )
      await sleep(1000);

    await api.reset();
    const [a, b] = stack.instances;
    // The walk fetched the department's faculty members and programmes; its publications and
    // research projects are only ever asked by their own pages.
    const path = '/Publications?id=DEP-000004';
    const first = await get(`${a.url}${path}`);
    assert.equal(first.status, 200);
    const afterA = await calls();
    assert.ok(
      Object.keys(afterA).some((call) => call.startsWith('DPT_PUBLICATION_GET')),
      'instance A rendered the page',
    );
    const second = await get(`${b.url}${path}`);
    assert.equal(second.status, 200);
    assert.equal(
      second.body.match(/<main[\s\S]*<\/main>/)?.[0],
      first.body.match(/<main[\s\S]*<\/main>/)?.[0],
    );
    const afterB = await calls();
    assert.deepEqual(afterB, afterA, 'instance B asked the backend nothing more');
    for (const [call, count] of Object.entries(afterB))
      assert.equal(count, 1, `${call} asked ${count} times`);

    // Another page of the same department on B: the replies A fetched (the layout's menus and
    // contact, the department's rows) come from Redis; only what is new to this page is asked.
    const other = await get(`${b.url}/ResearchProjects?id=DEP-000004`);
    assert.equal(other.status, 200);
    const afterOther = await calls();
    for (const [call, count] of Object.entries(afterOther))
      assert.equal(count, 1, `${call} asked ${count} times`);
    assert.ok(
      Object.keys(afterOther).some((call) => call.startsWith('DPT_PROJECT_GET')),
      'the research projects page asked for its own rows',
    );
  });

  it('keeps a popular query’s suggestions at the edge for a minute, longer than a page', async () => {
    const path = '/api/search?q=civil%20engineering';
    const first = await get(`${edge}${path}`);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('cache-control'), 'public, max-age=60, s-maxage=60');
    const { results } = JSON.parse(first.body);
    assert.ok(
      results.some((hit) => hit.url === '/DptHome?id=DEP-000001'),
      'the department is a suggestion',
    );
    // Past the pages' micro-cache (EDGE_CACHE_SECONDS), the answer still comes from the edge.
    await sleep((EDGE_CACHE_SECONDS + 1) * 1000);
    const again = await get(`${edge}${path}`);
    assert.equal(again.headers.get('x-edge-cache'), 'HIT');
    assert.equal(again.body, first.body);
  });

  it('passes the service worker on as the instance sends it, never stored: a new deploy’s worker reaches phones at once', async () => {
    for (const round of [1, 2]) {
      const response = await get(`${edge}/sw.js`);
      assert.equal(response.status, 200, `round ${round}`);
      assert.equal(response.headers.get('cache-control'), 'no-cache', `round ${round}`);
      assert.match(response.headers.get('content-type') ?? '', /javascript/, `round ${round}`);
      assert.equal(
        response.headers.get('x-edge-cache'),
        null,
        `round ${round}: not through the edge's cache`,
      );
    }
    // The offline pages it precaches are pages of the site, in both languages.
    for (const path of ['/offline', '/ur/offline'])
      assert.equal((await get(`${edge}${path}`)).status, 200, path);
  });

  it('never serves /metrics at the edge (404); each instance serves it to the operators’ scraper, valid for promtool', async () => {
    for (const path of ['/metrics', '/metrics/', '/%6detrics', '/metrics?x=1']) {
      const answer = await get(`${edge}${path}`);
      assert.equal(answer.status, 404, path);
      assert.doesNotMatch(answer.body, /site_http_request/, path);
    }
    for (const { url } of stack.instances) {
      const text = await scrape(url);
      assert.ok(
        sampleOf(text, 'site_http_request_duration_seconds_count{kind="page",status="200"}') > 0,
        url,
      );
      const checked = promtool(['check', 'metrics'], text);
      assert.equal(checked.status, 0, checked.output);
    }
  });

  it('follows one slow page from the edge’s access log to the instance’s line for its failed upstream call', async () => {
    await api.setFaults({ DPT_PLOS_GET: 'http-500' });
    // An id no one has asked for: nothing cached anywhere, so the page asks the backend.
    const path = `/PLOS?id=TRACE-${Date.now()}`;
    assert.equal((await get(`${edge}${path}`)).status, 200, 'the fallback page');
    await api.reset();
    const edgeLine = await waitFor(() => {
      if (!existsSync(accessLog)) return null;
      return readFileSync(accessLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
        .find((line) => line.uri === path);
    }, `the edge logged ${path}`);
    assert.match(edgeLine.requestId, /^[0-9a-f]{32}$/);
    assert.equal(edgeLine.status, 200);
    assert.equal(edgeLine.cache, 'MISS');
    const siteLine = await waitFor(
      () =>
        logRecords(stack.rawLog()).find(
          ({ record }) =>
            record?.requestId === edgeLine.requestId &&
            /^API Request failed: DPT_PLOS_GET: HTTP error! status: 500/.test(record.msg),
        ),
      `an instance logged the failed call with request id ${edgeLine.requestId}`,
    );
    assert.match(siteLine.prefix, /^\[site:\d+\] $/);
    // The edge's line names the instance that answered, and that instance logged the call.
    const answered = stack.instances.find(({ url }) => url === `http://${edgeLine.instance}`);
    assert.ok(answered, `the edge's line names an instance: ${JSON.stringify(edgeLine.instance)}`);
  });

  it('shows an editor’s change on every instance and through the edge, in every language, after a signed revalidation, and not before', async () => {
    const path = '/DptHome?id=DEP-000005';
    // The Urdu and Sindhi pages show the same backend text (as sent, in English): one call refreshes all.
    const paths = LANGUAGE_PREFIXES.map((prefix) => `${prefix}${path}`);
    const before = await get(`${edge}${path}`);
    assert.equal(before.status, 200);
    const edited = `Edited by the department on ${new Date().toISOString()}`;
    await api.setEdits({ DPT_ABOUT_GET: { ABOUT_DESC: edited } });

    const unsigned = await fetch(`${edge}/api/revalidate`, {
      method: 'POST',
      body: JSON.stringify({ paths: [path] }),
    });
    assert.equal(unsigned.status, 401);
    const wrong = await fetch(`${edge}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-secret' },
      body: JSON.stringify({ paths: [path] }),
    });
    assert.equal(wrong.status, 401);
    await sleep((EDGE_CACHE_SECONDS + 1) * 1000);
    for (const base of [edge, ...stack.instances.map(({ url }) => url)]) {
      for (const page of paths) {
        assert.doesNotMatch(
          (await get(`${base}${page}`)).body,
          new RegExp(edited),
          `${base}${page} changed without a signed call`,
        );
      }
    }

    const signed = await fetch(`${edge}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ paths: [path] }),
    });
    assert.equal(signed.status, 200);
    // A department's two home routes are refreshed together (issue 34, N14).
    assert.deepEqual(await signed.json(), {
      revalidated: [...paths, ...paths.map((page) => page.replace('/DptHome', '/AdmHome'))],
    });
    const started = Date.now();
    const bound = (EDGE_CACHE_SECONDS + 5) * 1000;
    const seen = new Set();
    const everywhere = (stack.instances.length + 1) * paths.length;
    while (seen.size < everywhere && Date.now() - started < bound) {
      for (const base of [edge, ...stack.instances.map(({ url }) => url)]) {
        for (const page of paths)
          if ((await get(`${base}${page}`)).body.includes(edited)) seen.add(`${base}${page}`);
      }
      await sleep(250);
    }
    assert.equal(
      seen.size,
      everywhere,
      `within ${bound / 1000} s the change showed on ${[...seen].join(', ') || 'nothing'}`,
    );
    console.log(
      `ℹ the edit showed everywhere ${((Date.now() - started) / 1000).toFixed(1)} s after the signed call`,
    );
    await api.setEdits({ DPT_ABOUT_GET: null });
  });

  it('shows a department turned into an office, and back, everywhere after one signed refresh of either page, never sending visitors round (issue 34, N14)', async () => {
    const id = 'DEP-000009';
    const bases = [edge, ...stack.instances.map(({ url }) => url)];
    const signedRefresh = (path) =>
      fetch(`${edge}/api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ paths: [path] }),
      });
    /** Where a visitor ends up from `url`, following redirects as a browser does, and after how many. */
    const visit = async (url) => {
      for (let hops = 0; hops <= 5; hops += 1) {
        const answer = await get(url);
        const location = answer.headers.get('location');
        if (answer.status !== 307 || !location)
          return { status: answer.status, path: new URL(url).pathname, hops };
        assert.ok(
          location.startsWith('/') && !location.startsWith('//'),
          `${url}: Location ${location}`,
        );
        url = new URL(location, url).href;
      }
      assert.fail(`${url}: more than 5 redirects, visitors are sent round`);
    };
    /** Whether every base, in every language, shows `home` and sends its twin (and wrong-case links) there in one hop. */
    const settledOn = async (home, twin) => {
      let settled = true;
      for (const base of bases) {
        for (const prefix of LANGUAGE_PREFIXES) {
          const fromHome = await visit(`${base}${prefix}${home}?id=${id}`);
          const fromTwin = await visit(`${base}${prefix}${twin}?id=${id}`);
          // Old links in any letter case: one hop too (issue 36), not the case's and then the twin's.
          const fromWrongCase = [
            await visit(`${base}${prefix.toUpperCase()}${twin.toLowerCase()}?id=${id}`),
            await visit(`${base}${prefix}${home.toUpperCase()}?id=${id}`),
          ];
          for (const seen of [fromHome, fromTwin, ...fromWrongCase])
            assert.equal(seen.status, 200, `${base}${prefix}: a visitor reached ${seen.status}`);
          settled &&=
            fromHome.hops === 0 &&
            [fromTwin, ...fromWrongCase].every(
              (seen) => seen.hops === 1 && seen.path === `${prefix}${home}`,
            );
        }
      }
      return settled;
    };
    assert.ok(
      await settledOn('/DptHome', '/AdmHome'),
      'an academic department’s page is /DptHome to begin with',
    );

    // The backend turns it into an office; the editor refreshes its page once. Then back, the
    // editor refreshing the other route this time.
    for (const [edits, refreshed, home, twin] of [
      [{ DPT_NAME_GET: { IsAcademic: '0' } }, '/DptHome', '/AdmHome', '/DptHome'],
      [{ DPT_NAME_GET: null }, '/AdmHome', '/DptHome', '/AdmHome'],
    ]) {
      await api.setEdits(edits);
      const signed = await signedRefresh(`${refreshed}?id=${id}`);
      assert.equal(signed.status, 200);
      const started = Date.now();
      const bound = (EDGE_CACHE_SECONDS + 5) * 1000;
      while (!(await settledOn(home, twin))) {
        assert.ok(
          Date.now() - started < bound,
          `not settled on ${home} within ${bound / 1000} s of the signed refresh`,
        );
        await sleep(250);
      }
      console.log(
        `ℹ ${home} was the department’s page everywhere ${((Date.now() - started) / 1000).toFixed(1)} s after one signed refresh of ${refreshed}`,
      );
    }
  });

  it('renders, asks and stores nothing for made-up preview image and sitemap paths (issue 34, N11, N12)', async () => {
    const keys = () =>
      new Set(
        redisCli(redis.port, ['--scan'], { password: redis.password })
          .stdout.split('\n')
          .filter(Boolean),
      );
    // A page's own image is made once and kept, as before.
    const real = await get(`${edge}/og/en/DptHome/DEP-000003.png`);
    assert.deepEqual([real.status, real.headers.get('content-type')], [200, 'image/png']);
    await api.reset();
    const before = keys();
    const madeUp = Array.from({ length: 100 }, (_, i) => [
      `/og/${['en', 'ur', 'sd'][i % 3]}/${['DptHome', 'ProHome', 'FacHome'][i % 3]}/MADE-${i}.png`,
      307,
    ]);
    const noPage = [
      '/og/en/dpthome/DEP-000003.png',
      '/og/EN/home.png',
      '/og/xx/home.png',
      '/og/en/AboutUs.gif',
      ...Array.from({ length: 30 }, (_, i) => `/sitemaps/${140535974 + i}.xml`),
    ].map((path) => [path, 404]);
    const started = performance.now();
    const answers = await mapLimit([...madeUp, ...noPage], 8, async ([path, status]) => ({
      path,
      status,
      answer: await get(`${edge}${path}`),
    }));
    const seconds = (performance.now() - started) / 1000;
    const added = [...keys()].filter((key) => !before.has(key));
    for (const { path, status, answer } of answers) {
      assert.equal(answer.status, status, path);
      if (status === 307)
        assert.equal(answer.headers.get('location'), `/og/${path.split('/')[2]}/home.png`, path);
    }
    assert.deepEqual(added, [], 'Redis keys added by made-up paths');
    assert.deepEqual(
      Object.keys(await calls()).filter((call) => call.includes('MADE-')),
      [],
      'the backend was asked about made-up ids',
    );
    console.log(
      `ℹ ${answers.length} made-up preview and sitemap paths answered in ${seconds.toFixed(2)} s, ${added.length} Redis keys added`,
    );
    // The site's image each redirect leads to: made by the build, an image of its own.
    const site = await get(`${edge}/og/ur/home.png`);
    assert.deepEqual([site.status, site.headers.get('content-type')], [200, 'image/png']);
  });

  it('keeps answering with Redis stopped and started again under load: no 5xx, p99 below 1 s, sharing resumes', async () => {
    const paths = [
      '/AboutUs',
      '/DptHome?id=DEP-000001',
      '/Programs?id=DEP-000001',
      '/Faculty?id=DEP-000002',
      '/',
    ];
    let stopAt = Date.now() + 2000;
    const results = [];
    const load = (async () => {
      const deadline = Date.now() + 12_000;
      let n = 0;
      await mapLimit(Array.from({ length: 20 }), 20, async () => {
        while (Date.now() < deadline) {
          n += 1;
          // Half the requests miss the edge's cache, so that they reach the instances.
          const path = paths[n % paths.length];
          const url =
            n % 2 ? `${edge}${path}` : `${edge}${path}${path.includes('?') ? '&' : '?'}n=${n}`;
          try {
            const response = await get(url, { timeoutMs: 10_000 });
            results.push({ status: response.status, ms: response.ms });
          } catch (error) {
            results.push({ status: 0, ms: 10_000, error: String(error) });
          }
        }
      });
    })();
    await sleep(stopAt - Date.now());
    const redisStoppedAt = Date.now();
    await redis.stop();
    await sleep(1500);
    for (const { url } of stack.instances) assert.equal((await health(url)).cache, 'memory');
    // Within seconds, in each instance's metrics and as a JSON error line.
    for (const { url } of stack.instances)
      assert.equal(sampleOf(await scrape(url), 'site_redis_up{use="page-cache"}'), 0, url);
    const redisDown = logRecords(stack.rawLog()).filter(
      ({ record }) => record?.level === 'error' && /^Redis unavailable: /.test(record.msg),
    );
    assert.ok(redisDown.length >= 1, 'a JSON error line says Redis is unavailable');
    // Each such line within the outage (a line from before it names it: a Redis command that
    // timed out earlier, on a busy machine, says the same).
    const outside = redisDown.filter(
      ({ record }) =>
        !(
          Date.parse(record.time) >= redisStoppedAt - 1000 && Date.parse(record.time) <= Date.now()
        ),
    );
    assert.deepEqual(
      outside.map(({ record }) => `${record.time} ${record.msg}`),
      [],
      `stopped at ${new Date(redisStoppedAt).toISOString()}`,
    );
    await sleep(2500);
    redis = startRedis(redis.port, { password: redis.password });
    await redis.ready();
    await load;

    const failures = results.filter(({ status }) => status === 0 || status >= 500);
    const latencies = results.map(({ ms }) => ms).sort((x, y) => x - y);
    const p99 = latencies[Math.floor(latencies.length * 0.99)];
    console.log(
      `ℹ ${results.length} requests, ${failures.length} failed, p99 ${p99.toFixed(0)} ms while Redis was stopped and started`,
    );
    assert.equal(failures.length, 0, JSON.stringify(failures.slice(0, 3)));
    assert.ok(p99 < 1000, `p99 ${p99} ms`);
    assert.match(stack.log(), /Redis unavailable: /);

    // Sharing resumes by itself.
    let cache = 'memory';
    for (let i = 0; i < 50 && cache !== 'redis'; i += 1) {
      cache = (await Promise.all(stack.instances.map(({ url }) => health(url)))).every(
        (body) => body.cache === 'redis',
      )
        ? 'redis'
        : 'memory';
      if (cache !== 'redis') await sleep(200);
    }
    assert.equal(cache, 'redis');
    for (const { url } of stack.instances)
      assert.equal(sampleOf(await scrape(url), 'site_redis_up{use="page-cache"}'), 1, url);
    await api.reset();
    const [a, b] = stack.instances;
    await get(`${a.url}/Seminars?id=DEP-000006`);
    const afterA = await calls();
    await get(`${b.url}/Seminars?id=DEP-000006`);
    assert.deepEqual(
      await calls(),
      afterA,
      'instance B rendered nothing: the page came from Redis',
    );
  });

  it('reports the backend down, and since when, on each instance (health, /metrics), and up again once it answers', async () => {
    const failedCalls = (text) =>
      sampleOf(
        text,
        'site_upstream_call_duration_seconds_count{function="DPT_EMP_GET",outcome="http_error"}',
      ) ?? 0;
    const before = await Promise.all(stack.instances.map(({ url }) => scrape(url)));
    await api.setFaults({ '*': 'http-503' });
    const failedFrom = Date.now();
    for (const [index, { url }] of stack.instances.entries()) {
      // A page no instance has seen: its render asks the backend.
      const page = await get(`${url}/Faculty?id=DEP-00009${index}`);
      assert.equal(page.status, 200, 'the fallback page, not an error');
      const body = await health(url);
      assert.equal(body.backend, 'down', url);
      assert.ok(Date.parse(body.backendDownSince) >= failedFrom - 1000, body.backendDownSince);
      const text = await scrape(url);
      assert.equal(sampleOf(text, 'site_backend_up{backend="appapi"}'), 0, url);
      assert.ok(
        failedCalls(text) > failedCalls(before[index]),
        `the failed DPT_EMP_GET is counted on ${url}`,
      );
    }
    assert.equal(
      (await health(edge)).status,
      'ok',
      'health through the edge is the instances’ own, never stored',
    );

    await api.reset();
    for (const [index, { url }] of stack.instances.entries()) {
      let body;
      for (let attempt = 0; attempt < 40; attempt += 1) {
        await get(`${url}/Seminars?id=DEP-${900000 + index * 100 + attempt}`);
        body = await health(url);
        if (body.backend === 'up') break;
        await sleep(250);
      }
      assert.deepEqual([body.backend, body.backendDownSince], ['up', null], url);
      assert.equal(sampleOf(await scrape(url), 'site_backend_up{backend="appapi"}'), 1, url);
    }
  });

  it('loses no request when an instance is killed under load', async () => {
    const victim = stack.instances[0];
    const logFrom = stack.log().length;
    const results = [];
    const deadline = Date.now() + 6000;
    let n = 0;
    const load = mapLimit(Array.from({ length: 20 }), 20, async () => {
      while (Date.now() < deadline) {
        n += 1;
        try {
          const response = await get(`${edge}/AboutUs?kill=${n}`, { timeoutMs: 10_000 });
          results.push(response.status);
        } catch (error) {
          results.push(String(error));
        }
      }
    });
    await sleep(1500);
    process.kill(victim.pid, 'SIGKILL');
    await load;
    const failed = results.filter((status) => status !== 200);
    console.log(
      `ℹ ${results.length} requests through the edge while an instance was killed, ${failed.length} failed`,
    );
    // What the edge logged meanwhile, first about the surviving instance (why it was left out).
    const victimPort = new URL(victim.url).port;
    const logLines = stack.log().slice(logFrom).split('\n');
    const edgeLines = logLines.filter((line) => line.startsWith('[nginx]'));
    const edgeLog = [
      ...logLines.filter((line) => line.startsWith('[stack]')),
      ...edgeLines
        .filter((line) => !line.includes(`:${victimPort}`) && !line.includes('no live upstreams'))
        .slice(0, 8),
      ...edgeLines.slice(-4),
    ].join('\n');
    assert.equal(failed.length, 0, `${JSON.stringify(failed.slice(0, 3))}\n${edgeLog}`);
    const survivor = stack.instances.find(({ pid }) => pid !== victim.pid);
    assert.equal((await health(survivor.url)).status, 'ok');
    // What Prometheus sees: the killed instance's scrape fails (up == 0, SiteInstanceDown), the
    // survivor's counts the load it took over.
    await assert.rejects(scrape(victim.url), 'the killed instance still answers /metrics');
    const served = sampleOf(
      await scrape(survivor.url),
      'site_http_request_duration_seconds_count{kind="page",status="200"}',
    );
    assert.ok(served > 0, 'the survivor counted the pages it served');
    // What the edge's JSON access log shows: requests that found the killed instance gone and
    // were answered by the survivor ("instance": "<killed>, <survivor>"), none the client saw
    // fail. (A request may also move the other way, before the kill: sent on a keep-alive
    // connection the survivor had just closed, then answered by the one about to be killed.)
    const victimAddress = new URL(victim.url).host;
    const survivorAddress = new URL(survivor.url).host;
    const failedOver = readFileSync(accessLog, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((line) => line.uri.startsWith('/AboutUs?kill=') && line.instance.includes(','));
    for (const line of failedOver) assert.equal(line.status, 200, JSON.stringify(line));
    assert.ok(
      failedOver.some((line) => line.instance === `${victimAddress}, ${survivorAddress}`),
      `the access log shows a request moved from the killed instance to the other: ${JSON.stringify(failedOver.map((line) => line.instance))}`,
    );
  });

  it('answers pages seen before from the edge when every instance is stopped', async () => {
    const seen = ['/', '/AboutUs', '/DptHome?id=DEP-000001', '/Programs?id=DEP-000001'];
    await mapLimit(seen, 4, (path) => get(`${edge}${path}`));
    for (const { pid } of stack.instances) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // the killed one of the test before
      }
    }
    await sleep((EDGE_CACHE_SECONDS + 1) * 1000);
    for (const path of seen) {
      const response = await get(`${edge}${path}`);
      assert.equal(response.status, 200, path);
      assert.match(response.body, /<h1/);
      assert.match(response.headers.get('x-edge-cache') ?? '', /STALE|UPDATING|HIT/);
    }
    // Nothing answers health then: a load balancer sees the instances gone.
    assert.notEqual((await get(`${edge}/api/health`)).status, 200);
  });
});
