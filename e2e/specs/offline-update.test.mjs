// A new deploy (issue 18, "Updates"): a second build of the site is served at the same origin;
// its worker replaces the old one at the next navigation, a page opened under the old build
// keeps working across the switch, and the pages saved before the deploy still open offline.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import {
  BASE_URL,
  launchBrowser,
  PHONE,
  waitForHydration,
  waitForInPage,
} from '../support/browser.mjs';
import { startProxy } from '../support/proxy.mjs';
import { keepingProjectFiles, ROOT, startSite } from '../support/server.mjs';

const NEW_BUILD = '.next-e2e-update';
const NEW_PORT = 3301;
// The environment the suite's own build was made with (e2e/run.mjs): the demo backend.
const demoEnv = { APPAPI_URL: '', APPAPI_KEY: '', NEXT_DIST_DIR: NEW_BUILD };

let browser;
let proxy;
let newSite;
before(async () => {
  browser = await launchBrowser();
  proxy = await startProxy({ upstream: BASE_URL, port: 3340 });
});
after(async () => {
  await browser?.close();
  await proxy?.close();
  newSite?.stop();
  rmSync(`${ROOT}${NEW_BUILD}`, { recursive: true, force: true });
});

/** `next build` into NEW_BUILD; the files it touches in the project are put back as they were. */
function buildAgain() {
  return keepingProjectFiles(() => {
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...demoEnv, SITE_URL: proxy.url },
    });
    assert.equal(result.status, 0, 'the second build');
  });
}

/** The revision of the precached offline page: each build's worker has its own. */
function precacheRevision(page) {
  return page.evaluate(async () => {
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue;
      const keys = await (await caches.open(name)).keys();
      const offline = keys
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname === '/offline');
      return offline.map((url) => url.searchParams.get('__WB_REVISION__')).join(',');
    }
    return '';
  });
}

describe('a new deploy', () => {
  it('replaces the worker at the next navigation; pages keep working across the switch and saved ones stay', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await page.goto(`${proxy.url}/AdmissionHome`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    await waitForHydration(page);
    const oldRevision = await precacheRevision(page);
    assert.match(oldRevision, /^[0-9a-f-]{36}$/);

    await buildAgain();
    newSite = await startSite({ port: NEW_PORT, env: demoEnv });
    proxy.setUpstream(newSite.url);

    // The page open since before the deploy, hydrated with the old build's code: a tap on a link
    // reaches the new build (Next sees another build and loads the page whole).
    // The footer's link: a phone's header folds the top bar's links into the drawer.
    await page.locator('.site-footer a[href="/AboutUs"]').click();
    await page.waitForURL(`${proxy.url}/AboutUs`);
    await page.locator('main h1').waitFor();
    await waitForHydration(page);

    // The browser found the new worker on that navigation; it takes over without waiting.
    await waitForInPage(
      page,
      async (old) => {
        const registration = await navigator.serviceWorker.getRegistration();
        if (!registration?.active || registration.installing || registration.waiting) return false;
        for (const name of await caches.keys()) {
          if (!name.includes('precache')) continue;
          const revisions = (await (await caches.open(name)).keys())
            .map((request) => new URL(request.url))
            .filter((url) => url.pathname === '/offline')
            .map((url) => url.searchParams.get('__WB_REVISION__'));
          return revisions.length === 1 && revisions[0] !== old;
        }
        return false;
      },
      oldRevision,
      { timeout: 20_000 },
    );
    assert.notEqual(await precacheRevision(page), oldRevision);

    // A page opened now is the new build's, whole and working under the new worker.
    await page.goto(`${proxy.url}/ContactUs`, { waitUntil: 'load' });
    await waitForHydration(page);
    assert.ok(await page.evaluate(() => navigator.serviceWorker.controller !== null));

    // The page saved under the old worker still opens offline, with its notice.
    await context.setOffline(true);
    await page.goto(`${proxy.url}/AdmissionHome`, { waitUntil: 'load' });
    await page.locator('main .saved-copy-notice').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
