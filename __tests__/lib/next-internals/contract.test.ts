/** @jest-environment node */
// The contract with the installed Next (lib/next-internals/README.md): each seam's assumption,
// checked against the files of node_modules/next as they are, by running Next's own code where
// it can be run and reading its source where it cannot. A failure names the seam and the
// README's section; docs/upgrading.md says what to do then.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import {
  CLIENT_REFERENCE_MANIFEST,
  FLIGHT_CLIENT_ENTRY,
  NEXT_CLIENT_ENTRY,
} from '@/lib/next-internals/build/deferred-hydration.mjs';
import { manifestWithoutChunks } from '@/lib/next-internals/build/reference-chunks.mjs';
import { buildIdOf, stylesheetsDirOf } from '@/lib/next-internals/cache-handler-context.mjs';
import { htmlWithoutPayload, payloadSlot } from '@/lib/next-internals/react-payload.mjs';
import {
  NEXT_INTERNAL_REQUEST_HEADERS,
  NEXT_HEADERS_LEFT_AS_SENT,
  ROUTER_HEADERS,
} from '@/lib/next-internals/request-headers.mjs';

const ROOT = join(__dirname, '..', '..', '..');
const requireHere = createRequire(__filename);
const NEXT_DIST = join(ROOT, 'node_modules', 'next', 'dist');
const nextSource = (file: string) => readFileSync(join(NEXT_DIST, file), 'utf8');
const firstUseLoader = requireHere(
  join(ROOT, 'lib/next-internals/build/first-use-loader.cjs'),
) as ((source: string) => string) & { NEXT_APP_CHUNK_GROUP: string };

/** Fails with the seam's name and the README section to read. */
function holds(condition: boolean, seam: string, what: string): void {
  if (!condition)
    throw new Error(
      `Seam "${seam}" no longer holds with next@${NEXT_VERSION}: ${what}. See lib/next-internals/README.md, "${seam}", and docs/upgrading.md.`,
    );
}

const NEXT_VERSION = (
  requireHere(join(ROOT, 'node_modules/next/package.json')) as { version: string }
).version;

describe('the contract with the installed Next', () => {
  it('Client entry: Next names its browser entry app-next.js by the path the build replaces', () => {
    const { NEXT_PROJECT_ROOT_DIST_CLIENT } = requireHere('next/dist/build/next-dir-paths') as {
      NEXT_PROJECT_ROOT_DIST_CLIENT: string;
    };
    // How next/dist/build/webpack-config.js writes the main-app entry of a production build.
    const entry = `./${relative(ROOT, join(NEXT_PROJECT_ROOT_DIST_CLIENT, 'app-next.js')).replace(/\\/g, '/')}`;
    holds(NEXT_CLIENT_ENTRY.test(entry), 'Client entry', `the entry would be ${entry}`);
    const config = nextSource('build/webpack-config.js');
    holds(
      /CLIENT_STATIC_FILES_RUNTIME_MAIN_APP\]:[\s\S]{0,400}NEXT_PROJECT_ROOT_DIST_CLIENT, 'app-next\.js'\)/.test(
        config,
      ),
      'Client entry',
      'webpack-config.js no longer builds main-app from app-next.js',
    );
  });

  it('Next’s client: importing app-next.js hydrates the page', () => {
    const appNext = nextSource('client/app-next.js');
    holds(
      /appBootstrap\)\(\(\)=>\{[\s\S]*hydrate\(/.test(appNext),
      'Next’s client',
      'app-next.js no longer calls hydrate() inside appBootstrap',
    );
    holds(
      /self\.__next_f = self\.__next_f \|\| \[\]/.test(nextSource('client/app-index.js')),
      'Next’s client',
      'app-index.js no longer reads the inline payload from self.__next_f',
    );
  });

  it('Flight client entry loader: the first-use loader finds every import Next’s loader writes', () => {
    const transformSource = (
      requireHere('next/dist/build/webpack/loaders/next-flight-client-entry-loader') as {
        default: (this: unknown) => string;
      }
    ).default;
    const run = (modules: { request: string; ids: string[] }[]) =>
      transformSource.call({
        getOptions: () => ({
          modules: modules.map((module) => JSON.stringify(module)),
          server: 'false',
        }),
        _module: { buildInfo: {} },
      });
    const site = run([
      { request: join(ROOT, 'components/layout/main-nav.tsx'), ids: [] },
      { request: join(ROOT, 'node_modules/next/dist/client/app-dir/link.js'), ids: ['default'] },
    ]);
    const wrapped = firstUseLoader(site);
    holds(
      (wrapped.match(/import\(/g) ?? []).length === 2 &&
        wrapped.includes('main-nav.tsx') &&
        wrapped.includes('link.js'),
      'Flight client entry loader',
      `the loader's output was not read: ${site}`,
    );
    const internals = firstUseLoader(
      run([
        {
          request: join(ROOT, 'node_modules/next/dist/client/components/layout-router.js'),
          ids: ['*'],
        },
      ]),
    );
    holds(
      internals.includes(
        `webpackMode: "lazy", webpackChunkName: "${firstUseLoader.NEXT_APP_CHUNK_GROUP}"`,
      ),
      'Flight client entry loader',
      'Next’s own components are no longer made lazy',
    );
    holds(
      FLIGHT_CLIENT_ENTRY.test('next-flight-client-entry-loader?modules=x&server=false!'),
      'Flight client entry loader',
      'the loader’s request',
    );
    holds(
      nextSource('build/webpack/plugins/flight-client-entry-plugin.js').includes(
        'next-flight-client-entry-loader?',
      ),
      'Flight client entry loader',
      'the plugin no longer requests next-flight-client-entry-loader?',
    );
  });

  it('Client reference manifests: written as globalThis.__RSC_MANIFEST[page]={…}; with chunk id, file pairs', () => {
    const plugin = nextSource('build/webpack/plugins/flight-manifest-plugin.js');
    holds(
      plugin.includes('chunks.push(chunkId, (0, _encodeuripath.encodeURIPath)(file)'),
      'Client reference manifests',
      'a reference’s chunks are no longer pushed as (chunk id, file) pairs',
    );
    const emitted =
      /emitAsset\('server\/app' \+ pageBundlePath \+ '_' \+ _constants\.CLIENT_REFERENCE_MANIFEST \+ '\.js', new _webpack\.sources\.RawSource\(`globalThis\.__RSC_MANIFEST=\(globalThis\.__RSC_MANIFEST\|\|\{\}\);globalThis\.__RSC_MANIFEST\[\$\{JSON\.stringify\(pagePath\.slice\('app'\.length\)\)\}\]=\$\{json\};`\)\)/;
    holds(
      emitted.test(plugin),
      'Client reference manifests',
      'the manifest file is no longer written as server/app/…_client-reference-manifest.js holding `…]={json};`',
    );
    const { CLIENT_REFERENCE_MANIFEST: name } = requireHere('next/dist/shared/lib/constants') as {
      CLIENT_REFERENCE_MANIFEST: string;
    };
    holds(
      CLIENT_REFERENCE_MANIFEST.test(`server/app/[lang]/AboutUs/page_${name}.js`),
      'Client reference manifests',
      `the file is named …_${name}.js`,
    );
    // What the plugin writes, read by the edit the build makes.
    const manifest = `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/[lang]/page"]=${JSON.stringify({ clientModules: { a: { id: 1, name: '*', chunks: [7, 'static/chunks/app.js', 8, 'static/chunks/site.js'], async: false } } })};`;
    expect(manifestWithoutChunks(manifest, ['static/chunks/app.js'])).toContain(
      '"chunks":[8,"static/chunks/site.js"]',
    );
  });

  it('Webpack’s prefetch hook: the runtime’s JSONP chunk loading names its prefetch handler __webpack_require__.F.j', () => {
    const webpack = nextSource('compiled/webpack/bundle5.js');
    holds(
      webpack.includes('prefetchChunkHandlers="__webpack_require__.F"') &&
        webpack.includes('${L.prefetchChunkHandlers}.j = '),
      'Webpack’s prefetch hook',
      'the runtime no longer defines __webpack_require__.F.j',
    );
  });

  it('Inline payload: what Next writes into the HTML is what the page cache takes out', async () => {
    const { createInlinedDataReadableStream } = requireHere(
      'next/dist/server/app-render/use-flight-response',
    ) as {
      createInlinedDataReadableStream: (
        flight: ReadableStream<Uint8Array>,
        nonce: string | undefined,
        formState: unknown,
      ) => ReadableStream<Uint8Array>;
    };
    const payload = '0:{"P":null,"b":"build","c":["",""]}\n1:"</script><h1>اساتذہ</h1>"\n';
    const encoder = new TextEncoder();
    const flight = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(payload.slice(0, 20)));
        controller.enqueue(encoder.encode(payload.slice(20)));
        controller.close();
      },
    });
    const scripts = await new Response(
      createInlinedDataReadableStream(flight, undefined, null),
    ).text();
    const html = `<!DOCTYPE html><html lang="ur" dir="rtl" data-react-payload=""><head></head><body><h1>اساتذہ</h1>${scripts}</body></html>`;
    const stripped = htmlWithoutPayload(html, payload);
    holds(
      stripped !== null && !stripped.includes('__next_f'),
      'Inline payload',
      `Next’s inline scripts were not recognised: ${scripts.slice(0, 200)}`,
    );
    expect(stripped).toMatch(
      /^<!DOCTYPE html><html lang="ur" dir="rtl" data-react-payload="[0-9a-z]+-[0-9a-z]+"><head><\/head><body><h1>اساتذہ<\/h1><\/body><\/html>$/,
    );
    // Next's own client start: no slot, the payload stays.
    expect(payloadSlot('next')).toEqual({});
    expect(htmlWithoutPayload(html.replace(' data-react-payload=""', ''), payload)).toBeNull();
  });

  it('Render lifetime: unstable_cache with revalidate lowers the lifetime of the render that calls it', () => {
    const source = nextSource('server/web/spec-extension/unstable-cache.js');
    holds(
      /if \(workUnitStore\.revalidate < revalidate\) \{[\s\S]{0,200}\} else \{\s*workUnitStore\.revalidate = revalidate;/.test(
        source,
      ),
      'Render lifetime',
      'unstable-cache.js no longer lowers workUnitStore.revalidate',
    );
  });

  it('One Location: Next appends a cached response’s headers with appendHeader', () => {
    holds(
      /res\.appendHeader\(name, value\)/.test(nextSource('server/send-response.js')),
      'One Location',
      'send-response.js no longer appends headers with res.appendHeader',
    );
  });

  it('Routes manifest: next start reads the header rules from routes-manifest.json', () => {
    const { ROUTES_MANIFEST } = requireHere('next/dist/shared/lib/constants') as {
      ROUTES_MANIFEST: string;
    };
    holds(
      ROUTES_MANIFEST === 'routes-manifest.json',
      'Routes manifest',
      `the manifest is ${ROUTES_MANIFEST}`,
    );
  });

  it('Cache handler context: Next constructs the page cache handler with the build’s server folder', () => {
    const { IncrementalCache } = requireHere('next/dist/server/lib/incremental-cache') as {
      IncrementalCache: new (options: Record<string, unknown>) => unknown;
    };
    const contexts: unknown[] = [];
    class Handler {
      constructor(ctx: unknown) {
        contexts.push(ctx);
      }
    }
    const serverDistDir = join(ROOT, '.next', 'server');
    new IncrementalCache({
      dev: false,
      serverDistDir,
      requestHeaders: {},
      minimalMode: false,
      CurCacheHandler: Handler,
      fetchCacheKeyPrefix: '',
      maxMemoryCacheSize: 0,
      flushToDisk: false,
      previewProps: { previewModeId: '', previewModeSigningKey: '', previewModeEncryptionKey: '' },
    });
    holds(
      contexts.length === 1 &&
        (contexts[0] as { serverDistDir?: string }).serverDistDir === serverDistDir,
      'Cache handler context',
      'IncrementalCache no longer passes serverDistDir to the handler',
    );
    expect(buildIdOf(contexts[0] as { serverDistDir?: string })).not.toBeNull();
    // Both of Next's servers make the cache with their server folder.
    holds(
      nextSource('server/next-server.js').includes('serverDistDir: this.serverDistDir,'),
      'Cache handler context',
      'next-server.js no longer passes serverDistDir',
    );
    holds(
      nextSource('server/route-modules/route-module.js').includes(
        'serverDistDir: `${projectDir}/${this.distDir}/server`',
      ),
      'Cache handler context',
      'route-module.js no longer passes serverDistDir',
    );
    // The stylesheets beside it: <distDir>/static/css/<hash>.css, served at /_next/static/css/.
    expect(stylesheetsDirOf({ serverDistDir })).toBe(join(ROOT, '.next', 'static', 'css'));
    const { CLIENT_STATIC_FILES_PATH } = requireHere('next/dist/shared/lib/constants') as {
      CLIENT_STATIC_FILES_PATH: string;
    };
    holds(
      CLIENT_STATIC_FILES_PATH === 'static',
      'Cache handler context',
      `the static files are in ${CLIENT_STATIC_FILES_PATH}`,
    );
    holds(
      nextSource('build/webpack/config/blocks/css/index.js').includes(
        "filename: ctx.isProduction ? 'static/css/[contenthash].css'",
      ),
      'Cache handler context',
      'the build no longer writes its stylesheets to static/css/',
    );
  });

  it('Request headers: every header Next reads between its own parts is dropped at the edge or part of its cache key', () => {
    const { FLIGHT_HEADERS } = requireHere('next/dist/client/components/app-router-headers') as {
      FLIGHT_HEADERS: string[];
    };
    const list =
      /const INTERNAL_HEADERS = \[([^\]]*)\]/.exec(
        nextSource('server/lib/server-ipc/utils.js'),
      )?.[1] ?? '';
    const INTERNAL_HEADERS = [...list.matchAll(/'([a-z-]+)'/g)].map(([, name]) => name ?? '');
    const dropped = new Set(NEXT_INTERNAL_REQUEST_HEADERS.map((name) => name.toLowerCase()));
    const keyed = new Set(ROUTER_HEADERS.map((name) => name.toLowerCase()));
    for (const name of FLIGHT_HEADERS)
      holds(
        keyed.has(name) || dropped.has(name),
        'Request headers',
        `Next varies its answer on ${name}, which the edge neither keys nor drops`,
      );
    holds(
      INTERNAL_HEADERS.length > 5,
      'Request headers',
      'server-ipc/utils.js no longer lists INTERNAL_HEADERS',
    );
    for (const name of INTERNAL_HEADERS)
      holds(
        dropped.has(name),
        'Request headers',
        `Next filters ${name} itself, and the edge does not drop it`,
      );
    // Every header name of Next's kinds in its server and router code is classified.
    const known = new Set([...dropped, ...keyed, ...Object.keys(NEXT_HEADERS_LEFT_AS_SENT)]);
    const NAME =
      /['"`]((?:x-middleware-|x-nextjs-|x-next-|x-prerender-|x-invoke-|x-action-|next-router-)[a-z-]+|next-resume|x-invocation-id|x-matched-path|x-now-route-matches|next-action|next-url|next-hmr-refresh)['"`]/g;
    const files = [
      'server/base-server.js',
      'server/next-server.js',
      'server/lib/router-server.js',
      'server/lib/router-utils/resolve-routes.js',
      'server/route-modules/app-page/parse-request-headers.js',
      'server/route-modules/route-module.js',
      'server/web/adapter.js',
      'server/web/spec-extension/response.js',
      'client/components/app-router-headers.js',
      'lib/constants.js',
      'server/lib/server-ipc/utils.js',
    ];
    for (const file of files) {
      for (const [, name = ''] of nextSource(file).matchAll(NAME)) {
        holds(
          known.has(name),
          'Request headers',
          `${file} names ${name}: classify it in lib/next-internals/request-headers.mjs`,
        );
      }
    }
  });
});
