// @ts-check
// `next build` bakes these in; the start scripts write the running server's (docs/security.md).
import { replaceHeaderRule } from '../next-internals/routes-manifest.mjs';

export const SECURITY_HEADERS_SOURCE = '/:path*';

const DEFAULT_MAP_EMBED_URL = 'https://www.openstreetmap.org/export/embed.html';

function originOf(/** @type {string | undefined} */ url) {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** No nonce on cached pages (docs/security.md). @param {Record<string, string | undefined>} env */
export function securityHeaders(env, { dev = false } = {}) {
  const siteIsHttps = env.SITE_URL?.trim().startsWith('https://');
  const backend = originOf(env.APPAPI_URL?.trim());
  const map = originOf(env.MAP_EMBED_URL?.trim() || DEFAULT_MAP_EMBED_URL);
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${backend ? ` ${backend}` : ''}`,
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    `frame-src https://www.youtube.com https://www.youtube-nocookie.com${map ? ` ${map}` : ''}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(siteIsHttps ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    ...(siteIsHttps
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ];
}

/** @param {string} distDir @param {Record<string, string | undefined>} env */
export function applyRuntimeSecurityHeaders(distDir, env) {
  return replaceHeaderRule(
    distDir,
    SECURITY_HEADERS_SOURCE,
    'content-security-policy',
    securityHeaders(env),
  );
}

/** @param {string} distDir @param {Record<string, string | undefined>} env */
export function applyRuntimeSecurityHeadersOrExit(distDir, env) {
  try {
    if (applyRuntimeSecurityHeaders(distDir, env) === 'updated') {
      console.log(
        `Security headers: set from this environment in ${distDir}/routes-manifest.json (the build's differed)`,
      );
    }
  } catch (error) {
    console.error(`Security headers: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
