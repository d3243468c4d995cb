// The build the browser suite runs, read as the seams of lib/next-internals/README.md assume it:
// the contract test reads the installed Next's files, this reads what `next build` made of them.
// With CLIENT_START=first-use (the default), the phone layer: our entry in place of Next's,
// Next's client in a chunk of its own that no page names, manifests of (chunk id, file) pairs,
// webpack's prefetch handler, the compile hint on the framework's chunks, cached pages without
// their payload. With CLIENT_START=next: Next's own start and none of that.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { BASE_URL } from '../support/browser.mjs';
import { ROOT } from '../support/server.mjs';

const CLIENT_START = process.env.E2E_CLIENT_START ?? 'first-use';
const BUILD = join(ROOT, process.env.E2E_DIST_DIR ?? '.next');
const CHUNKS = join(BUILD, 'static', 'chunks');

/** What only Next's client (client/app-index.js) writes: it reads the inline payload. */
const NEXT_CLIENT = 'self.__next_f=self.__next_f||[]';
/** What only our entry (lib/next-internals/boot/main-app.ts) says. */
const OUR_ENTRY = 'The page stays without its scripts';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const chunkFiles = readdirSync(CHUNKS, { recursive: true })
  .filter((name) => String(name).endsWith('.js'))
  .map((name) => `static/chunks/${String(name).replaceAll('\\', '/')}`);
const read = (file) => readFileSync(join(BUILD, file), 'utf8');
const { rootMainFiles } = JSON.parse(read('build-manifest.json'));
const mainApp = rootMainFiles.find((file) => /\/main-app-[^/]+\.js$/.test(file));
const runtime = rootMainFiles.find((file) => /\/webpack-[^/]+\.js$/.test(file));
const nextClientFiles = chunkFiles.filter((file) => read(file).includes(NEXT_CLIENT));

/** Every client reference manifest of the build, parsed: [file, { clientModules }]. */
function manifests() {
  const dir = join(BUILD, 'server', 'app');
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('_client-reference-manifest.js'))
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      return [name, JSON.parse(text.slice(text.indexOf(']={') + 2, -1))];
    });
}

/** The script URLs a page's HTML names, as its cache serves it (the second request). */
async function pageScripts(path) {
  await fetch(`${BASE_URL}${path}`);
  const html = await (await fetch(`${BASE_URL}${path}`)).text();
  return {
    html,
    scripts: [...html.matchAll(/<script[^>]+src="\/_next\/([^"?]+)/g)].map(([, file]) =>
      decodeURIComponent(file),
    ),
  };
}

describe(`the build (CLIENT_START=${CLIENT_START})`, () => {
  it('has one chunk of Next’s client, and the entry every page names', () => {
    assert.ok(mainApp && runtime, `build-manifest.json rootMainFiles: ${rootMainFiles}`);
    assert.equal(nextClientFiles.length, 1, `chunks holding Next's client: ${nextClientFiles}`);
  });

  it('writes every client reference manifest as (chunk id, file) pairs', () => {
    const all = manifests();
    assert.ok(all.length > 20, `${all.length} manifests`);
    for (const [name, { clientModules }] of all) {
      for (const [id, { chunks }] of Object.entries(clientModules)) {
        assert.equal(chunks.length % 2, 0, `${name} ${id}: ${chunks}`);
        for (let index = 0; index < chunks.length; index += 2) {
          assert.ok(
            ['string', 'number'].includes(typeof chunks[index]),
            `${name} ${id}: chunk id ${chunks[index]}`,
          );
          assert.match(chunks[index + 1], /^static\/chunks\/.+\.js$/, `${name} ${id}`);
        }
      }
    }
  });

  if (CLIENT_START === 'first-use') {
    it('starts from our entry; Next’s client is in a chunk no manifest or page names', async () => {
      assert.ok(
        read(mainApp).includes(OUR_ENTRY),
        `${mainApp} is not lib/next-internals/boot/main-app.ts`,
      );
      assert.ok(!read(mainApp).includes(NEXT_CLIENT), `${mainApp} holds Next's client`);
      const [nextClient] = nextClientFiles;
      for (const [name, { clientModules }] of manifests()) {
        for (const { chunks } of Object.values(clientModules))
          assert.ok(
            !chunks.some((file) => decodeURIComponent(String(file)) === nextClient),
            `${name} names ${nextClient}`,
          );
      }
      for (const path of ['/', '/ur/DptHome?id=DEP-000001', '/sd/AboutUs']) {
        const { html, scripts } = await pageScripts(path);
        assert.ok(scripts.includes(mainApp), `${path} names ${scripts}`);
        assert.ok(!scripts.includes(nextClient), `${path} names Next's client ${nextClient}`);
        assert.ok(
          !html.includes('__next_f'),
          `${path}: the cached page has its React payload inline`,
        );
        assert.match(html, /<html [^>]*data-react-payload="[0-9a-z]+-[0-9a-z]+"/, path);
      }
    });

    it('has webpack’s prefetch handler for the entry to hold, and the compile hint on the framework', () => {
      assert.match(read(runtime), /\.F\.j=/, `${runtime} defines no __webpack_require__.F.j`);
      assert.ok(
        read(nextClientFiles[0]).startsWith(COMPILE_HINT),
        `${nextClientFiles[0]} has no compile hint`,
      );
    });
  } else {
    it('starts from Next’s own entry, without compile hints, and keeps each page’s payload inline', async () => {
      assert.ok(!read(mainApp).includes(OUR_ENTRY), `${mainApp} is the first-use entry`);
      assert.deepEqual(
        chunkFiles.filter((file) => read(file).startsWith(COMPILE_HINT)),
        [],
      );
      for (const path of ['/', '/ur/DptHome?id=DEP-000001', '/sd/AboutUs']) {
        const { html, scripts } = await pageScripts(path);
        assert.ok(scripts.includes(mainApp), `${path} names ${scripts}`);
        assert.ok(html.includes('self.__next_f'), `${path}: no inline payload`);
        assert.ok(!html.includes('data-react-payload'), `${path}: a payload slot`);
      }
    });
  }
});
