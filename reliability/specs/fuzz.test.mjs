// Generated ids and paths against every id route (docs/behaviour.md, Public URLs): no 5xx, 404 for a
// malformed id, canonical redirects for odd casing, no reflected markup, and only well-formed
// ids reach the backend, as form fields.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ID_ROUTES, PLAIN_ROUTES } from '../support/config.mjs';
import { expectedForId, fuzzInputs, ID_PATTERN } from '../support/fuzz-inputs.mjs';
import { get, mapLimit, renderErrors } from '../support/site.mjs';
import { requireBuild, SITE_URL, startBackend, startFreshSite } from '../support/suite.mjs';

const INPUTS = fuzzInputs({ seed: 20261122, count: 1800 });
const CONCURRENCY = 8;
const PUBLIC_PATHS = [...PLAIN_ROUTES, ...ID_ROUTES];
/** The internal routes the public id routes are rewritten to (not reachable directly). */
const INTERNAL_PATH = /^\/((en|ur)\/)?(faculty|department|programme)\/./i;
const sameQuery = (a, b) =>
  JSON.stringify([...new URLSearchParams(a)]) === JSON.stringify([...new URLSearchParams(b)]);

let api;
let site;
const DEPARTMENT_HOMES = { '/DptHome': '/AdmHome', '/AdmHome': '/DptHome' };
/** A well-formed id (docs/behaviour.md, Public URLs): the middleware sends a wrong-case department page with one to the app's redirect. */
const ID_LIKE = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `result` ends in the redirect from one department home route to the other, same id and language. */
function isDepartmentHomeSwap({ input, final }) {
  const canonical = canonicalOf(input.path);
  const [, prefix = '', route = ''] = /^(\/[a-z]{2})?(\/[A-Za-z]+)$/.exec(canonical) ?? [];
  const other = DEPARTMENT_HOMES[route];
  if (!other) return false;
  const location = new URL(final.headers.get('location') ?? '', 'http://site.test');
  const id = new URLSearchParams(input.search).get('id');
  return location.pathname === `${prefix}${other}` && location.searchParams.get('id') === id;
}

/** One entry per input: { input, first, final } (final: after following a case redirect). */
let results;

async function request(url, headers = {}) {
  try {
    return await get(url, { headers, timeoutMs: 20_000 });
  } catch (error) {
    return {
      status: `no answer (${error.message})`,
      headers: new Headers(),
      body: '',
      ms: Infinity,
    };
  }
}

before(async () => {
  requireBuild();
  api = await startBackend();
  site = await startFreshSite('fuzz');
  await api.reset();
  results = await mapLimit(INPUTS, CONCURRENCY, async (input) => {
    const first = await request(`${site.url}${input.path}${input.search}`);
    const location = first.headers.get('location');
    // A case redirect is followed: a 308, or for a department's page the one 307 to its page (issue 36).
    const wrongCase =
      canonicalOf(input.path) !== undefined && canonicalOf(input.path) !== input.path;
    const final =
      (first.status === 308 || (first.status === 307 && wrongCase)) && location
        ? await request(new URL(location, site.url).href)
        : first;
    return { input, first, final };
  });
});
after(async () => {
  await site?.stop();
  await api?.stop();
});

const targetOf = ({ input }) => `${input.path}${input.search}`;
/** The canonical spelling of a public path, in English or under /ur (docs/behaviour.md, Languages). */
function canonicalOf(path) {
  const urdu = /^\/ur(?=\/|$)/i.test(path);
  const rest = urdu ? path.slice(3) || '/' : path;
  const found = PUBLIC_PATHS.find((route) => route.toLowerCase() === rest.toLowerCase());
  return found && urdu ? (found === '/' ? '/ur' : `/ur${found}`) : found;
}
const isIdRoute = (canonical) => ID_ROUTES.includes(canonical.replace(/^\/ur(?=\/)/, ''));

describe(`${INPUTS.length} generated ids and paths (seeded), ${CONCURRENCY} at a time`, () => {
  it('no generated id or path answers 5xx or leaves the request unanswered', (t) => {
    const statuses = {};
    for (const { final } of results) statuses[final.status] = (statuses[final.status] ?? 0) + 1;
    t.diagnostic(`final statuses: ${JSON.stringify(statuses)}`);
    const failures = results
      .filter(({ first, final }) =>
        [first, final].some((page) => typeof page.status !== 'number' || page.status >= 500),
      )
      .map((result) => `${targetOf(result)} → ${result.first.status} / ${result.final.status}`);
    assert.deepEqual(failures, []);
  });

  it('on an id route, an id that is missing, empty, over 64 characters or outside [A-Za-z0-9_-] answers 404, one well-formed id 200', () => {
    const failures = [];
    for (const result of results) {
      const canonical = canonicalOf(result.input.path);
      if (!canonical || !isIdRoute(canonical)) continue;
      const expected = expectedForId(result.input.search);
      const { status } = result.final;
      // A department has one page (issue 26): /DptHome of an office and /AdmHome of an academic
      // department answer 307 to the other, the same id in the same language.
      if (expected === 'ok' && status === 307 && isDepartmentHomeSwap(result)) continue;
      if ((expected === 'ok' && status !== 200) || (expected === 'not-found' && status !== 404)) {
        failures.push(`${targetOf(result)} → ${status}, expected ${expected === 'ok' ? 200 : 404}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  it('a public path in another letter case redirects (308; a department page with an id, 307 to its page) to its canonical spelling on the same origin, keeping the query', () => {
    const failures = [];
    for (const result of results) {
      const canonical = canonicalOf(result.input.path);
      if (!canonical || canonical === result.input.path) continue;
      const location = result.first.headers.get('location');
      const target = location ? new URL(location, site.url) : null;
      const expected = new URL(`${canonical}${result.input.search}`, site.url);
      // A department's page: one 307 to the page the backend names, the canonical route or its twin
      // in the same language (issue 36: one hop); any other page: a 308 to its canonical spelling.
      const [, prefix = '', route = ''] = /^(\/[a-z]{2})?(\/[A-Za-z]+)$/.exec(canonical) ?? [];
      const twin = DEPARTMENT_HOMES[route];
      const paths = twin ? [canonical, `${prefix}${twin}`] : [canonical];
      const sameTarget =
        target?.origin === SITE_URL &&
        paths.includes(target.pathname) &&
        sameQuery(target.search, expected.search);
      if (
        result.first.status !==
          (twin && ID_LIKE.test(new URLSearchParams(result.input.search).getAll('id').at(-1) ?? '')
            ? 307
            : 308) ||
        !sameTarget
      ) {
        failures.push(
          `${targetOf(result)} → ${result.first.status} ${location ?? '(no location)'}`,
        );
      }
    }
    assert.deepEqual(failures, []);
  });

  it('internal paths and paths that are no public route answer 4xx (or a same-origin redirect), never a page', () => {
    const failures = [];
    for (const result of results) {
      const { input, first } = result;
      if (canonicalOf(input.path)) continue;
      const internal = INTERNAL_PATH.test(input.path);
      const location = first.headers.get('location');
      const sameOriginRedirect =
        first.status >= 300 &&
        first.status < 400 &&
        location &&
        new URL(location, site.url).origin === SITE_URL;
      const fine = internal
        ? first.status === 404
        : (first.status >= 400 && first.status < 500) || sameOriginRedirect;
      if (!fine) failures.push(`${targetOf(result)} → ${first.status} ${location ?? ''}`);
    }
    assert.deepEqual(failures, []);
  });

  it('injected markup never comes back unescaped, in the body or in a header', () => {
    const failures = [];
    for (const result of results) {
      for (const page of [result.first, result.final]) {
        const headers = [...page.headers.entries()]
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n');
        const reflected = [
          result.input.markup,
          '<script>alert',
          'onerror=alert',
          '<svg/onload',
          'src=javascript:',
        ]
          .filter(Boolean)
          .filter((needle) => page.body.includes(needle) || headers.includes(needle));
        if (reflected.length > 0)
          failures.push(`${targetOf(result)} → ${page.status} reflects ${reflected.join(', ')}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  it('the server logs no error while answering them (a failed backend call aside)', () => {
    assert.deepEqual(renderErrors(site.log()), []);
  });

  it('a wrong-case redirect stays on the site whatever Host or X-Forwarded-Host the request claims', async () => {
    const failures = [];
    for (const headers of [
      { 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ]) {
      for (const [path, status, pathname] of [
        ['/aboutus', 308, '/AboutUs'],
        ['/dpthome?id=DEP-000002', 307, '/DptHome'],
      ]) {
        const page = await request(`${site.url}${path}`, headers);
        const location = page.headers.get('location');
        const target = location ? new URL(location, site.url) : null;
        if (page.status !== status || target?.origin !== SITE_URL || target.pathname !== pathname) {
          failures.push(
            `${path} ${JSON.stringify(headers)} → ${page.status} Location: ${location}`,
          );
        }
      }
    }
    assert.deepEqual(failures, []);
  });

  it('an internal path with a dot is a 404 neither rendered per path nor stored (a dot once made the middleware skip it)', async () => {
    const failures = [];
    const paths = [
      '/department/zz.1.probe/DptHome',
      '/faculty/zz.2.probe/FacHome',
      '/programme/zz.3.probe/ProHome',
      '/department/DEP-000002/DptHome.rsc',
      '/en/department/zz.4.probe/DptHome',
      '/ur/faculty/zz.5.probe/FacHome',
      '/ur/zz.6.probe',
    ];
    for (const path of paths) {
      // Asked twice: a page rendered and stored for this path says so (MISS, then HIT); the site's
      // one 404 page is a HIT from the first request on, whatever the path.
      for (const round of [1, 2]) {
        const page = await request(`${site.url}${path}`);
        const cache = page.headers.get('x-nextjs-cache');
        if (
          page.status !== 404 ||
          cache === 'MISS' ||
          !/Page not found|صفحہ نہیں ملا/.test(page.body)
        ) {
          failures.push(`${path} (${round}) → ${page.status} x-nextjs-cache: ${cache}`);
        }
      }
    }
    assert.deepEqual(failures, []);
  });

  it('only well-formed ids reach the backend, only as form fields of known functions', async () => {
    const { byCall } = await api.calls();
    const calls = Object.keys(byCall);
    assert.ok(calls.length > 0, 'the well-formed ids were looked up');
    const failures = [];
    for (const call of calls) {
      const [fn, fields = ''] = call.split(' ');
      if (!/^[A-Z_]+$/.test(fn)) failures.push(`function name ${JSON.stringify(fn)}`);
      const names = fields ? fields.split('&').map((field) => field.split('=')[0]) : [];
      if (new Set(names).size !== names.length) failures.push(`${call}: a field given twice`);
      for (const field of fields ? fields.split('&') : []) {
        const [name, value] = field.split('=');
        if (!/^(ID|DeptID|PGM_ID|Typ|CatID)$/.test(name))
          failures.push(`${call}: field ${JSON.stringify(name)}`);
        else if (/^(ID|DeptID|PGM_ID)$/.test(name) && !ID_PATTERN.test(value ?? ''))
          failures.push(`${call}: id ${JSON.stringify(value)}`);
      }
    }
    assert.deepEqual(failures, []);
    // Every well-formed id of a single-id request was looked up under its own value.
    const idsSent = new Set(
      calls.flatMap((call) =>
        [...call.matchAll(/(?:^| |&)(?:ID|DeptID|PGM_ID)=([^&]*)/g)].map((m) => m[1]),
      ),
    );
    const unseen = results
      .filter(
        ({ input, final }) =>
          canonicalOf(input.path) && expectedForId(input.search) === 'ok' && final.status === 200,
      )
      .map(({ input }) => new URLSearchParams(input.search).get('id'))
      .filter((id) => !idsSent.has(id));
    assert.deepEqual(unseen, [], 'well-formed ids the backend never saw');
  });
});
