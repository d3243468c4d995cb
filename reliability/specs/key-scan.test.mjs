// The backend key never leaves the server (docs/behaviour.md, Environment): not in any
// page, RSC payload, header or file of the browser bundle, also while the backend fails.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DEMO_KEY, PLAIN_ROUTES, ROOT, ROUTE_URLS, SUITE } from '../support/config.mjs';
import { get } from '../support/site.mjs';
import { forceRender, requireBuild, startBackend, startFreshSite } from '../support/suite.mjs';

/** The key as it could appear: plain, URL-encoded, form-encoded with its field, JSON-escaped. */
const NEEDLES = [
  DEMO_KEY,
  encodeURIComponent(DEMO_KEY),
  `authKey=${DEMO_KEY}`,
  JSON.stringify(DEMO_KEY).slice(1, -1),
];
/** Every route, plus a 404, a wrong-case redirect, robots.txt and the sitemap. */
const URLS = [
  ...new Set([...ROUTE_URLS, ...PLAIN_ROUTES]),
  '/no-such-page',
  '/DptHome?id=not/well-formed',
  '/dpthome?id=DEP-000002',
  '/robots.txt',
];

let api;
let site;
before(async () => {
  requireBuild();
  api = await startBackend();
  site = await startFreshSite('key-scan');
});
after(async () => {
  await site?.stop();
  await api?.stop();
});

function leaksIn(text) {
  return NEEDLES.filter((needle) => text.includes(needle));
}

/** Fetches `path` as HTML and as an RSC payload; returns the leaks found in bodies and headers. */
async function scan(path, extraHeaders = {}) {
  const leaks = [];
  for (const [kind, headers] of [
    ['HTML', extraHeaders],
    ['RSC payload', { ...extraHeaders, RSC: '1' }],
  ]) {
    const page = await get(`${site.url}${path}`, { headers });
    const headerText = [...page.headers.entries()]
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
    for (const needle of leaksIn(page.body))
      leaks.push(`${path} (${kind}, status ${page.status}): body holds ${needle}`);
    for (const needle of leaksIn(headerText))
      leaks.push(`${path} (${kind}): headers hold ${needle}`);
  }
  return leaks;
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the backend key never reaches the browser', () => {
  it('no page, RSC payload or response header holds the key, with a good backend', async () => {
    const leaks = [];
    for (const path of URLS) leaks.push(...(await scan(path)));
    assert.deepEqual(leaks, []);
  });

  for (const fault of ['http-500', 'invalid-json']) {
    it(`no page, RSC payload or response header holds the key while the backend ${fault === 'http-500' ? 'answers HTTP 500' : 'sends invalid JSON'} (error paths)`, async () => {
      await api.setFaults({ '*': fault });
      try {
        const leaks = [];
        for (const path of ROUTE_URLS) leaks.push(...(await scan(path, forceRender())));
        assert.deepEqual(leaks, []);
      } finally {
        await api.reset();
      }
    });
  }

  it(`no file of the browser bundle (${SUITE.distDir}/static) holds the key, and none calls the backend`, () => {
    const files = filesUnder(`${ROOT}${SUITE.distDir}/static`);
    assert.ok(
      files.some((file) => file.endsWith('.js')),
      'the bundle has JavaScript files',
    );
    const leaks = [];
    for (const file of files) {
      const text = readFileSync(file, 'latin1');
      const name = file.slice(ROOT.length);
      for (const needle of [...NEEDLES, 'AppAPI.asmx', 'authKey']) {
        if (text.includes(needle)) leaks.push(`${name} holds ${needle}`);
      }
    }
    assert.deepEqual(leaks, []);
  });

  it('every file of the browser bundle is served as built, and none of the served files holds the key', async () => {
    const files = filesUnder(`${ROOT}${SUITE.distDir}/static`);
    const leaks = [];
    for (const file of files) {
      const path = `/_next/static/${file.slice(`${ROOT}${SUITE.distDir}/static/`.length)}`;
      const served = await get(`${site.url}${path}`);
      if (served.status !== 200) leaks.push(`${path}: status ${served.status}`);
      for (const needle of leaksIn(served.body)) leaks.push(`${path} holds ${needle}`);
    }
    assert.deepEqual(leaks, []);
  });
});
