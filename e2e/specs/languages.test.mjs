// The site in Urdu (issue 17) in a real browser: every page under /ur right to left, no
// horizontal scrolling on a 320 px phone, axe-core on Urdu pages, the language switch keeping
// the page and its id, the menus, slider, popup and search suggestions by keyboard in RTL, and
// screenshots at 320, 390 and 1280 px for people to read.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { axeViolationsOf, BASE_URL, DESKTOP, launchBrowser, openPage, screenshot, screenshotLoaded, visitHydrated } from '../support/browser.mjs';

/** One Urdu URL per kind of page, on the demo data (plus the 404 page). */
const URDU_ROUTES = [
  '/ur',
  '/ur/NewsEvents',
  '/ur/AboutUs',
  '/ur/ContactUs',
  '/ur/FacilitiesHome',
  '/ur/AdmissionHome',
  '/ur/Instruction',
  '/ur/HelpDesk',
  '/ur/EligibilityCriteria',
  '/ur/FacHome?id=FAC-000001',
  '/ur/DeanMessage?id=FAC-000001',
  '/ur/DptHome?id=DEP-000001',
  '/ur/AdmHome?id=DEP-000025',
  '/ur/ProHome?id=PGM-000001',
  '/ur/Downloads?id=DEP-000001',
  '/ur/Events?id=DEP-000001',
  '/ur/Seminars?id=DEP-000001',
  '/ur/PEOS?id=DEP-000001',
  '/ur/PLOS?id=DEP-000001',
  '/ur/ChairmanMessage?id=DEP-000001',
  '/ur/DirectorMessage?id=DEP-000025',
  '/ur/MissionVision?id=DEP-000011',
  '/ur/Faculty?id=DEP-000003',
  '/ur/Programs?id=DEP-000001',
  '/ur/ResearchProjects?id=DEP-000001',
  '/ur/Publications?id=DEP-000001',
  '/ur/ProgrammeFinder?level=BS',
  '/ur/search?q=' + encodeURIComponent('کمپیوٹر'),
  '/ur/DptHome?id=UNKNOWN-1',
  '/ur/no-such-page',
];
const SMALL_PHONE = { width: 320, height: 720 };
const MID_PHONE = { width: 390, height: 844 };

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

const visit = (path, viewport = DESKTOP, options = {}) => visitHydrated(browser, path, viewport, options);
const closePopup = (page) => page.evaluate(() => document.querySelector('dialog[open]')?.close());

describe('every page in Urdu', () => {
  it('is Urdu, right to left, with one h1 and no console error, and fits a 320 px phone', async () => {
    const { page, context, errors } = await openPage(browser, SMALL_PHONE);
    for (const path of URDU_ROUTES) {
      const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
      const missing = path === '/ur/no-such-page';
      assert.equal(response?.status(), missing ? 404 : 200, path);
      if (missing) errors.splice(errors.findIndex((error) => error.includes('status of 404')), 1);
      await closePopup(page);
      assert.deepEqual(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['ur', 'rtl'], path);
      assert.equal(await page.locator('h1').count(), 1, `${path}: one h1`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${path}: ${overflow} px wider than the screen`);
      // Every link to one of the site's pages stays in Urdu, but the one to the English page.
      const english = await page.$$eval('a[href^="/"]', (links) =>
        links
          .map((link) => link.getAttribute('href'))
          .filter((href) => !/^\/(ur(\/|\?|#|$)|_next\/|backend-image\/)/.test(href) && !/\.(xml|ics|pdf|svg|png|jpe?g)(\?|$)/.test(href)),
      );
      // The 404 page's switch leads to the English home page: there is no such page in English either.
      const toEnglish = missing ? '/' : englishUrlOf(path);
      assert.deepEqual(english.filter((href) => href !== toEnglish), [], `${path}: links that leave Urdu`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('has no accessibility violations of any impact (axe-core), at 1280 px and 390 px', async () => {
    assert.deepEqual(await axeViolationsOf(browser, URDU_ROUTES, [DESKTOP, MID_PHONE]), []);
  });
});

/** The English URL of an Urdu page (what its language switch leads to). */
function englishUrlOf(path) {
  const rest = path.replace(/^\/ur/, '') || '/';
  return rest.startsWith('/?') ? rest.slice(1) : rest;
}

describe('the language switch', () => {
  it('leads to the same page, id and all, in the other language and back', async () => {
    const { page, context, errors } = await visit('/DptHome?id=DEP-000001');
    await page.getByRole('banner').getByRole('link', { name: /^اردو/ }).click();
    await page.waitForURL(`${BASE_URL}/ur/DptHome?id=DEP-000001`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ur');
    await page.getByRole('banner').getByRole('link', { name: /^English/ }).click();
    await page.waitForURL(`${BASE_URL}/DptHome?id=DEP-000001`);
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');
    for (const [from, to] of [
      ['/ur/Instruction', '/Instruction'],
      ['/ur', '/'],
      ['/ur/ProHome?id=PGM-000001', '/ProHome?id=PGM-000001'],
    ]) {
      await page.goto(`${BASE_URL}${from}`);
      assert.equal(await page.getByRole('banner').getByRole('link', { name: /^English/ }).getAttribute('href'), to, from);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('right to left, by keyboard and touch', () => {
  it('opens the slide-out menu from the right and closes it with Escape, at 390 px', async () => {
    const { page, context, errors } = await visit('/ur/AboutUs', MID_PHONE);
    const toggle = page.getByRole('button', { name: 'مینو', exact: true });
    const drawer = page.locator('#main-menu');
    await toggle.click();
    let box = null;
    for (let i = 0; i < 50; i += 1) {
      box = await drawer.boundingBox();
      if (box && Math.round(box.x + box.width) === MID_PHONE.width) break;
      await page.waitForTimeout(50);
    }
    assert.equal(Math.round((box?.x ?? 0) + (box?.width ?? 0)), MID_PHONE.width, 'the drawer sits against the right edge');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('opens a dropdown by keyboard, under its button, inside the screen', async () => {
    const { page, context } = await visit('/ur/AboutUs');
    const nav = page.locator('nav.main-nav');
    const administration = nav.getByRole('button', { name: 'انتظامیہ' });
    await administration.focus();
    assert.equal(await administration.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Tab');
    const item = await page.evaluate(() => {
      const box = document.activeElement?.getBoundingClientRect();
      return { lang: document.activeElement?.getAttribute('lang'), left: box?.left, right: box?.right };
    });
    assert.equal(item.lang, 'en', 'a backend name is marked English');
    const button = await administration.boundingBox();
    assert.ok(item.left >= 0 && item.right <= DESKTOP.width, 'the dropdown is inside the screen');
    assert.ok(Math.abs(item.right - (button.x + button.width)) < 40, 'the dropdown hangs from the right edge of its button');
    await page.keyboard.press('Escape');
    assert.equal(await administration.getAttribute('aria-expanded'), 'false');
    await context.close();
  });

  it('mirrors the slider: its next arrow on the left, and the popup closes with Escape', async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await page.goto(`${BASE_URL}/ur`);
    await page.waitForSelector('dialog.home-popup[open]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog.home-popup[open]', { state: 'detached' }).catch(() => {});
    assert.equal(await page.locator('dialog.home-popup[open]').count(), 0);
    await page.waitForSelector('.hero-slider .swiper-slide-active');
    const next = await page.locator('.hero-slider .swiper-button-next').boundingBox();
    const previous = await page.locator('.hero-slider .swiper-button-prev').boundingBox();
    assert.ok(next && previous && next.x < previous.x, 'next is on the left in Urdu');
    const active = () => page.getAttribute('.hero-slider .swiper-slide-active', 'data-swiper-slide-index');
    const before = await active();
    await page.locator('.hero-slider .swiper-button-next').click();
    await page.waitForFunction((start) => document.querySelector('.hero-slider .swiper-slide-active')?.getAttribute('data-swiper-slide-index') !== start, before);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('suggests programmes for an Urdu word and an abbreviation, and opens the Urdu page by keyboard', async () => {
    const { page, context, errors } = await visit('/ur/AboutUs');
    const field = page.locator('#site-search-q');
    for (const query of ['bscs', 'کمپیوٹر سائنس']) {
      await field.fill('');
      await field.pressSequentially(query, { delay: 30 });
      await page.locator('#site-search-q-listbox [role=option]').first().waitFor();
      const first = await page.locator('#site-search-q-listbox [role=option]').first().textContent();
      assert.match(first ?? '', /Computer Science/, `${query}: ${first}`);
    }
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ur\/(ProHome|DptHome)\?id=/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('screenshots of the Urdu pages (artifacts/screenshots)', () => {
  it('saves the home page, a department, the finder and search at 320, 390 and 1280 px', async () => {
    for (const viewport of [SMALL_PHONE, MID_PHONE, DESKTOP]) {
      const { page, context } = await openPage(browser, viewport);
      for (const [path, name] of [
        ['/ur', 'home'],
        ['/ur/DptHome?id=DEP-000001', 'department'],
        ['/ur/ProgrammeFinder?level=BS', 'finder'],
        ['/ur/search?q=' + encodeURIComponent('داخلہ'), 'search'],
        ['/ur/AdmissionHome', 'admission'],
      ]) {
        await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
        await closePopup(page);
        await screenshotLoaded(page, `ur-${name}-${viewport.width}`);
      }
      if (viewport !== DESKTOP) {
        await page.goto(`${BASE_URL}/ur/AboutUs`);
        await page.getByRole('button', { name: 'مینو', exact: true }).click();
        await page.waitForTimeout(400);
        await screenshot(page, `ur-menu-${viewport.width}`);
      }
      await context.close();
    }
  });
});
