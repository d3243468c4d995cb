// Security and caching headers on every kind of response (lib/http/security-headers.mjs,
// docs/performance.md): pages, a 404, a redirect, public and bundle files, sitemap
// and robots. They follow the environment the server is started with, not the build's (issue
// 16, finding 11): the same build started with another map and an https SITE_URL frames that
// map and sends HSTS, and started again as built, sends the build's headers again.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT, ROUTE_URLS, SUITE, suiteEnv } from '../support/config.mjs';
import { get } from '../support/site.mjs';
import { API_URL, requireBuild, startBackend, startFreshSite } from '../support/suite.mjs';

const MAP_ORIGIN = 'https://www.openstreetmap.org';
const YOUTUBE = /^https:\/\/www\.youtube(-nocookie)?\.com$/;

let api;
let site;
/** { label, path, status, headers } of every response checked. */
let responses;

before(async () => {
  requireBuild();
  api = await startBackend();
  site = await startFreshSite('headers');
  const home = await get(`${site.url}/`);
  const asset = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
  assert.ok(asset, 'the home page loads a script from /_next/static');
  const targets = [
    ...ROUTE_URLS.filter((path) => path !== '/sitemap.xml').map((path) => ['page', path]),
    ['404 page', '/no-such-page'],
    ['404 for a malformed id', '/DptHome?id=%3Cscript%3E'],
    ['redirect', '/aboutus'],
    ["a department page's redirect", '/dpthome?id=DEP-000002'],
    ['public file', '/logo.svg'],
    ['bundle asset', asset],
    ['sitemap', '/sitemap.xml'],
    ['robots.txt', '/robots.txt'],
  ];
  // The first round renders every page in this process (or regenerates what an earlier run left
  // in the ISR cache); the second is what visitors of a running site get.
  for (const round of ['prime', 'check']) {
    responses = [];
    for (const [label, path] of targets) {
      const { status, headers } = await get(`${site.url}${path}`);
      responses.push({ label, path, status, headers });
    }
    if (round === 'prime') await sleep(SUITE.timeoutMs);
  }
});
after(async () => {
  await site?.stop();
  await api?.stop();
});

/** Directives of a Content-Security-Policy value: { 'default-src': ["'self'"], ... }. */
function directives(csp) {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** What is wrong with one response's security headers. */
function securityProblems({ headers }) {
  const problems = [];
  const csp = headers.get('content-security-policy');
  if (!csp) return ['no Content-Security-Policy'];
  const policy = directives(csp);
  if (policy['default-src']?.join(' ') !== "'self'")
    problems.push(`default-src is ${policy['default-src']}`);
  const scriptSources = policy['script-src'] ?? policy['default-src'] ?? [];
  const foreign = scriptSources.filter(
    (source) =>
      !/^'(self|unsafe-inline|strict-dynamic|nonce-[^']+|sha(256|384|512)-[^']+)'$/.test(source),
  );
  if (foreign.length > 0) problems.push(`script-src allows ${foreign.join(' ')}`);
  if (policy['frame-ancestors']?.join(' ') !== "'none'")
    problems.push(`frame-ancestors is ${policy['frame-ancestors']}`);
  if (!policy['img-src']?.includes(API_URL)) problems.push(`img-src lacks the backend ${API_URL}`);
  const frames = policy['frame-src'] ?? [];
  if (!frames.some((source) => YOUTUBE.test(source)))
    problems.push('frame-src does not allow YouTube');
  if (!frames.some((source) => source.startsWith(MAP_ORIGIN)))
    problems.push('frame-src does not allow the map');
  if (headers.get('x-content-type-options') !== 'nosniff')
    problems.push('no X-Content-Type-Options: nosniff');
  if (!headers.get('referrer-policy')) problems.push('no Referrer-Policy');
  if (!headers.get('permissions-policy')) problems.push('no Permissions-Policy');
  if (!/^(DENY|SAMEORIGIN)$/i.test(headers.get('x-frame-options') ?? ''))
    problems.push('no X-Frame-Options');
  if (headers.get('x-powered-by')) problems.push(`X-Powered-By: ${headers.get('x-powered-by')}`);
  if (headers.get('strict-transport-security'))
    problems.push('Strict-Transport-Security on an http site');
  return problems;
}

/** next.config.mjs's headers() for `env`, computed in a child process (it reads process.env). */
function configuredHeaders(env) {
  const script = `
    const { default: configFor } = await import(${JSON.stringify(`${ROOT}next.config.mjs`)});
    const rules = await (await configFor('phase-production-server')).headers();
    console.log(JSON.stringify(Object.fromEntries(rules[0].headers.map(({ key, value }) => [key.toLowerCase(), value]))));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

describe('security headers on every kind of response', () => {
  it('every response answers (pages 200, the 404s 404, the redirects 308 and 307, files 200)', () => {
    const expected = {
      '404 page': 404,
      '404 for a malformed id': 404,
      redirect: 308,
      "a department page's redirect": 307,
    };
    const wrong = responses
      .filter((response) => response.status !== (expected[response.label] ?? 200))
      .map(({ label, path, status }) => `${label} ${path}: ${status}`);
    assert.deepEqual(wrong, []);
  });

  it("every response sends a CSP (default-src 'self', no foreign script host, frame-ancestors 'none', the backend's images, YouTube and map frames), nosniff, Referrer-Policy, Permissions-Policy and X-Frame-Options, and no X-Powered-By", () => {
    const problems = responses.flatMap((response) =>
      securityProblems(response).map((problem) => `${response.label} ${response.path}: ${problem}`),
    );
    assert.deepEqual(problems, []);
  });

  it('no response sends Strict-Transport-Security while SITE_URL is http', () => {
    const withHsts = responses
      .filter(({ headers }) => headers.has('strict-transport-security'))
      .map(({ path }) => path);
    assert.deepEqual(withHsts, []);
  });

  it('pages served from the ISR cache send Cache-Control with s-maxage and stale-while-revalidate', () => {
    assert.deepEqual(cacheControlProblems(responses.filter(({ label }) => label === 'page')), []);
  });
});

/** Pages whose Cache-Control does not let a CDN keep them (s-maxage, stale-while-revalidate). */
function cacheControlProblems(pages) {
  return pages
    .filter(
      ({ headers }) =>
        !/s-maxage=\d+/.test(headers.get('cache-control') ?? '') ||
        !/stale-while-revalidate/.test(headers.get('cache-control') ?? ''),
    )
    .map(
      ({ path, headers }) =>
        `${path}: Cache-Control ${headers.get('cache-control')} (x-nextjs-cache ${headers.get('x-nextjs-cache')})`,
    );
}

describe('caching headers after a restart', () => {
  // Next keeps the revalidate time of pages generated at run time in memory only, so right
  // after a restart such a page is served once as STALE without Cache-Control while it is
  // regenerated; from the next response on it carries the CDN headers again.
  it('a restarted server regenerates the pages it finds in its ISR cache and sends them with s-maxage and stale-while-revalidate again', async () => {
    await site.stop();
    site = await startFreshSite('headers');
    const paths = ROUTE_URLS.filter((url) => url !== '/sitemap.xml');
    for (const path of paths) await get(`${site.url}${path}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const pages = [];
    for (const path of paths) {
      const { headers } = await get(`${site.url}${path}`);
      pages.push({ path, headers });
    }
    assert.deepEqual(cacheControlProblems(pages), []);
  });
});

describe("the headers follow the server's environment, not the build's", () => {
  it('the running site sends exactly the headers next.config.mjs computes for its environment', () => {
    const configured = configuredHeaders(suiteEnv());
    const page = responses.find(({ path }) => path === '/');
    const differences = Object.entries(configured)
      .filter(([name, value]) => page.headers.get(name) !== value)
      .map(([name, value]) => `${name}: configured ${value}, sent ${page.headers.get(name)}`);
    assert.deepEqual(differences, []);
  });

  it('the build started with another MAP_EMBED_URL and an https SITE_URL frames that map and sends HSTS (at least a year) on every kind of response', async () => {
    const runtime = {
      MAP_EMBED_URL: 'https://maps.runtime.example/embed.html?bbox=1',
      SITE_URL: 'https://www.runtime.example.edu.pk',
    };
    await site.stop();
    site = await startFreshSite('headers', runtime);
    const problems = [];
    // The home page, the page with the map, and every kind of response that is not a page.
    const targets = responses.filter(
      ({ label, path }) => label !== 'page' || path === '/' || path === '/ContactUs',
    );
    for (const { label, path } of targets) {
      const { headers } = await get(`${site.url}${path}`);
      const policy = directives(headers.get('content-security-policy') ?? '');
      const frames = policy['frame-src'] ?? [];
      if (!frames.includes('https://maps.runtime.example'))
        problems.push(`${label} ${path}: frame-src ${frames.join(' ')}`);
      if (frames.some((source) => source.startsWith(MAP_ORIGIN)))
        problems.push(`${label} ${path}: frame-src still allows the build's map`);
      if (!('upgrade-insecure-requests' in policy))
        problems.push(`${label} ${path}: no upgrade-insecure-requests`);
      const maxAge = Number(
        /max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1],
      );
      if (!(maxAge >= 31_536_000))
        problems.push(
          `${label} ${path}: Strict-Transport-Security ${headers.get('strict-transport-security')}`,
        );
    }
    assert.deepEqual(problems, []);
  });

  it("the build started again with the build's environment sends the build's headers again (no HSTS on an http site)", async () => {
    await site.stop();
    site = await startFreshSite('headers');
    const configured = configuredHeaders(suiteEnv());
    const { headers } = await get(`${site.url}/`);
    const differences = Object.entries(configured)
      .filter(([name, value]) => headers.get(name) !== value)
      .map(([name, value]) => `${name}: configured ${value}, sent ${headers.get(name)}`);
    assert.deepEqual(differences, []);
    assert.equal(headers.get('strict-transport-security'), null);
  });
});
