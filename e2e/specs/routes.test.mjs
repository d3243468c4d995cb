import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { FIRST_SCREEN_ROUTES } from '../support/first-screen.mjs';
import {
  axeViolationsOf,
  BASE_URL,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  screenshotLoaded,
} from '../support/browser.mjs';

/**
 * One URL for every route of the spec, on the demo data (plus the 404 page): the phone-first
 * views, and a few more department pages (an administrative office, an unknown id).
 */
const ROUTES = [
  ...FIRST_SCREEN_ROUTES,
  '/DptHome?id=DEP-000012',
  '/DptHome?id=DEP-000025',
  '/DptHome?id=UNKNOWN-1',
];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

describe('every route', () => {
  it('loads without console errors, with one h1, landmarks and a working skip link', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    for (const path of ROUTES) {
      const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
      assert.equal(response?.status(), path === '/no-such-page' ? 404 : 200, path);
      if (path === '/no-such-page') {
        // Chromium reports the page's own 404 status as a console error: that one is expected.
        const own = errors.findIndex((error) => error.includes('status of 404'));
        if (own >= 0) errors.splice(own, 1);
      }
      await page.evaluate(() => document.querySelector('dialog[open]')?.close());
      assert.equal(await page.locator('h1').count(), 1, `${path}: one h1`);
      for (const role of ['banner', 'navigation', 'main', 'contentinfo']) {
        assert.ok((await page.getByRole(role).count()) >= 1, `${path}: ${role} landmark`);
      }
      const images = await page.locator('img:not([alt])').count();
      assert.equal(images, 0, `${path}: every image has alt text`);
      const unsafe = await page.locator('a[target=_blank]:not([rel~=noopener])').count();
      assert.equal(unsafe, 0, `${path}: new-tab links carry rel=noopener`);
    }
    await page.goto(`${BASE_URL}/AboutUs`);
    await page.keyboard.press('Tab');
    assert.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      'Skip to main content',
    );
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('has no accessibility violations of any impact (axe-core), at 1280 px and 375 px', async () => {
    assert.deepEqual(await axeViolationsOf(browser, ROUTES, [DESKTOP, PHONE]), []);
  });
});

describe('screenshots for people to look at (artifacts/screenshots)', () => {
  it('saves the home page, a department, the course scheme and the menus at 1280 px and 375 px', async () => {
    for (const [viewport, suffix] of [
      [DESKTOP, '1280'],
      [PHONE, '375'],
    ]) {
      const { page, context } = await openPage(browser, viewport);
      for (const [path, name] of [
        ['/', 'home'],
        ['/DptHome?id=DEP-000001', 'department'],
        ['/Programs?id=DEP-000001', 'course-scheme'],
      ]) {
        await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.querySelector('dialog[open]')?.close());
        await screenshotLoaded(page, `${name}-${suffix}`);
      }
      await page.goto(`${BASE_URL}/AboutUs`);
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.locator('#main-menu').getByRole('button', { name: 'Academics' }).click();
      } else {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('button', { name: 'Academics' })
          .hover();
      }
      await page.waitForTimeout(400);
      await page.screenshot({
        path: `${new URL('../../artifacts/screenshots/', import.meta.url).pathname}menu-${suffix}.png`,
      });
      await context.close();
    }
  });
});
