// @ts-check
// The security headers of every response, computed from an environment (issue 16, finding 11).
// next.config.mjs's headers() computes them at `next build`, which writes them into the
// build's routes-manifest.json; `next start` reads them from there, so a server started with
// another MAP_EMBED_URL, APPAPI_URL or SITE_URL would send the build's. `npm start`
// (scripts/start.mjs) therefore writes the ones of its own environment into the manifest
// before Next reads it: applyRuntimeSecurityHeaders below.
import { replaceHeaderRule } from './next-internals/routes-manifest.mjs';

/** The source of the one header rule of next.config.mjs: every path of the site. */
export const SECURITY_HEADERS_SOURCE = '/:path*';

const DEFAULT_MAP_EMBED_URL = 'https://www.openstreetmap.org/export/embed.html';

/** @param {string | undefined} url */
function originOf(url) {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * Security headers of every response for `env`. Pages are static or ISR HTML, so a per-request
 * nonce is not possible: Next's own inline bootstrap scripts need 'unsafe-inline' (no
 * third-party script is ever loaded: script-src stays 'self'). Images may come from any https
 * host (the backend may link them anywhere) and from the backend itself: its raster images
 * reach the page through the site's /backend-image route, but an SVG is never optimised nor
 * served from the site's own origin (it may hold script), so the browser loads it from the
 * backend. Frames only from YouTube and the map.
 *
 * @param {Record<string, string | undefined>} env
 * @param {{ dev?: boolean }} [options] dev: `next dev` (eval and its websocket)
 * @returns {{ key: string, value: string }[]}
 */
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

/**
 * Writes the security headers of `env` into the build in `distDir` (its routes-manifest.json,
 * the rule of SECURITY_HEADERS_SOURCE that sets the CSP), for `next start` to read. Atomic (a
 * temporary file renamed over the manifest, so a server starting meanwhile reads the old or
 * the new file whole) and nothing is written when the build already holds them. Returns
 * 'unchanged', 'updated' or 'no build' (no manifest: `next start` says so itself). Throws when
 * the manifest has no such rule (a build made by other code: build again).
 *
 * @param {string} distDir
 * @param {Record<string, string | undefined>} env
 * @returns {'unchanged' | 'updated' | 'no build'}
 */
export function applyRuntimeSecurityHeaders(distDir, env) {
  return replaceHeaderRule(
    distDir,
    SECURITY_HEADERS_SOURCE,
    'content-security-policy',
    securityHeaders(env),
  );
}

/**
 * What a start script does before Next starts (scripts/start.mjs, scripts/standalone-server.mjs):
 * this environment's headers into the build, said in the log when they differed from the build's;
 * a build that cannot take them stops the process with the reason.
 *
 * @param {string} distDir
 * @param {Record<string, string | undefined>} env
 */
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
