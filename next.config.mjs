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

// A well-formed id (docs/behaviour.md, Public URLs); anything else has no page and answers 404.
const ID_VALUE = '(?<id>[A-Za-z0-9_-]{1,64})';

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif']
  .flatMap((ext) => [ext, ext.toUpperCase()])
  .join(',');

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: process.env.NEXT_DIST_DIR?.trim() || '.next',
  poweredByHeader: false,
  // The middleware sees the URL the router resolved, not a localhost copy (docs/security.md).
  skipProxyUrlNormalize: true,
  reactStrictMode: true,
  experimental: {
    // No inlineCss: one linked stylesheet a phone keeps (docs/performance.md). No root layout
    // outside app/[lang]/: app/global-not-found.tsx answers a URL that matches no route.
    globalNotFound: true,
  },
  transpilePackages: ['swiper'],
  // One metrics registry per process, shared by every bundle (lib/ops/metrics.mjs).
  serverExternalPackages: ['prom-client'],
  // /api/health reads BUILD_ID by a computed path: traced, every build folder's came along.
  outputFileTracingExcludes: { '/api/health': ['**/BUILD_ID'] },
  outputFileTracingIncludes: {
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
    // No remote image: backend images come through app/backend-image/ (docs/architecture.md).
    remotePatterns: [],
    dangerouslyAllowLocalIP: false,
    localPatterns: [
      // Raster files only, without a query, not /og/: a page path here would be a redirect.
      ...['/!(og)/**/', '/'].map((dir) => ({
        pathname: `${dir}*.{${IMAGE_EXTENSIONS}}`,
        search: '',
      })),
      { pathname: '/backend-image/**' },
    ],
    // Each width is one more URL per picture in the HTML: only the widths the layout uses.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [64, 128, 256, 384],
  },
  // The build's headers (what Vercel sends); `npm start` sends its own environment's instead.
  async headers() {
    return [
      {
        source: SECURITY_HEADERS_SOURCE,
        headers: securityHeaders(process.env, { dev: process.env.NODE_ENV === 'development' }),
      },
      // Every check for a new service worker reaches the server (docs/behaviour.md, Offline).
      { source: SERVICE_WORKER_PATH, headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ];
  },
  async rewrites() {
    // /AboutUs → /en/AboutUs, /ur/DptHome?id=X → /ur/department/X/DptHome; else the middleware.
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

// The build writes the standalone bundle for our own servers too (docs/deploy.md), not on Vercel.
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_BUILD) {
    const output = process.env.VERCEL ? {} : { output: /** @type {const} */ ('standalone') };
    // The phone layer or Next's own client start (lib/next-internals/README.md).
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
