import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { SECURITY_HEADERS_SOURCE, securityHeaders } from './lib/security-headers.mjs';
import './lib/config-guard.mjs'; // APPAPI_URL without APPAPI_KEY: build and start stop at once
import { NEXT_APP_CHUNK_GROUP } from './lib/boot/first-use-loader.cjs';
import { manifestWithoutChunks } from './lib/boot/reference-chunks.mjs';
import { precacheEntries } from './lib/offline/precache.mjs';
import { runningServerConfig } from './lib/page-cache/server-config.mjs';

/** @type {{ path: string, internal?: string }[]} */
const routes = JSON.parse(readFileSync(new URL('./lib/routes.json', import.meta.url), 'utf8'));
/** @type {Record<string, { prefix: string }>} */
const languages = JSON.parse(readFileSync(new URL('./lib/i18n/languages.json', import.meta.url), 'utf8'));

// A well-formed id (CONTRACT.md). Anything else does not match, so the public path has no page
// and answers 404; odd characters never reach a path segment or the ISR cache.
const ID_VALUE = '(?<id>[A-Za-z0-9_-]{1,64})';

/** The raster image files the optimiser may read from the site (next/image's `localPatterns`), either case. */
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif'].flatMap((ext) => [ext, ext.toUpperCase()]).join(',');

/** The service worker's URL (CONTRACT.md, "Offline"), built into public/ by `next build`. */
const SERVICE_WORKER_PATH = '/sw.js';

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
    // No inlineCss: the site's one stylesheet is a cached file every page links (app/site-styles.ts).
    // Inlined, it travelled twice in every page's HTML (vercel/next.js#98079) and a phone parsed
    // both copies on every page it opened; linked, it costs a first visit one request (issue 35).
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
  // The preview images read their fonts and the logo with fs (lib/preview-image/render.ts): the
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
      ...['/!(og)/**/', '/'].map((dir) => ({ pathname: `${dir}*.{${IMAGE_EXTENSIONS}}`, search: '' })),
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
  // (lib/security-headers.mjs, scripts/start.mjs).
  async headers() {
    return [
      { source: SECURITY_HEADERS_SOURCE, headers: securityHeaders(process.env, { dev: process.env.NODE_ENV === 'development' }) },
      // The service worker: every check for a new deploy reaches the server (CONTRACT.md, "Offline").
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
          return [{ source, has: [{ type: 'query', key: 'id', value: ID_VALUE }], destination: `/${lang}${route.internal}` }];
        }
        return prefix ? [] : [{ source: route.path, destination: `/${lang}${route.path === '/' ? '' : route.path}` }];
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
    const serviceWorker = await serviceWorkerBuild();
    /** @type {NonNullable<import('next').NextConfig['webpack']>} */
    const webpack = (webpackConfig, options) => {
      if (!options.isServer && !options.dev) webpackConfig.plugins.push(compileHints(options.webpack), deferredHydration(options.webpack));
      return serviceWorker(webpackConfig, options);
    };
    return { ...nextConfig, ...output, webpack };
  }
  return runningServerConfig(nextConfig);
}

/**
 * The service worker (lib/offline/worker.ts) is compiled with the browser's bundle by Serwist's
 * webpack plugin and written to public/sw.js, with its precache list (lib/offline/precache.mjs):
 * the offline pages and the logo only, none of the build's chunks. Not @serwist/next: it adds
 * its window-side library to every page's main bundle even when told not to register, and the
 * registration here is one line of the layout. The plugin is loaded for `next build` only, so
 * `next start` needs nothing of it.
 *
 * @returns {Promise<NonNullable<import('next').NextConfig['webpack']>>}
 */
async function serviceWorkerBuild() {
  const { InjectManifest } = await import('@serwist/webpack-plugin');
  // One revision for the whole build, in the environment so the build's workers share it.
  process.env.SERVICE_WORKER_REVISION ||= randomUUID();
  const buildRevision = process.env.SERVICE_WORKER_REVISION;
  return (webpackConfig, { isServer, dev }) => {
    if (isServer || dev) return webpackConfig;
    webpackConfig.plugins.push(
      new InjectManifest({
        swSrc: fileURLToPath(new URL('./lib/offline/worker.ts', import.meta.url)),
        swDest: fileURLToPath(new URL(`./public${SERVICE_WORKER_PATH}`, import.meta.url)),
        exclude: [() => true],
        additionalPrecacheEntries: precacheEntries({ publicDir: new URL('./public/', import.meta.url), buildRevision }),
      }),
    );
    return webpackConfig;
  };
}

/** Next's client entry, as its webpack config names it (the import from lib/boot/load-app.ts is not replaced). */
const NEXT_CLIENT_ENTRY = /^\.\/node_modules\/next\/dist\/client\/app-next\.js$/;

/** What Next's flight client entry loader is asked for: the modules that start each chunk's components. */
const FLIGHT_CLIENT_ENTRY = /^next-flight-client-entry-loader\?/;

/** A page's client reference manifest, which the server reads to name the chunks each component needs. */
const CLIENT_REFERENCE_MANIFEST = /^server[\\/]app[\\/].*_client-reference-manifest\.js$/;

/**
 * Hydration on first use (issue 35), in the production browser build:
 * - Next's client entry is lib/boot/main-app.ts: it imports Next's client (React DOM, the router:
 *   ~130 KiB gzip) only when the visitor first touches, clicks or types
 *   (lib/boot/on-first-use.ts), and has it prefetched once the page has loaded.
 * - Those chunks are taken out of every client reference in the manifests the server renders
 *   with, as Next takes out its entry's own: the page's HTML no longer names them, so a slow
 *   phone neither downloads nor parses them before the page's content is painted. The chunks a
 *   reference keeps (the site's components) arrive with the page as before.
 * - The modules that start each chunk's components as it arrives (Next's flight client entry
 *   loader) get lib/boot/first-use-loader.cjs after them: they run on first use too.
 * Every page works without script; a slow phone spent about a second of main thread on every page
 * it opened, read or not.
 *
 * @param {any} webpack the webpack Next builds with
 */
function deferredHydration(webpack) {
  const mainApp = fileURLToPath(new URL('./lib/boot/main-app.ts', import.meta.url));
  const firstUseLoader = fileURLToPath(new URL('./lib/boot/first-use-loader.cjs', import.meta.url));
  const replace = new webpack.NormalModuleReplacementPlugin(new RegExp(`${NEXT_CLIENT_ENTRY.source}|${FLIGHT_CLIENT_ENTRY.source}`), (/** @type {any} */ resource) => {
    if (FLIGHT_CLIENT_ENTRY.test(resource.request)) resource.request = `${firstUseLoader}!${resource.request}`;
    else if (NEXT_CLIENT_ENTRY.test(resource.request) && !resource.contextInfo?.issuer) resource.request = mainApp;
  });
  return {
    /** @param {any} compiler */
    apply(compiler) {
      replace.apply(compiler);
      compiler.hooks.thisCompilation.tap('DeferredHydration', (/** @type {any} */ compilation) => {
        // After Next's ClientReferenceManifestPlugin (stage ANALYSE) has written the manifests.
        compilation.hooks.processAssets.tap({ name: 'DeferredHydration', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const group = compilation.namedChunkGroups.get(NEXT_APP_CHUNK_GROUP);
          if (!group) throw new Error(`deferredHydration: no chunk group "${NEXT_APP_CHUNK_GROUP}" (lib/boot/load-app.ts)`);
          const appFiles = group.getFiles().filter((/** @type {string} */ file) => file.endsWith('.js'));
          for (const asset of compilation.getAssets()) {
            if (!CLIENT_REFERENCE_MANIFEST.test(asset.name)) continue;
            compilation.updateAsset(asset.name, new webpack.sources.RawSource(manifestWithoutChunks(asset.source.source().toString(), appFiles)));
          }
        });
      });
    },
  };
}

/**
 * Modules nearly all of whose functions run as soon as their chunk does: React, React DOM, their
 * scheduler and Next's client (as the page hydrates), and Swiper (as the home slider starts: its
 * one task at CPU ÷ 4 went from 100-210 ms to 40-60 ms with the hint and a task between its
 * chunk and its start, components/home/hero-slider-start.ts).
 */
const FRAMEWORK_MODULE = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|next|swiper)[\\/]/;

/**
 * Marks the browser chunks that hold the framework (React DOM, Next's router: ~130 KiB gzip on
 * every page) and Swiper with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` on their first line
 * (v8.dev/blog/explicit-compile-hints; Chrome 136+). Nearly every function in them runs as the
 * page hydrates; without the hint V8 compiles each lazily, on the main thread, the first time it
 * is called: a slow phone spent most of the page's one long task there (issue 35: at CPU ÷ 4 the
 * bootstrap task of /Faculty went from 1,107 ms to 190 ms, its hydration from 664 to 278 ms).
 * With it, V8 compiles them while they download, on a background thread. Browsers without the
 * feature read a comment.
 *
 * @param {any} webpack the webpack Next builds with
 */
function compileHints(webpack) {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  return {
    /** @param {any} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('CompileHints', (/** @type {any} */ compilation) => {
        // After minification (which drops comments), before the files' content hashes.
        compilation.hooks.processAssets.tap({ name: 'CompileHints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
          for (const chunk of compilation.chunks) {
            const framework = compilation.chunkGraph.getChunkModules(chunk).some((/** @type {any} */ module) => FRAMEWORK_MODULE.test(module.resource ?? module.rootModule?.resource ?? ''));
            if (!framework) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js')) compilation.updateAsset(file, (/** @type {any} */ source) => new webpack.sources.ConcatSource(HINT, source));
            }
          }
        });
      });
    },
  };
}
