import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';

/** @type {{ path: string, internal?: string }[]} */
const routes = JSON.parse(readFileSync(new URL('./lib/routes.json', import.meta.url), 'utf8'));

// A well-formed id (CONTRACT.md). Anything else does not match, so the public path has no page
// and answers 404; odd characters never reach a path segment or the ISR cache.
const ID_VALUE = '(?<id>[A-Za-z0-9_-]{1,64})';

function imageOrigins() {
  const url = process.env.APPAPI_URL?.trim();
  if (!url) return [];
  try {
    const { protocol, hostname, port } = new URL(url);
    return [{ protocol: protocol.replace(':', ''), hostname, port, pathname: '/**' }];
  } catch {
    return [];
  }
}

function originOf(url) {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

const DEFAULT_MAP_EMBED_URL = 'https://www.openstreetmap.org/export/embed.html';

/**
 * Security headers of every response. Pages are static or ISR HTML, so a per-request nonce is
 * not possible: Next's own inline bootstrap scripts need 'unsafe-inline' (no third-party
 * script is ever loaded: script-src stays 'self'). Images may come from any https host (the
 * backend may link them anywhere); frames only from YouTube and the map.
 */
function securityHeaders() {
  const siteIsHttps = process.env.SITE_URL?.trim().startsWith('https://');
  const dev = process.env.NODE_ENV === 'development';
  const backend = originOf(process.env.APPAPI_URL?.trim());
  const map = originOf(process.env.MAP_EMBED_URL?.trim() || DEFAULT_MAP_EMBED_URL);
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
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    ...(siteIsHttps ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/** PAGE_CACHE_MAX_MB (CONTRACT.md, "Under a flood"): the bound of each cache the site keeps. */
function cacheMegabytes() {
  const value = Number(process.env.PAGE_CACHE_MAX_MB?.trim());
  return Number.isInteger(value) && value > 0 ? value : 256;
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Benchmarks and fault tests build against their own demo backend into their own folder.
  distDir: process.env.NEXT_DIST_DIR?.trim() || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // The stylesheet goes into the HTML as <style>: no render-blocking request before the first
    // paint, which is the longest wait on a slow mobile network (Lighthouse LCP, issue 5).
    inlineCss: true,
  },
  transpilePackages: ['swiper'],
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: imageOrigins(),
    // Next 16 refuses to optimise images whose host resolves to a private address; a university
    // backend often sits on the campus network (or on 127.0.0.1 in our tests). remotePatterns
    // admits only APPAPI_URL's origin, so this trusts exactly the backend the operator configured,
    // as Next 15 did.
    dangerouslyAllowLocalIP: imageOrigins().length > 0,
    // Optimised images are kept on disk, least recently used first out, within the same bound.
    maximumDiskCacheSize: cacheMegabytes() * 1024 * 1024,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
  async rewrites() {
    // The public URL (/DptHome?id=X) is served by an ISR path-param route
    // (/department/X/DptHome); the browser keeps the public URL.
    return routes
      .filter((route) => route.internal)
      .map((route) => ({
        source: route.path,
        has: [{ type: 'query', key: 'id', value: ID_VALUE }],
        destination: route.internal,
      }));
  },
};

/**
 * The running server's pages are cached by lib/page-cache/handler.mjs: in memory within
 * PAGE_CACHE_MAX_MB, least recently used and unknown ids first out, never on disk, and shared
 * through Redis when REDIS_URL is set (Next's own memory cache would be a second, unbounded
 * copy). Not during `next build`: webpack would bundle the handler, Redis client and all, into
 * the middleware's edge bundle, which cannot load node: modules; the build's prerendered pages
 * are written by Next as usual, once, as part of the build.
 */
export default function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) return nextConfig;
  return {
    ...nextConfig,
    cacheHandler: fileURLToPath(new URL('./lib/page-cache/handler.mjs', import.meta.url)),
    cacheMaxMemorySize: 0,
  };
}
