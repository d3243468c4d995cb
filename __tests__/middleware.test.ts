/** @jest-environment node */
import { NextRequest } from 'next/server';
import { LANGUAGES, PREFIXED_LANGUAGES } from '@/lib/i18n/languages';
import { middleware } from '@/middleware';

/** Each language with a prefix (/ur, /sd…), with its prefix: the tests below hold in every one. */
const PREFIXED = PREFIXED_LANGUAGES.map((code) => [code, LANGUAGES[code].prefix] as const);

function run(path: string, headers: Record<string, string> = {}) {
  return middleware(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
}

const rewrittenTo = (response: Response) => response.headers.get('x-middleware-rewrite');

describe('middleware', () => {
  it('redirects a wrong-case public path to its canonical spelling on the same origin, keeping the query', () => {
    const response = run('/faculty?id=DEP-000025&x=%20', { host: 'localhost:3000' });
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get('location') ?? '', 'http://localhost:3000');
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(
      'http://localhost:3000/Faculty?id=DEP-000025&x=%20',
    );
  });

  // Issue 36: /dpthome?id= of an office went /DptHome?id= (case), then /AdmHome?id= (twin). The
  // app's route answers it with the one redirect, to the twin the backend names.
  it.each<readonly [string, string]>([['en', ''], ...PREFIXED])(
    'sends a wrong-case department page in %s to the route that redirects once to its twin',
    (code, prefix) => {
      for (const [path, route] of <[string, string][]>[
        [`${prefix}/dpthome?id=DEP-000025&utm=a%20b`, 'DptHome'],
        [`${prefix.toUpperCase()}/ADMHOME?id=DEP-000001&utm=a%20b`, 'AdmHome'],
        [`${prefix}/admHome?id=x&id=DEP-000025&utm=a%20b`, 'AdmHome'],
      ]) {
        const response = run(path, { host: 'localhost:3000' });
        expect(response.headers.get('location')).toBeNull();
        const id = path.includes('DEP-000001') ? 'DEP-000001' : 'DEP-000025';
        const query = path.slice(path.indexOf('?'));
        expect(rewrittenTo(response)).toBe(
          `http://localhost:3000/${code}/department/${id}/wrong-case/${route}${query}`,
        );
        // The query byte for byte, which a rewrite's own query does not keep (%20 becomes +).
        expect(response.headers.get('x-middleware-request-x-kust-asked-query')).toBe(query);
      }
    },
  );

  it('redirects a wrong-case department page without a well-formed id by its case alone (its page then answers 404)', () => {
    const response = run('/dpthome?id=bad%20id', { host: 'localhost:3000' });
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get('location') ?? '', 'http://localhost:3000').pathname).toBe(
      '/DptHome',
    );
  });

  it.each(PREFIXED)(
    'redirects a wrong-case %s path to the canonical path under %s, the prefix too',
    (_, prefix) => {
      const capitalised = `/${prefix.charAt(1).toUpperCase()}${prefix.slice(2)}`;
      for (const [path, canonical] of <[string, string][]>[
        [`${prefix}/faculty?id=DEP-000025`, `${prefix}/Faculty?id=DEP-000025`],
        [`${prefix.toUpperCase()}/AboutUs`, `${prefix}/AboutUs`],
        [capitalised, prefix],
        [`${prefix}/programmefinder?level=bs`, `${prefix}/ProgrammeFinder?level=bs`],
      ]) {
        const response = run(path, { host: 'localhost:3000' });
        expect(response.status).toBe(308);
        const location = new URL(response.headers.get('location') ?? '', 'http://localhost:3000');
        expect(`${location.pathname}${location.search}`).toBe(canonical);
      }
    },
  );

  // Next sends a redirect relative when its origin is the router's (request.url); nextUrl names a
  // loopback host `localhost`, which left every redirect absolute on http://localhost:<port>
  // for instances bound to 127.0.0.1 (issue 34, N10). The build defines this variable from
  // next.config.mjs's skipProxyUrlNormalize: request.url is then the router's URL as it is.
  describe('as built (skipProxyUrlNormalize)', () => {
    beforeAll(() => {
      process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE = 'true';
    });
    afterAll(() => {
      delete process.env.__NEXT_NO_MIDDLEWARE_URL_NORMALIZE;
    });
    it.each(['http://127.0.0.1:40067', 'http://[::1]:3001', 'http://0.0.0.0:3000'])(
      'builds the redirect on the router’s own origin %s, never on localhost',
      (origin) => {
        const response = middleware(
          new NextRequest(`${origin}/UR/aboutus?x=1&y=%20`, {
            headers: { host: 'www.example.edu.pk' },
          }),
        );
        expect(response.status).toBe(308);
        expect(response.headers.get('location')).toBe(`${origin}/ur/AboutUs?x=1&y=%20`);
      },
    );
  });

  it('never lets a forwarded host point the redirect off the site', () => {
    const response = run('/ABOUTUS', {
      host: 'localhost:3000',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    const location = response.headers.get('location') ?? '';
    expect(location).not.toContain('evil.example');
    expect(new URL(location, 'http://localhost:3000').pathname).toBe('/AboutUs');
  });

  it('answers an internal path typed directly with the 404 page of its language, status 404', () => {
    for (const [path, page] of <[string, string][]>[
      ['/department/DEP-000001/DptHome', '/en/page-not-found'],
      ['/Faculty/FAC-1/FacHome', '/en/page-not-found'],
      ['/programme/PGM-1/ProHome', '/en/page-not-found'],
      ['/en/department/DEP-000001/DptHome', '/en/page-not-found'],
      ...PREFIXED.map(([code, prefix]): [string, string] => [
        `${prefix}/department/DEP-000001/DptHome`,
        `/${code}/page-not-found`,
      ]),
      // The English pages' internal paths: /AboutUs is the one URL of the English page.
      ['/en/AboutUs', '/en/page-not-found'],
      ['/en', '/en/page-not-found'],
    ]) {
      const response = run(path);
      expect(response.status).toBe(404);
      expect(rewrittenTo(response)).toBe(`http://localhost:3000${page}`);
    }
  });

  it('answers unknown paths with the 404 page of the language the path is in', () => {
    expect(rewrittenTo(run('/no-such-page'))).toBe('http://localhost:3000/en/page-not-found');
    for (const [code, prefix] of PREFIXED) {
      expect(rewrittenTo(run(`${prefix}/no-such-page`))).toBe(
        `http://localhost:3000/${code}/page-not-found`,
      );
      expect(run(`${prefix}/no-such-page`).status).toBe(404);
    }
    expect(rewrittenTo(run('/fr/AboutUs'))).toBe('http://localhost:3000/en/page-not-found');
  });

  it('answers the 404 page’s own path in place with status 404, never rewriting it to itself', () => {
    for (const path of [
      '/en/page-not-found',
      ...PREFIXED.map(([code]) => `/${code}/page-not-found`),
    ]) {
      const response = run(path);
      expect(response.status).toBe(404);
      expect(rewrittenTo(response)).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
    }
    // Any other spelling is just another missing page.
    for (const [code, prefix] of PREFIXED)
      expect(rewrittenTo(run(`${prefix}/Page-Not-Found`))).toBe(
        `http://localhost:3000/${code}/page-not-found`,
      );
  });

  it('rewrites on the origin of the URL it was given, whatever the host (a loopback address included)', () => {
    for (const origin of [
      'http://127.0.0.1:3001',
      'http://[::1]:3002',
      'https://kust.example.edu.pk',
    ]) {
      const request = new NextRequest(new URL('/no-such-page', origin));
      // What skipProxyUrlNormalize (next.config.mjs) gives the middleware: the router's own URL.
      Object.defineProperty(request, 'url', { value: `${origin}/no-such-page` });
      expect(new URL(rewrittenTo(middleware(request)) ?? '').origin).toBe(origin);
    }
  });

  it('answers an id route without a well-formed id with the 404 page, and lets a good id through', () => {
    expect(rewrittenTo(run('/DptHome'))).toBe('http://localhost:3000/en/page-not-found');
    for (const [code, prefix] of PREFIXED)
      expect(rewrittenTo(run(`${prefix}/ProHome?id=a%20b`))).toBe(
        `http://localhost:3000/${code}/page-not-found`,
      );
    // As the rewrite's `has` reads a repeated id: the last one.
    expect(rewrittenTo(run('/DptHome?id=DEP-1&id=<b>'))).toBe(
      'http://localhost:3000/en/page-not-found',
    );
    expect(run('/DptHome?id=<b>&id=DEP-1').headers.get('x-middleware-next')).toBe('1');
    for (const [, prefix] of PREFIXED)
      expect(run(`${prefix}/DptHome?id=DEP-1`).headers.get('x-middleware-next')).toBe('1');
  });

  // Issue 49, N20: the optimiser fetched these inside the server, got the router's redirect and
  // answered 500.
  it('refuses an image url the router would redirect with a 400, and lets the others through to the optimiser', () => {
    const image = (url: string) => run(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
    for (const url of [
      '/backend-image//demo/x.jpg',
      '/icons//icon-192.png',
      '/\\x/icons/icon-192.png',
      '/icons\\icon-192.png',
      '/backend-image/demo/',
    ]) {
      const response = image(url);
      expect([url, response.status]).toEqual([url, 400]);
      expect(response.headers.get('x-middleware-next')).toBeNull();
    }
    for (const url of [
      '/icons/icon-192.png',
      '/backend-image/demo/x.jpg?v=2&sig=a//b',
      'https://example.com//x.png',
      '/',
    ]) {
      expect([url, image(url).headers.get('x-middleware-next')]).toEqual([url, '1']);
    }
    // Several urls: the optimiser's own 400.
    expect(
      run('/_next/image?url=%2F%2Fa&url=%2Fb&w=64&q=75').headers.get('x-middleware-next'),
    ).toBe('1');
  });
});
