import { readFileSync } from 'node:fs';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { SECURITY_HEADERS_SOURCE, securityHeaders } from './lib/http/security-headers.mjs';
import './lib/config/guard.mjs'; // APPAPI_URL without APPAPI_KEY: build and start stop at once
import { phoneLayerPlugins } from './lib/next-internals/build/phone-layer.mjs';
import { clientStart } from './lib/next-internals/client-start.mjs';
import { SERVICE_WORKER_PATH, serviceWorkerBuild } from './lib/offline/service-worker-build.mjs';
import { runningServerConfig } from './lib/page-cache/server-config.mjs';

/** @type {{ path: string, internal?: string }[]} */
const routes = JSON.parse(
  readFileSync(new URL('./lib/routing/routes.json', import.meta.url), 'utf8'),
);
/** @type {Record<string, { prefix: string }>} */
const languages = JSON.parse(
  readFileSync(new URL('./lib/i18n/languages.json', import.meta.url), 'utf8'),
);

// A well-formed id (docs/behaviour.md, Public URLs). Anything else does not match, so the public path has no page
// and answers 404; odd characters never reach a path segment or the ISR cache.
const ID_VALUE = '(?<id>[A-Za-z0-9_-]{1,64})';

/** The raster image files the optimiser may read from the site (next/image's `localPatterns`), either case. */
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif']
  .flatMap((ext) => [ext, ext.toUpperCase()])
  .join(',');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Benchmarks and fault tests build against their own demo backend into their own folder.
  distDir: process.env.NEXT_DIST_DIR?.trim() || '.next',
  poweredByHeader: false,
  // The middleware's request.url is the URL Next's router works with, not a copy with a loopback
  // host rewritten to `localhost`: started on 127.0.0.1 or ::1 (the systemd unit, npm run stack),
  // the router took the 404 rewrite built from that copy for another origin and proxied it to
  // itself, ~250 requests deep, until the edge gave up at 30 s (issue 29, N1;
  // vercel/next.js#94745). The flag changes nothing else here: it concerns /_next/data URLs,
  // which only the Pages Router has.
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  experimental: {
    // No inlineCss: the site's one stylesheet is a cached file every page links (app/site.css).
    // Inlined, it travelled twice in every page's HTML (vercel/next.js#98079) and a phone parsed
    // both copies on every page it opened (issue 35). A kept page carries the rules its first
    // paint needs instead, once (lib/page-cache/first-paint-css.mjs, issue 52).
    // Every page is under app/[lang]/, so there is no root layout for a URL that matches no
    // route at all (a dotted junk path): app/global-not-found.tsx answers it.
    globalNotFound: true,
  },
  transpilePackages: ['swiper'],
  // One copy per process, loaded by Node: the metrics registry is shared by every bundle (lib/ops/metrics.mjs).
  serverExternalPackages: ['prom-client'],
  // /api/health reads its build's BUILD_ID at run time by a computed path, which the tracer takes
  // for every BUILD_ID under the project: other build folders' (.next, .next-bench…) and their
  // standalone copies ended up in the bundle. None is traced; the build's own is always deployed.
  outputFileTracingExcludes: { '/api/health': ['**/BUILD_ID'] },
  // The preview images read their fonts and the logo with fs (lib/seo/preview-image/render.ts): the
  // deployed route must carry them (a Vercel function has no public/ folder of its own).
  outputFileTracingIncludes: {
    // The key is a glob over route names: brackets would be a character class.
    '/og/**': [
      './node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      './node_modules/@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
      './node_modules/@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf',
      './node_modules/@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf',
      './public/logo.svg',
    ],
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // No remote image is ever fetched by the optimiser: it follows redirects from an allowed host
    // without checking them (issue 16, finding 2). Backend images come through the site's own
    // route (app/backend-image/, lib/appapi/backend-image.ts), which asks APPAPI_URL's origin
    // only and follows no redirect; the optimiser reads them as site files.
    remotePatterns: [],
    dangerouslyAllowLocalIP: false,
    localPatterns: [
      // Image files of public/ (and imported ones, /_next/static/media/), without a query. Only
      // image files: the optimiser fetches the path inside the server and answered 500 when that
      // was a redirect (a page in the wrong case, /_next/image?url=%2Faboutus), counted as a
      // server error anyone could cause (issue 34, N15); now such a url is a 400. Not /og/:
      // preview images are for link previews, and redirect for made-up ids.
      ...['/!(og)/**/', '/'].map((dir) => ({
        pathname: `${dir}*.{${IMAGE_EXTENSIONS}}`,
        search: '',
      })),
      // Backend images keep the backend's query (a version, a size); `search` unset: any.
      { pathname: '/backend-image/**' },
    ],
    // The widths a srcset offers: the hero fills the screen (1920 px covers a full-HD screen;
    // the slides are 1600 px wide), everything else sits in the 1200 px container, and the small
    // sizes are the 56–64 px icons and photos at 1× and 2×. Each width is one more URL per
    // picture in the page's HTML (27 pictures on the home page); 2048 and 3840 px served nobody.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [64, 128, 256, 384],
    // Optimised images are kept on disk, least recently used first out, within PAGE_CACHE_MAX_MB:
    // set for the running server (lib/page-cache/server-config.mjs), from its own environment.
  },
  // The build's headers, from the build's environment (what a platform that serves the build
  // as it is, like Vercel, sends); `npm start` replaces them with its own environment's
  // (lib/http/security-headers.mjs, scripts/start.mjs).
  async headers() {
    return [
      {
        source: SECURITY_HEADERS_SOURCE,
        headers: securityHeaders(process.env, { dev: process.env.NODE_ENV === 'development' }),
      },
      // The service worker: every check for a new deploy reaches the server (docs/behaviour.md, Offline).
      { source: SERVICE_WORKER_PATH, headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ];
  },
  async rewrites() {
    // Every page lives under app/[lang]/ (the language is its root param) and is served at its
    // public URL, which the browser keeps: /AboutUs → /en/AboutUs, /ur/AboutUs is itself,
    // /DptHome?id=X → /en/department/X/DptHome, /ur/DptHome?id=X → /ur/department/X/DptHome.
    // What matches none of these is answered by the middleware, with the language's 404 page.
    return Object.entries(languages).flatMap(([lang, { prefix }]) =>
      routes.flatMap((route) => {
        if (route.internal) {
          const source = prefix ? `${prefix}${route.path}` : route.path;
          return [
            {
              source,
              has: [{ type: 'query', key: 'id', value: ID_VALUE }],
              destination: `/${lang}${route.internal}`,
            },
          ];
        }
        return prefix
          ? []
          : [
              {
                source: route.path,
                destination: `/${lang}${route.path === '/' ? '' : route.path}`,
              },
            ];
      }),
    );
  },
};

/**
 * `next build` also writes the deployable bundle for our own servers: `output: 'standalone'`
 * traces what the server needs into <distDir>/standalone (64 MB, against 450 MB of
 * `npm ci --omit=dev` plus the sources), which scripts/bundle.mjs completes (docs/deploy.md, "On your
 * own servers"). Not on Vercel, whose builder packs its functions itself.
 *
 * The running server's pages are cached by lib/page-cache/handler.mjs: in memory within
 * PAGE_CACHE_MAX_MB, least recently used and unknown ids first out, never on disk, and shared
 * through Redis when REDIS_URL is set (Next's own memory cache would be a second, unbounded
 * copy). Named for the running server only (lib/page-cache/server-config.mjs says why); the
 * build's prerendered pages are written by Next as usual, once, as part of the build.
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const output = process.env.VERCEL ? {} : { output: /** @type {const} */ ('standalone') };
    // CLIENT_START: the phone layer (first-use, the default) or Next's own client start
    // (lib/next-internals/README.md); the pages read it as built (app/[lang]/layout.tsx).
    const start = clientStart();
    const serviceWorker = await serviceWorkerBuild();
    /** @type {NonNullable<import('next').NextConfig['webpack']>} */
    const webpack = (webpackConfig, options) => {
      webpackConfig.plugins.push(...phoneLayerPlugins(start, options));
      return serviceWorker(webpackConfig, options);
    };
    return { ...nextConfig, ...output, env: { CLIENT_START: start }, webpack };
  }
  return runningServerConfig(nextConfig);
}
