// The site in Urdu (issue 17) and in Sindhi (issue 28) in a real browser, one sweep run for
// each: every page under its prefix right to left, no horizontal scrolling on a 320 px phone,
// axe-core, no link leaving the language (but the switch to the others), the language switch
// keeping the page and its id, the menus, slider, popup and search suggestions by keyboard in
// RTL, and screenshots at 320, 390 and 1280 px for people to read.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  axeViolationsOf,
  BASE_URL,
  DESKTOP,
  launchBrowser,
  openPage,
  screenshot,
  screenshotLoaded,
  SCREENSHOT_DIR,
  visitHydrated,
} from '../support/browser.mjs';
import { FIRST_SCREEN_ROUTES, inLanguage } from '../support/first-screen.mjs';

/**
 * One URL per kind of page, on the demo data, in English (the phone-first sweep's: it has the 404
 * page), with the search in the language's own word, the finder filtered, and an unknown id.
 */
const PAGES = [
  ...FIRST_SCREEN_ROUTES.filter((path) => !path.startsWith('/search')),
  '/search?q=%QUERY%',
  '/ProgrammeFinder?level=BS',
  '/DptHome?id=UNKNOWN-1',
];

/** The languages swept, each with its own name (the switch's words) and words typed in it. */
const LANGUAGES = [
  {
    lang: 'ur',
    name: 'اردو',
    query: 'کمپیوٹر',
    searched: 'داخلہ',
    suggest: ['bscs', 'کمپیوٹر سائنس'],
  },
  {
    lang: 'sd',
    name: 'سنڌي',
    query: 'ڪمپيوٽر',
    searched: 'داخلا',
    suggest: ['bscs', 'ڪمپيوٽر سائنس'],
  },
];
const OTHER_PREFIXES = (lang) =>
  LANGUAGES.filter((other) => other.lang !== lang).map((other) => `/${other.lang}`);

const SMALL_PHONE = { width: 320, height: 720 };
const MID_PHONE = { width: 390, height: 844 };

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

const visit = (path, viewport = DESKTOP, options = {}) =>
  visitHydrated(browser, path, viewport, options);
const closePopup = (page) => page.evaluate(() => document.querySelector('dialog[open]')?.close());

/** A page's path without its language prefix, '/' for the home page. */
const pageOf = (path, lang) => path.replace(new RegExp(`^/${lang}`), '') || '/';
/** The English URL of a page (what the switch to English leads to). */
function englishUrlOf(path, lang) {
  const rest = pageOf(path, lang);
  return rest.startsWith('/?') ? rest.slice(1) : rest;
}

for (const { lang, name, query, searched, suggest } of LANGUAGES) {
  const routes = PAGES.map((page) =>
    inLanguage(page.replace('%QUERY%', encodeURIComponent(query)), `/${lang}`),
  );

  describe(`every page in ${lang}`, () => {
    it(`is in ${lang}, right to left, with one h1 and no console error, fits a 320 px phone, and links only within ${lang} but for the switch`, async () => {
      const { page, context, errors } = await openPage(browser, SMALL_PHONE);
      const inLanguage = new RegExp(`^/(${lang}(/|\\?|#|$)|_next/|backend-image/)`);
      for (const path of routes) {
        const response = await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
        const missing = path === `/${lang}/no-such-page`;
        assert.equal(response?.status(), missing ? 404 : 200, path);
        if (missing)
          errors.splice(
            errors.findIndex((error) => error.includes('status of 404')),
            1,
          );
        await closePopup(page);
        assert.deepEqual(
          await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
          [lang, 'rtl'],
          path,
        );
        assert.equal(await page.locator('h1').count(), 1, `${path}: one h1`);
        // Arabic script's own rules (app/languages.css): its font stack, and no letter spacing or
        // capitals, which would break the joins between letters (the banners space English out).
        const style = await page.evaluate(() => {
          const own = [...document.querySelectorAll('body, h1, h2, .page-banner *')].filter(
            (element) => !element.closest('[lang="en"]'),
          );
          return {
            font: getComputedStyle(document.body).fontFamily,
            spaced: own
              .filter((element) => getComputedStyle(element).letterSpacing !== 'normal')
              .map((element) => element.tagName),
          };
        });
        assert.match(style.font, /^"?Noto Naskh Arabic/, `${path}: ${style.font}`);
        assert.deepEqual(style.spaced, [], `${path}: letters spaced apart`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        assert.ok(overflow <= 0, `${path}: ${overflow} px wider than the screen`);
        const leaving = await page.$$eval('a[href^="/"]', (links) =>
          links.map((link) => link.getAttribute('href')),
        );
        // The 404 page's switch leads to the other home pages: there is no such page in them either.
        const english = missing ? '/' : englishUrlOf(path, lang);
        const switches = [
          english,
          ...OTHER_PREFIXES(lang).map((prefix) =>
            english === '/'
              ? prefix
              : `${prefix}${english.startsWith('?') ? `/${english}` : english}`,
          ),
        ];
        const outside = leaving.filter(
          (href) => !inLanguage.test(href) && !/\.(xml|ics|pdf|svg|png|jpe?g)(\?|$)/.test(href),
        );
        assert.deepEqual(
          outside.filter((href) => !switches.includes(href)),
          [],
          `${path}: links that leave ${lang}`,
        );
        assert.deepEqual(
          outside.filter((href) => switches.includes(href)).sort(),
          [...switches].sort(),
          `${path}: the switch offers the other languages`,
        );
      }
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('has no accessibility violations of any impact (axe-core), at 1280 px and 390 px', async () => {
      assert.deepEqual(await axeViolationsOf(browser, routes, [DESKTOP, MID_PHONE]), []);
    });
  });

  describe(`the language switch, to and from ${lang}`, () => {
    it('leads to the same page, id and all, in the other languages and back, each named in itself', async () => {
      const { page, context, errors } = await visit('/DptHome?id=DEP-000001');
      await page
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(`^${name}`) })
        .click();
      await page.waitForURL(`${BASE_URL}/${lang}/DptHome?id=DEP-000001`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      for (const other of LANGUAGES.filter((entry) => entry.lang !== lang)) {
        assert.equal(
          await page
            .getByRole('banner')
            .getByRole('link', { name: new RegExp(`^${other.name}`) })
            .getAttribute('href'),
          `/${other.lang}/DptHome?id=DEP-000001`,
        );
      }
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^English/ })
        .click();
      await page.waitForURL(`${BASE_URL}/DptHome?id=DEP-000001`);
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'ltr');
      for (const [from, to] of [
        [`/${lang}/Instruction`, '/Instruction'],
        [`/${lang}`, '/'],
        [`/${lang}/ProHome?id=PGM-000001`, '/ProHome?id=PGM-000001'],
      ]) {
        await page.goto(`${BASE_URL}${from}`);
        assert.equal(
          await page
            .getByRole('banner')
            .getByRole('link', { name: /^English/ })
            .getAttribute('href'),
          to,
          from,
        );
      }
      // By keyboard, with no script: a link like any other.
      const { page: plain, context: noScript } = await visit(`/${lang}/AboutUs`, SMALL_PHONE, {
        javaScriptEnabled: false,
      });
      const english = plain.getByRole('banner').getByRole('link', { name: /^English/ });
      await english.focus();
      await plain.keyboard.press('Enter');
      await plain.waitForURL(`${BASE_URL}/AboutUs`);
      await noScript.close();
      assert.deepEqual(errors, []);
      await context.close();
    });
  });

  describe(`${lang}: right to left, by keyboard and touch`, () => {
    it('opens the slide-out menu from the right and closes it with Escape, at 390 px', async () => {
      const { page, context, errors } = await visit(`/${lang}/AboutUs`, MID_PHONE);
      const toggle = page.locator('.main-nav__toggle');
      const drawer = page.locator('#main-menu');
      await toggle.click();
      let box = null;
      for (let i = 0; i < 50; i += 1) {
        box = await drawer.boundingBox();
        if (box && Math.round(box.x + box.width) === MID_PHONE.width) break;
        await page.waitForTimeout(50);
      }
      assert.equal(
        Math.round((box?.x ?? 0) + (box?.width ?? 0)),
        MID_PHONE.width,
        'the drawer sits against the right edge',
      );
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      assert.deepEqual(errors, []);
      await context.close();
    });

    it('opens a dropdown by keyboard, under its button, inside the screen', async () => {
      const { page, context } = await visit(`/${lang}/AboutUs`);
      const nav = page.locator('nav.main-nav');
      // The first menu listing the backend's names (faculties or offices, marked lang="en").
      const group = nav
        .locator('li.main-nav__item--group')
        .filter({ has: page.locator('.main-nav__submenu [lang="en"]') })
        .first();
      const administration = group.locator('button.main-nav__group-button');
      await administration.focus();
      assert.equal(await administration.getAttribute('aria-expanded'), 'true');
      await page.keyboard.press('Tab');
      const item = await page.evaluate(() => {
        const box = document.activeElement?.getBoundingClientRect();
        return {
          lang: document.activeElement?.getAttribute('lang'),
          left: box?.left,
          right: box?.right,
        };
      });
      assert.equal(item.lang, 'en', 'a backend name is marked English');
      const button = await administration.boundingBox();
      assert.ok(item.left >= 0 && item.right <= DESKTOP.width, 'the dropdown is inside the screen');
      assert.ok(
        Math.abs(item.right - (button.x + button.width)) < 40,
        'the dropdown hangs from the right edge of its button',
      );
      await page.keyboard.press('Escape');
      assert.equal(await administration.getAttribute('aria-expanded'), 'false');
      await context.close();
    });

    it('mirrors the slider: its next arrow on the left, and the popup closes with Escape', async () => {
      const { page, context, errors } = await openPage(browser, DESKTOP);
      await page.goto(`${BASE_URL}/${lang}`);
      await page.waitForSelector('dialog.home-popup[open]');
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog.home-popup[open]', { state: 'detached' }).catch(() => {});
      assert.equal(await page.locator('dialog.home-popup[open]').count(), 0);
      await page.waitForSelector('.hero-slider .swiper-slide-active');
      // Swiper starts with the first move that was due (issue 35); in a loop it ignores an arrow
      // pressed during a move, as it does during every autoplay step.
      await page.waitForFunction(
        () => document.querySelector('.hero-slider__swiper')?.swiper?.animating === false,
      );
      const next = await page.locator('.hero-slider .swiper-button-next').boundingBox();
      const previous = await page.locator('.hero-slider .swiper-button-prev').boundingBox();
      assert.ok(next && previous && next.x < previous.x, 'next is on the left, right to left');
      const active = () =>
        page.getAttribute('.hero-slider .swiper-slide-active', 'data-swiper-slide-index');
      const start = await active();
      await page.locator('.hero-slider .swiper-button-next').click();
      await page.waitForFunction(
        (first) =>
          document
            .querySelector('.hero-slider .swiper-slide-active')
            ?.getAttribute('data-swiper-slide-index') !== first,
        start,
      );
      assert.deepEqual(errors, []);
      await context.close();
    });

    it(`suggests programmes for a ${lang} word and an abbreviation, and opens the ${lang} page by keyboard`, async () => {
      const { page, context, errors } = await visit(`/${lang}/AboutUs`);
      const field = page.locator('#site-search-q');
      for (const typed of suggest) {
        await field.fill('');
        await field.pressSequentially(typed, { delay: 30 });
        await page.locator('#site-search-q-listbox [role=option]').first().waitFor();
        const first = await page
          .locator('#site-search-q-listbox [role=option]')
          .first()
          .textContent();
        assert.match(first ?? '', /Computer Science/, `${typed}: ${first}`);
      }
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`/${lang}/(ProHome|DptHome)\\?id=`));
      assert.deepEqual(errors, []);
      await context.close();
    });
  });

  describe(`screenshots of the ${lang} pages (artifacts/screenshots)`, () => {
    it('saves the home page, a department, the finder, search, admission and the menu at 320, 390 and 1280 px', async () => {
      for (const viewport of [SMALL_PHONE, MID_PHONE, DESKTOP]) {
        const { page, context } = await openPage(browser, viewport);
        for (const [path, shot] of [
          [`/${lang}`, 'home'],
          [`/${lang}/DptHome?id=DEP-000001`, 'department'],
          [`/${lang}/ProgrammeFinder?level=BS`, 'finder'],
          [`/${lang}/search?q=${encodeURIComponent(searched)}`, 'search'],
          [`/${lang}/AdmissionHome`, 'admission'],
        ]) {
          await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle' });
          await closePopup(page);
          await screenshotLoaded(page, `${lang}-${shot}-${viewport.width}`);
        }
        if (viewport !== DESKTOP) {
          await page.goto(`${BASE_URL}/${lang}/AboutUs`);
          await page.locator('.main-nav__toggle').click();
          await page.waitForTimeout(400);
          await screenshot(page, `${lang}-menu-${viewport.width}`);
        }
        await context.close();
      }
    });
  });
}

describe('Sindhi letters in the fonts the phone has (issue 28: no web font)', () => {
  it('draws every Sindhi letter with the site font stack’s Noto Naskh Arabic alone, no fallback font', async () => {
    const { page, context } = await visit('/sd/AboutUs', MID_PHONE);
    const letters =
      'ٻ ڄ ڃ ڇ ڊ ڌ ڍ ڏ ڙ ڦ ڪ ڳ ڱ ڻ ٺ ٿ ٽ ۾ ۽ ٻار ڄاڻ ڇوڪري ڊگري ڌيان ڍڪ ڏينهن ڦيرو ڪتاب ڳوٺ پاڻ ٺيڪ ٿيو ٽيسٽ';
    await page.evaluate((text) => {
      const paragraph = document.createElement('p');
      paragraph.id = 'sindhi-letters';
      paragraph.textContent = text;
      document.querySelector('main')?.prepend(paragraph);
    }, letters);
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '#sindhi-letters',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    assert.deepEqual(
      fonts.map((font) => [font.familyName, font.isCustomFont]),
      [['Noto Naskh Arabic', false]],
    );
    await page.locator('#sindhi-letters').screenshot({ path: `${SCREENSHOT_DIR}sd-letters.png` });
    await context.close();
  });
});

/**
 * The faces this machine (Debian's fonts-noto-core) draws the site's two stacks in: Latin
 * (system-ui) and Arabic script (app/globals.css, --font-urdu).
 */
const SITE_FACES = ['Noto Naskh Arabic', 'Noto Sans'];

/** The families the text of the page in `page` is drawn in, each with a few of the elements that use it. */
async function facesOf(context, page) {
  // Every part of the page laid out: closed <details> opened (the side menu's "–" marker), and
  // what content-visibility would skip until it is scrolled to.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(() =>
    document.querySelectorAll('details').forEach((details) => (details.open = true)),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const faces = new Map();
  const walk = async (node, where) => {
    const attributes = node.attributes ?? [];
    const className = attributes.includes('class')
      ? `.${attributes[attributes.indexOf('class') + 1].split(' ')[0]}`
      : '';
    const name = node.pseudoType ? `${where}::${node.pseudoType}` : `${node.localName}${className}`;
    if (node.nodeType === 1 || node.pseudoType) {
      const { fonts } = await cdp
        .send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })
        .catch(() => ({ fonts: [] }));
      for (const font of fonts)
        faces.set(font.familyName, [...(faces.get(font.familyName) ?? []), name].slice(0, 3));
    }
    for (const child of [...(node.children ?? []), ...(node.pseudoElements ?? [])])
      await walk(child, name);
  };
  await walk(root, '');
  await cdp.detach();
  return faces;
}

describe('every character in the faces the font stacks name first (issue 35)', () => {
  // A character the first faces lack is looked for in the next family named, and then in every
  // font the phone has: a Nastaliq face loaded for a bracket, or a font search for one arrow, was
  // a third of a page's first layout on a fresh phone.
  for (const prefix of ['', '/ur', '/sd']) {
    it(`draws ${prefix || 'English'} pages in ${SITE_FACES.join(' and ')} only: no fallback font, no Nastaliq face for punctuation`, async () => {
      const { page, context } = await openPage(browser, MID_PHONE);
      for (const path of [
        '/',
        '/DptHome?id=DEP-000001',
        '/ContactUs',
        '/ProgrammeFinder?level=BS',
      ]) {
        await page.goto(`${BASE_URL}${inLanguage(path, prefix)}`, { waitUntil: 'load' });
        const faces = await facesOf(context, page);
        const others = [...faces].filter(([family]) => !SITE_FACES.includes(family));
        assert.deepEqual(
          others,
          [],
          `${inLanguage(path, prefix)}: text drawn in faces other than the stacks' first`,
        );
        assert.ok(
          faces.has('Noto Naskh Arabic') && faces.has('Noto Sans'),
          `${inLanguage(path, prefix)}: ${[...faces.keys()]}`,
        );
      }
      await context.close();
    });
  }
});
