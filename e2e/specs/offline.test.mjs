// When the signal drops (docs/behaviour.md, Offline): pages opened before still open, with
// a notice saying when they were saved; a page never opened gives the offline page listing
// them; a slow network shows the saved copy after 4 seconds; errors are never kept as pages.
// Each test has an origin of its own (e2e/support/proxy.mjs), so a fresh service worker, and the
// proxy plays the network.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  axeViolations,
  BASE_URL,
  launchBrowser,
  PHONE,
  SCREENSHOT_DIR,
  waitForHydration,
  waitForInPage,
} from '../support/browser.mjs';
import { startProxy } from '../support/proxy.mjs';

let browser;
const proxies = [];
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await Promise.all(proxies.map((proxy) => proxy.close()));
});

let nextPort = 3320;
/** A phone on a fresh origin in front of the site, recording the page's errors. */
async function freshPhone() {
  const proxy = await startProxy({ upstream: BASE_URL, port: nextPort++ });
  proxies.push(proxy);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { proxy, context, page, errors, origin: proxy.url };
}

/** Opens `path` online and waits until the worker controls the page. */
async function visit(page, origin, path) {
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

/** The URLs (path and query) saved on the phone, once `paths` all are. */
async function waitUntilSaved(page, paths) {
  await waitForInPage(
    page,
    async (wanted) => {
      const keys = await (await caches.open('saved-pages')).keys();
      const saved = keys
        .map((request) => new URL(request.url))
        .map((url) => url.pathname + url.search);
      return wanted.every((path) => saved.includes(path));
    },
    paths,
  );
}

async function savedPaths(page) {
  return page.evaluate(async () => {
    const out = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        out.push(`${name} ${new URL(request.url).pathname}${new URL(request.url).search}`);
    }
    return out;
  });
}

const DEPARTMENT = '/AdmHome?id=DEP-000025';

/**
 * A page shown from the phone carries its stylesheet written in (lib/offline/saved-pages.ts): no link
 * to a file of the build it was saved from, which a later deploy (or an emptied HTTP cache) takes away.
 */
async function assertStylesWrittenIn(page, what) {
  const sheets = await page.evaluate(() =>
    [...document.styleSheets].map((sheet) => ({ href: sheet.href, rules: sheet.cssRules.length })),
  );
  assert.ok(
    sheets.length > 0 &&
      sheets.every((sheet) => sheet.href === null) &&
      sheets.some((sheet) => sheet.rules > 100),
    `${what}: the stylesheet is written in: ${JSON.stringify(sheets)}`,
  );
}

describe('offline', () => {
  for (const [lang, prefix, guideHeading, offlineHeading, noticeLabel] of [
    ['English', '', /How to Apply/, 'You are offline', 'Saved copy'],
    ['Urdu', '/ur', /داخلہ کیسے لیں/, 'آپ آف لائن ہیں', 'محفوظ شدہ صفحہ'],
    ['Sindhi', '/sd', /داخلو ڪيئن وٺجي/, 'توهان آف لائن آهيو', 'محفوظ ٿيل ڪاپي'],
  ]) {
    it(`${lang}: the department and admission guide open with no signal, with when they were saved; another page gives the offline page listing both`, async () => {
      const { context, page, errors, origin } = await freshPhone();
      // The first page opened installs the worker, and is saved as well.
      await visit(page, origin, `${prefix}${DEPARTMENT}`);
      const departmentHeading = (await page.locator('main h1').first().textContent())?.trim();
      await visit(page, origin, `${prefix}/AdmissionHome`);
      await waitUntilSaved(page, [`${prefix}${DEPARTMENT}`, `${prefix}/AdmissionHome`]);

      await context.setOffline(true);
      for (const [path, heading] of [
        [`${prefix}${DEPARTMENT}`, departmentHeading],
        [`${prefix}/AdmissionHome`, guideHeading],
      ]) {
        const response = await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        assert.equal(response?.status(), 200, path);
        const notice = page.locator('main .saved-copy-notice');
        assert.equal(await notice.count(), 1, `${path}: the saved-copy notice`);
        assert.equal(await notice.getAttribute('aria-label'), noticeLabel, path);
        const savedAt = new Date((await notice.locator('time').getAttribute('datetime')) ?? '');
        assert.ok(
          Date.now() - savedAt.getTime() < 120_000,
          `${path}: saved at ${savedAt.toISOString()}`,
        );
        assert.ok(await notice.isVisible(), `${path}: the notice is visible`);
        const h1 = (await page.locator('main h1').first().textContent())?.trim() ?? '';
        if (heading instanceof RegExp) assert.match(h1, heading, path);
        else assert.equal(h1, heading, path);
        // A snapshot: no script of the build it came from, its stylesheet written in.
        assert.equal(await page.locator('script[src^="/_next/"]').count(), 0, path);
        await assertStylesWrittenIn(page, path);
      }
      await page.screenshot({
        path: `${SCREENSHOT_DIR}offline-saved-copy${prefix.replace('/', '-')}.png`,
      });

      const response = await page.goto(`${origin}${prefix}/AboutUs`, { waitUntil: 'load' });
      assert.equal(response?.status(), 200);
      assert.equal((await page.locator('main h1').textContent())?.trim(), offlineHeading);
      const listed = await page
        .locator('.saved-pages a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.deepEqual(
        [...listed].sort(),
        [`${prefix}${DEPARTMENT}`, `${prefix}/AdmissionHome`].sort(),
      );
      assert.equal(
        await page.locator('.saved-pages__retry a').getAttribute('href'),
        `${prefix}/AboutUs`,
      );
      await assertStylesWrittenIn(page, 'the offline page');
      await page.screenshot({
        path: `${SCREENSHOT_DIR}offline-page${prefix.replace('/', '-')}.png`,
        fullPage: true,
      });
      assert.deepEqual(await axeViolations(page), [], 'axe on the offline page');

      // A saved page opened from the list.
      await page.locator('.saved-pages a', { hasText: guideHeading }).first().click();
      await page.locator('main .saved-copy-notice').waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('a link tapped offline to a page never opened lands on the offline page', async () => {
    const { context, page, origin } = await freshPhone();
    await visit(page, origin, '/AdmissionHome');
    await waitForHydration(page);
    await context.setOffline(true);
    // A client-side navigation (next/link): its RSC request fails, and Next falls back to loading
    // the page, which the worker answers.
    // The footer's link: a phone's header folds the top bar's links into the drawer.
    await page.locator('.site-footer a[href="/AboutUs"]').click();
    await page.waitForURL(`${origin}/AboutUs`, { timeout: 15_000 });
    await page.locator('main h1', { hasText: 'You are offline' }).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('a network slower than 4 seconds shows the saved copy, with its notice, after about 4 seconds', async () => {
    const { context, page, proxy, origin } = await freshPhone();
    await visit(page, origin, '/AdmissionHome');
    await visit(page, origin, '/ContactUs');
    await waitUntilSaved(page, ['/AdmissionHome']);
    proxy.delayDocuments(6000);
    const started = Date.now();
    await page.goto(`${origin}/AdmissionHome`, { waitUntil: 'domcontentloaded', timeout: 20_000 });
    await page.locator('main .saved-copy-notice').waitFor({ timeout: 10_000 });
    const elapsed = Date.now() - started;
    assert.ok(elapsed >= 3900 && elapsed < 5900, `the saved copy after ${elapsed} ms`);
    proxy.delayDocuments(0);
    // Once the network answers again, the page is the server's, without the notice.
    await page.goto(`${origin}/AdmissionHome`, { waitUntil: 'load' });
    assert.equal(await page.locator('main .saved-copy-notice').count(), 0);
    await context.close();
  });

  it('never keeps an error, a search or an API answer as a page; /sw.js is never cached', async () => {
    const { context, page, proxy, origin } = await freshPhone();
    await visit(page, origin, '/AdmissionHome');
    await waitUntilSaved(page, ['/AdmissionHome']);
    proxy.failDocuments(503);
    const failed = await page.goto(`${origin}/ContactUs`, { waitUntil: 'load' });
    assert.equal(failed?.status(), 503);
    proxy.failDocuments(429);
    assert.equal(
      (await page.goto(`${origin}/FacilitiesHome`, { waitUntil: 'load' }))?.status(),
      429,
    );
    proxy.failDocuments(0);
    assert.equal((await page.goto(`${origin}/NoSuchPage`, { waitUntil: 'load' }))?.status(), 404);
    await page.goto(`${origin}/search?q=admission`, { waitUntil: 'load' });
    assert.equal(
      await page.evaluate(async () => (await fetch('/api/search?q=admission')).status),
      200,
    );
    const worker = await page.evaluate(async () =>
      (await fetch('/sw.js')).headers.get('cache-control'),
    );
    assert.equal(worker, 'no-cache');
    await visit(page, origin, '/AboutUs');
    await waitUntilSaved(page, ['/AboutUs']);
    const kept = (await savedPaths(page)).filter((entry) => !entry.includes('-precache-'));
    assert.deepEqual(kept.filter((entry) => entry.startsWith('saved-pages ')).sort(), [
      'saved-pages /AboutUs',
      'saved-pages /AdmissionHome',
    ]);
    assert.deepEqual(
      kept.filter((entry) => entry.includes('/api/')),
      [],
    );
    // Offline, the page that answered 503 is no saved copy: the offline page answers.
    await context.setOffline(true);
    await page.goto(`${origin}/ContactUs`, { waitUntil: 'load' });
    assert.equal((await page.locator('main h1').textContent())?.trim(), 'You are offline');
    await context.close();
  });
});
