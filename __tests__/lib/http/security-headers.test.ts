/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  applyRuntimeSecurityHeaders,
  SECURITY_HEADERS_SOURCE,
  securityHeaders,
} from '@/lib/http/security-headers.mjs';

// The security headers follow the environment the server runs with (issue 16, finding 11):
// `npm start` writes its own environment's into the build's routes-manifest.json, where
// `next build` wrote the build's and where `next start` reads them.

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((entry) => entry.key === key)?.value;
const directive = (csp: string | undefined, name: string) =>
  csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('securityHeaders(env)', () => {
  it('frames the map of MAP_EMBED_URL (OpenStreetMap by default), and images of APPAPI_URL', () => {
    const csp = header(
      securityHeaders({
        MAP_EMBED_URL: 'https://maps.example.org/embed?x=1',
        APPAPI_URL: 'http://10.1.2.3:8080/api',
      }),
      'Content-Security-Policy',
    );
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://maps.example.org',
    );
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: blob: https: http://10.1.2.3:8080",
    );
    expect(
      directive(header(securityHeaders({}), 'Content-Security-Policy'), 'frame-src'),
    ).toContain('https://www.openstreetmap.org');
  });

  it('sends HSTS and upgrade-insecure-requests only for an https SITE_URL', () => {
    const https = securityHeaders({ SITE_URL: 'https://www.kust.example.edu.pk' });
    expect(header(https, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(header(https, 'Content-Security-Policy')).toContain('upgrade-insecure-requests');
    const http = securityHeaders({ SITE_URL: 'http://127.0.0.1:3000' });
    expect(header(http, 'Strict-Transport-Security')).toBeUndefined();
    expect(header(http, 'Content-Security-Policy')).not.toContain('upgrade-insecure-requests');
  });
});

describe('applyRuntimeSecurityHeaders(distDir, env)', () => {
  let dir: string;
  const manifestPath = () => join(dir, 'routes-manifest.json');
  const skewCookie = {
    source: SECURITY_HEADERS_SOURCE,
    headers: [{ key: 'Set-Cookie', value: '__vdpl=1; Path=/' }],
    regex: '^(?:/(.*))?$',
  };
  const buildManifest = (env: Record<string, string>) => ({
    version: 3,
    headers: [
      skewCookie,
      { source: SECURITY_HEADERS_SOURCE, headers: securityHeaders(env), regex: '^(?:/(.*))?$' },
    ],
    rewrites: { beforeFiles: [], afterFiles: [{ source: '/DptHome' }], fallback: [] },
  });
  const read = () => JSON.parse(readFileSync(manifestPath(), 'utf8'));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("replaces the build's headers with those of the running environment, and nothing else", () => {
    const built = buildManifest({
      MAP_EMBED_URL: 'https://maps.build.example/embed',
      SITE_URL: 'http://localhost:3000',
    });
    writeFileSync(manifestPath(), JSON.stringify(built));
    const runtime = {
      MAP_EMBED_URL: 'https://www.openstreetmap.org/export/embed.html',
      SITE_URL: 'https://www.kust.example.edu.pk',
    };
    expect(applyRuntimeSecurityHeaders(dir, runtime)).toBe('updated');
    expect(read()).toEqual({
      ...built,
      headers: [skewCookie, { ...built.headers[1], headers: securityHeaders(runtime) }],
    });
    expect(readdirSync(dir)).toEqual(['routes-manifest.json']);
  });

  it('writes nothing when the build already holds them', () => {
    writeFileSync(
      manifestPath(),
      JSON.stringify(buildManifest({ SITE_URL: 'http://localhost:3000' })),
    );
    const before = statSync(manifestPath());
    expect(applyRuntimeSecurityHeaders(dir, { SITE_URL: 'http://localhost:3000' })).toBe(
      'unchanged',
    );
    const after = statSync(manifestPath());
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });

  it('leaves a missing build to next start, and refuses a build without the rule', () => {
    expect(applyRuntimeSecurityHeaders(dir, {})).toBe('no build');
    writeFileSync(manifestPath(), JSON.stringify({ version: 3, headers: [skewCookie] }));
    expect(() => applyRuntimeSecurityHeaders(dir, {})).toThrow(
      /no header rule for \/:path\*: build the site again/,
    );
  });
});
