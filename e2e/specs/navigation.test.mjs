import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, DESKTOP, launchBrowser, PHONE, visitHydrated } from '../support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** A page without the home popup in the way, hydrated when scripts are on. */
const visit = (path, viewport = DESKTOP, options = {}) =>
  visitHydrated(browser, path, viewport, options);

const nav = (page) => page.getByRole('navigation', { name: 'Main' });

/** Waits until the slide-out drawer has slid in to the left edge (works without page scripts). */
async function drawerOnScreen(drawer) {
  for (let i = 0; i < 50; i += 1) {
    const box = await drawer.boundingBox();
    if (box && Math.round(box.x) === 0) return;
    await drawer.page().waitForTimeout(50);
  }
  throw new Error('the drawer did not slide in');
}

describe('desktop dropdowns at 1280 px', () => {
  it('open on hover and close when the pointer leaves', async () => {
    const { page, context, errors } = await visit('/AboutUs');
    const academics = nav(page).getByRole('button', { name: 'Academics' });
    const faculty = nav(page).getByRole('link', { name: 'Faculty of Engineering' });
    assert.equal(await faculty.isVisible(), false);
    await academics.hover();
    await faculty.waitFor({ state: 'visible' });
    assert.equal(await academics.getAttribute('aria-expanded'), 'true');
    await page.mouse.move(640, 800);
    await faculty.waitFor({ state: 'hidden' });
    assert.equal(await academics.getAttribute('aria-expanded'), 'false');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('open on keyboard focus and Enter, and the keyboard reaches every item', async () => {
    const { page, context } = await visit('/AboutUs');
    const administration = nav(page).getByRole('button', { name: 'Administration' });
    await administration.focus();
    assert.equal(await administration.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    assert.equal(focused, 'Office of the Vice Chancellor');
    await page.keyboard.press('Escape');
    assert.equal(await administration.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Administration');
    await page.keyboard.press('Enter');
    assert.equal(await administration.getAttribute('aria-expanded'), 'true');

    // Tabbing from the first item of the bar visits every link of every dropdown (not the top
    // bar's links, which only a phone's drawer repeats).
    const expected = await nav(page)
      .locator('.main-nav__list > li:not(.main-nav__item--phone) a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await nav(page).getByRole('link', { name: 'Home', exact: true }).focus();
    const reached = new Set();
    for (let i = 0; i < expected.length + 10; i += 1) {
      const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
      const visible = await page.evaluate(() => {
        const element = document.activeElement;
        const box = element?.getBoundingClientRect();
        return Boolean(box && box.width > 0 && box.height > 0);
      });
      if (href && visible) reached.add(href);
      await page.keyboard.press('Tab');
    }
    for (const href of expected) assert.ok(reached.has(href), `keyboard did not reach ${href}`);
    await context.close();
  });
});

describe('slide-out menu at 375 px', () => {
  it('opens with its button, toggles sections on click, and closes with Escape and the backdrop', async () => {
    const { page, context, errors } = await visit('/AboutUs', PHONE);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const drawer = page.locator('#main-menu');
    assert.equal(await drawer.isVisible(), false);
    await toggle.click();
    await drawerOnScreen(drawer);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');

    const academics = drawer.getByRole('button', { name: 'Academics' });
    const faculty = drawer.getByRole('link', { name: 'Faculty of Engineering' });
    await academics.click();
    await faculty.waitFor({ state: 'visible' });
    await academics.click();
    await faculty.waitFor({ state: 'hidden' });

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');

    await toggle.click();
    await drawerOnScreen(drawer);
    await page.mouse.click(360, 600);
    await drawer.waitFor({ state: 'hidden' });

    await toggle.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await drawer.waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('switches between the drawer and the bar when the window is resized across 768 px', async () => {
    const { page, context } = await visit('/AboutUs', PHONE);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(300);
    assert.equal(await toggle.isVisible(), false);
    const bar = await nav(page).getByRole('link', { name: 'News & Events' }).boundingBox();
    assert.ok(bar && bar.y < 250, 'the desktop bar shows its links in the header');
    assert.equal(await page.locator('#main-menu.is-open').count(), 0);

    await page.setViewportSize({ width: 768, height: 900 });
    await page.waitForTimeout(300);
    assert.equal(await toggle.isVisible(), true);
    assert.equal(await page.locator('#main-menu').isVisible(), false);
    await context.close();
  });
});

describe('side menu', () => {
  it('expands and collapses items with sub-items on click', async () => {
    const { page, context } = await visit('/DptHome?id=DEP-000001');
    const menu = page.getByRole('navigation', { name: 'Related Links' });
    const chairman = menu.getByRole('link', { name: 'Chairman Message' });
    assert.equal(await chairman.isVisible(), false);
    await menu.getByText('About', { exact: true }).click();
    await chairman.waitFor({ state: 'visible' });
    await menu.getByText('About', { exact: true }).click();
    await chairman.waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('finding a programme', () => {
  it('goes from Academics to a faculty, a department and a programme', async () => {
    const { page, context, errors } = await visit('/AboutUs');
    await nav(page).getByRole('button', { name: 'Academics' }).hover();
    await nav(page).getByRole('link', { name: 'Faculty of Engineering' }).click();
    await page.waitForURL(`${BASE_URL}/FacHome?id=FAC-000001`);
    assert.equal(
      await page.getByRole('heading', { level: 1 }).textContent(),
      'Faculty of Engineering',
    );

    const menu = page.getByRole('navigation', { name: 'Related Links' });
    await menu.getByText('Departments', { exact: true }).click();
    await menu.getByRole('link', { name: 'Department of Civil Engineering' }).click();
    await page.waitForURL(`${BASE_URL}/DptHome?id=DEP-000001`);
    assert.equal(
      await page.getByRole('heading', { level: 1 }).textContent(),
      'Department of Civil Engineering',
    );

    await page.getByRole('link', { name: 'BE Civil Engineering' }).click();
    await page.waitForURL(`${BASE_URL}/ProHome?id=PGM-000001`);
    assert.equal(
      await page.getByRole('heading', { level: 1 }).textContent(),
      'BE Civil Engineering',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("opens every page of a department's side menu", async () => {
    const { page, context, errors } = await visit('/DptHome?id=DEP-000001');
    const hrefs = await page
      .getByRole('navigation', { name: 'Related Links' })
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.equal(hrefs.length, 12);
    for (const href of hrefs) {
      const response = await page.goto(`${BASE_URL}${href}`);
      assert.equal(response?.status(), 200, href);
      assert.equal(
        await page.getByRole('heading', { level: 1 }).textContent(),
        'Department of Civil Engineering',
        href,
      );
      assert.ok(
        (await page.locator('.page-content h2').count()) >= 1,
        `${href} has its section heading`,
      );
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('still shows every page content and every navigation link', async () => {
    const { page, context } = await visit('/DptHome?id=DEP-000001', PHONE, {
      javaScriptEnabled: false,
    });
    assert.ok(await page.getByRole('heading', { name: /^About / }).isVisible());
    // The menu button is a link to #main-menu, which CSS slides in with :target.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.locator('#main-menu');
    await drawerOnScreen(drawer);
    await drawer.getByRole('button', { name: 'Academics' }).focus();
    await drawer
      .getByRole('link', { name: 'Faculty of Engineering' })
      .waitFor({ state: 'visible' });
    await context.close();
  });
});
