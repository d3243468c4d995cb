// A missing page is a quick 404, and a wrong-case link a relative 308 (issue 34, N10), however one
// instance is started (issue 29, N1): `npm start` as
// it is (all interfaces), a checkout's start on a loopback address, and the deployable bundle's
// server on 127.0.0.1 and ::1 (the systemd unit's and npm run stack's way; the two specs of
// those topologies check it through the edge). Next 16.4 took the middleware's 404 rewrite for
// another origin on a loopback host and proxied it to the same instance until the edge gave up.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { waitForHttp } from '../../e2e/support/server.mjs';
import { ROOT, SUITE, suiteEnv } from '../support/config.mjs';
import { assertCanonicalRedirects } from '../support/canonical-redirects.mjs';
import { assertMissingPagesAnswered, upgradeClosesWithin } from '../support/missing-pages.mjs';
import { registerGroup, stopGroup } from '../support/processes.mjs';
import { startSuiteSite } from '../support/site.mjs';
import { requireBuild, startBackend } from '../support/suite.mjs';

let api;
before(async () => {
  requireBuild();
  api = await startBackend();
});
after(() => api?.stop());

/** The bundle's server (<distDir>/standalone), started as the unit starts it but for the address. */
async function startBundle(hostname) {
  const bundle = join(ROOT, SUITE.distDir, 'standalone');
  assert.ok(
    existsSync(join(bundle, 'scripts/standalone-server.mjs')),
    `no bundle in ${bundle}: npm run build writes it`,
  );
  const child = spawn(
    process.execPath,
    ['scripts/standalone-server.mjs', '-H', hostname, '-p', String(SUITE.sitePort)],
    {
      cwd: bundle,
      env: { ...process.env, ...suiteEnv() },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  registerGroup(child.pid);
  const output = [];
  child.stdout.setEncoding('utf8').on('data', (chunk) => output.push(chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => output.push(chunk));
  const url = `http://${hostname === '::1' ? '[::1]' : hostname}:${SUITE.sitePort}`;
  await waitForHttp(`${url}/api/health`, 60_000);
  return { url, rawLog: () => output.join(''), stop: () => stopGroup(child.pid) };
}

const STARTS = [
  [
    'npm start (all interfaces)',
    () =>
      startSuiteSite({
        port: SUITE.sitePort,
        env: suiteEnv(),
        hostname: '0.0.0.0',
        name: 'missing-page',
      }),
    '127.0.0.1',
  ],
  [
    'npm start -H 127.0.0.1',
    () =>
      startSuiteSite({
        port: SUITE.sitePort,
        env: suiteEnv(),
        hostname: '127.0.0.1',
        name: 'missing-page',
      }),
    '127.0.0.1',
  ],
  ['the bundle’s server -H 127.0.0.1', () => startBundle('127.0.0.1'), '127.0.0.1'],
  ['the bundle’s server -H ::1', () => startBundle('::1'), '::1'],
];

for (const [name, start, host] of STARTS) {
  describe(name, () => {
    let site;
    before(async () => {
      site = await start();
    });
    after(() => site?.stop());

    it('answers every missing page with the 404 page of its language, in well under a second, logged and counted once', async () => {
      await assertMissingPagesAnswered(site.url, {
        instances: [site.url],
        logText: () => site.rawLog(),
      });
    });

    it('redirects every wrong-case link to its canonical path, relative (issue 34, N10)', async () => {
      await assertCanonicalRedirects(site.url);
    });

    it('closes an Upgrade request for a missing page at once, and stays well', async () => {
      const ms = await upgradeClosesWithin(host, SUITE.sitePort, '/no-such-page');
      assert.ok(ms < 1000, `closed after ${Math.round(ms)} ms`);
      const home = await fetch(`${site.url}/`, { signal: AbortSignal.timeout(10_000) });
      assert.equal(home.status, 200);
    });
  });
}
