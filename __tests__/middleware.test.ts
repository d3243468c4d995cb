/** @jest-environment node */
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';

function run(path: string, headers: Record<string, string> = {}) {
  return middleware(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
}

const rewrittenTo = (response: Response) => response.headers.get('x-middleware-rewrite');

describe('middleware', () => {
  it('redirects a wrong-case public path to its canonical spelling on the same origin, keeping the query', () => {
    const response = run('/dpthome?id=DEP-000025', { host: 'localhost:3000' });
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get('location') ?? '', 'http://localhost:3000');
    expect(`${location.origin}${location.pathname}${location.search}`).toBe('http://localhost:3000/DptHome?id=DEP-000025');
  });

  it('redirects a wrong-case Urdu path to the canonical path under /ur, the prefix too', () => {
    for (const [path, canonical] of <[string, string][]>[
      ['/ur/dpthome?id=DEP-000025', '/ur/DptHome?id=DEP-000025'],
      ['/UR/AboutUs', '/ur/AboutUs'],
      ['/Ur', '/ur'],
      ['/ur/programmefinder?level=bs', '/ur/ProgrammeFinder?level=bs'],
    ]) {
      const response = run(path, { host: 'localhost:3000' });
      expect(response.status).toBe(308);
      const location = new URL(response.headers.get('location') ?? '', 'http://localhost:3000');
      expect(`${location.pathname}${location.search}`).toBe(canonical);
    }
  });

  it('never lets a forwarded host point the redirect off the site', () => {
    const response = run('/ABOUTUS', { host: 'localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
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
      ['/ur/department/DEP-000001/DptHome', '/ur/page-not-found'],
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
    expect(rewrittenTo(run('/ur/no-such-page'))).toBe('http://localhost:3000/ur/page-not-found');
    expect(rewrittenTo(run('/fr/AboutUs'))).toBe('http://localhost:3000/en/page-not-found');
    expect(run('/ur/no-such-page').status).toBe(404);
  });

  it('answers the 404 page’s own path in place with status 404, never rewriting it to itself', () => {
    for (const path of ['/en/page-not-found', '/ur/page-not-found']) {
      const response = run(path);
      expect(response.status).toBe(404);
      expect(rewrittenTo(response)).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
    }
    // Any other spelling is just another missing page.
    expect(rewrittenTo(run('/ur/Page-Not-Found'))).toBe('http://localhost:3000/ur/page-not-found');
  });

  it('rewrites on the origin of the URL it was given, whatever the host (a loopback address included)', () => {
    for (const origin of ['http://127.0.0.1:3001', 'http://[::1]:3002', 'https://kust.example.edu.pk']) {
      const request = new NextRequest(new URL('/no-such-page', origin));
      // What skipProxyUrlNormalize (next.config.mjs) gives the middleware: the router's own URL.
      Object.defineProperty(request, 'url', { value: `${origin}/no-such-page` });
      expect(new URL(rewrittenTo(middleware(request)) ?? '').origin).toBe(origin);
    }
  });

  it('answers an id route without a well-formed id with the 404 page, and lets a good id through', () => {
    expect(rewrittenTo(run('/DptHome'))).toBe('http://localhost:3000/en/page-not-found');
    expect(rewrittenTo(run('/ur/ProHome?id=a%20b'))).toBe('http://localhost:3000/ur/page-not-found');
    // As the rewrite's `has` reads a repeated id: the last one.
    expect(rewrittenTo(run('/DptHome?id=DEP-1&id=<b>'))).toBe('http://localhost:3000/en/page-not-found');
    expect(run('/DptHome?id=<b>&id=DEP-1').headers.get('x-middleware-next')).toBe('1');
    expect(run('/ur/DptHome?id=DEP-1').headers.get('x-middleware-next')).toBe('1');
  });
});
