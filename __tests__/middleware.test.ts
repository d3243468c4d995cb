/** @jest-environment node */
import { NextRequest } from 'next/server';
import { middleware } from '@/middleware';

function run(path: string, headers: Record<string, string> = {}) {
  return middleware(new NextRequest(new URL(path, 'http://localhost:3000'), { headers }));
}

describe('middleware', () => {
  it('redirects a wrong-case public path to its canonical spelling, keeping the query', () => {
    const response = run('/dpthome?id=DEP-000025', { host: 'www.uni.test' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://www.uni.test/DptHome?id=DEP-000025');
  });

  it('builds the redirect from the forwarded host and protocol behind a proxy', () => {
    const response = run('/ABOUTUS', { host: 'internal:3000', 'x-forwarded-host': 'uni.example', 'x-forwarded-proto': 'https' });
    expect(response.headers.get('location')).toBe('https://uni.example/AboutUs');
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
