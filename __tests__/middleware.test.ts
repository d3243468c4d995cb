/** @jest-environment node */
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';

function run(path: string, headers: Record<string, string> = {}) {
  return middleware(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
}

describe('middleware', () => {
  it('redirects a wrong-case public path to its canonical spelling on the same origin, keeping the query', () => {
    const response = run('/dpthome?id=DEP-000025', { host: 'localhost:3000' });
    expect(response.status).toBe(308);
    const location = new URL(response.headers.get('location') ?? '', 'http://localhost:3000');
    expect(`${location.origin}${location.pathname}${location.search}`).toBe('http://localhost:3000/DptHome?id=DEP-000025');
  });

  it('never lets a forwarded host point the redirect off the site', () => {
    const response = run('/ABOUTUS', { host: 'localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    const location = response.headers.get('location') ?? '';
    expect(location).not.toContain('evil.example');
    expect(new URL(location, 'http://localhost:3000').pathname).toBe('/AboutUs');
  });

  it('answers an internal path typed directly with the 404 page', () => {
    for (const path of ['/department/DEP-000001/DptHome', '/Faculty/FAC-1/FacHome', '/programme/PGM-1/ProHome']) {
      const response = run(path);
      expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/404');
    }
  });

  it('lets other paths through untouched', () => {
    const response = run('/no-such-page');
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('location')).toBeNull();
  });
});
