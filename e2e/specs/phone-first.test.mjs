// Phone first (issue 25): on a phone every route view, in every language, shows its <h1> and the
// first line of its own content in the first screen, with no sideways scroll, and no teacher's face
// squeezed out of shape; the one-row header, the drawer and the side menu that follows the content
// work by keyboard and without scripts.
// Screenshots at 320, 375 and 1280 px in every language land in artifacts/screenshots/.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  BASE_URL,
  DESKTOP,
  launchBrowser,
  openPage,
  screenshot,
  visitHydrated,
  waitForInPage,
} from '../support/browser.mjs';
import {
  FIRST_SCREEN_ROUTES,
  inLanguage,
  LANGUAGES,
  measureFirstScreen,
  PHONES,
} from '../support/first-screen.mjs';

/** The first line of the content must be whole inside the screen: its top at least this far above the fold. */
const FIRST_LINE_PX = 24;
/** The aim for the compact header: the <h1> starts within this of the top. */
const H1_TOP_PX = 220;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

for (const phone of PHONES) {
  describe(`a ${phone.width}×${phone.height} phone`, () => {
    for (const { code, prefix } of LANGUAGES) {
      it(`shows the h1 and the first content of every route view in ${code} in its first screen, with no sideways scroll`, async () => {
        const { page, context } = await openPage(browser, phone);
        const problems = [];
        for (const route of FIRST_SCREEN_ROUTES) {
          const path = inLanguage(route, prefix);
          await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
          // The home page keeps its popup (docs/behaviour.md, Home page): the page under it is what is judged.
          await page.evaluate(() => document.querySelector('dialog[open]')?.close());
          const m = await page.evaluate(measureFirstScreen);
          if (m.h1Bottom === null || m.h1Bottom > phone.height)
            problems.push(`${path}: the h1 ends at ${m.h1Bottom} px`);
          if (m.h1Top > H1_TOP_PX) problems.push(`${path}: the h1 starts at ${m.h1Top} px`);
          if (m.contentTop === null || m.contentTop > phone.height - FIRST_LINE_PX)
            problems.push(`${path}: the content (${m.contentTag}) starts at ${m.contentTop} px`);
          if (m.scrollWidth > m.width)
            problems.push(`${path}: ${m.scrollWidth} px wide in a ${m.width} px screen`);
        }
        await context.close();
        assert.deepEqual(
          problems,
          [],
          `past the first screen of a ${phone.width}×${phone.height} phone`,
        );
      });
    }
    it("draws every teacher's face 64×64 in every language (a long e-mail address in the table once squeezed them into 35 px ovals)", async () => {
      const { page, context } = await openPage(browser, phone);
      const squeezed = [];
      for (const { prefix } of LANGUAGES) {
        const path = inLanguage('/Faculty?id=DEP-000001', prefix);
        await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
        const faces = await page.$$eval('.avatar', (images) =>
          images
            .map((image) => image.getBoundingClientRect())
            .map(({ width, height }) => `${Math.round(width)}×${Math.round(height)}`),
        );
        assert.ok(faces.length > 0, `${path} shows faces`);
        squeezed.push(
          ...faces.filter((size) => size !== '64×64').map((size) => `${path}: ${size}`),
        );
      }
      await context.close();
      assert.deepEqual(squeezed, []);
    });
  });
}

describe('the phone header and the side menu, by keyboard', () => {
  for (const { code, prefix } of LANGUAGES) {
    it(`in ${code}: Tab reaches the language switch, the search field (which opens in place) and the menu button; the drawer opens and closes with the keyboard`, async () => {
      const { page, context } = await visitHydrated(
        browser,
        inLanguage('/PEOS?id=DEP-000001', prefix),
        PHONES[0],
      );
      const focused = () =>
        page.evaluate(() => ({
          cls: document.activeElement?.className ?? '',
          id: document.activeElement?.id ?? '',
        }));
      const seen = [];
      for (
        let i = 0;
        i < 8 && !seen.some((f) => String(f.cls).includes('main-nav__toggle'));
        i += 1
      ) {
        await page.keyboard.press('Tab');
        const now = await focused();
        seen.push(now);
        if (now.id === 'site-search-q') {
          const box = await page.locator('#site-search-q').boundingBox();
          assert.ok(
            box && box.width > 150,
            `the search field opens across the row when focused (${box?.width} px)`,
          );
        }
      }
      const order = seen.map((f) =>
        f.id === 'site-search-q' ? 'search' : String(f.cls).split(' ')[0],
      );
      for (const wanted of ['language-switch', 'search', 'main-nav__toggle'])
        assert.ok(order.includes(wanted), `${wanted} reached by Tab: ${order.join(', ')}`);
      await page.keyboard.press('Enter');
      await page.locator('#main-menu.is-open').waitFor();
      assert.equal(
        await page.evaluate(() => document.activeElement?.classList.contains('main-nav__close')),
        true,
        'focus moves into the drawer',
      );
      assert.equal(
        await page.locator('.main-nav__item--phone a').first().isVisible(),
        true,
        'the top bar’s links are in the drawer',
      );
      await page.keyboard.press('Escape');
      await page.locator('#main-menu.is-open').waitFor({ state: 'detached' });
      assert.equal(
        await page.evaluate(() => document.activeElement?.classList.contains('main-nav__toggle')),
        true,
        'focus returns to the menu button',
      );
      await context.close();
    });

    it(`in ${code}: the breadcrumbs are one line, the way back to the page's parent; screen readers get every crumb, and a keyboard entering the trail opens it whole`, async () => {
      const { page, context } = await openPage(browser, PHONES[0]);
      await page.goto(`${BASE_URL}${inLanguage('/PEOS?id=DEP-000001', prefix)}`);
      const trail = page.locator('nav.breadcrumbs');
      const shown = () =>
        trail
          .locator('li')
          .evaluateAll((items) =>
            items
              .filter((item) => item.getBoundingClientRect().width > 1)
              .map((item) => item.textContent.trim()),
          );
      const crumbs = await trail.locator('li').allTextContents();
      assert.equal(crumbs.length, 4, `Home › faculty › department › page: ${crumbs}`);
      assert.deepEqual(await shown(), [crumbs[2]], 'only the parent (the department) shows');
      assert.ok((await trail.boundingBox()).height <= 40, 'on one line');
      assert.equal(await trail.getByRole('link').count(), 3, 'every link stays for screen readers');
      await trail.getByRole('link').first().focus();
      assert.deepEqual(await shown(), crumbs, 'the whole trail once a keyboard is in it');
      await context.close();
    });

    it(`in ${code}: the link by the breadcrumbs leads to the side menu after the content, the current page marked; all of it without scripts too`, async () => {
      for (const javaScriptEnabled of [true, false]) {
        const { page, context } = await openPage(browser, PHONES[0], { javaScriptEnabled });
        await page.goto(`${BASE_URL}${inLanguage('/PEOS?id=DEP-000001', prefix)}`);
        const jump = page.locator('.section-menu-jump');
        await jump.focus();
        await page.keyboard.press('Enter');
        // Polled from here: a page without scripts runs no timers of its own.
        await waitForInPage(page, () => document.activeElement?.id === 'section-menu');
        // Brought into view (smoothly where the visitor has not asked for reduced motion).
        await waitForInPage(
          page,
          () => {
            const top = document.getElementById('section-menu')?.getBoundingClientRect().top ?? -1;
            return top > -5 && top < 200;
          },
          undefined,
          { timeout: 5000 },
        );
        await page.keyboard.press('Tab');
        const first = await page.evaluate(
          () => document.activeElement?.closest('#section-menu') !== null,
        );
        assert.ok(first, 'Tab goes on into the menu');
        assert.equal(await page.locator('#section-menu a[aria-current="page"]').count(), 1);
        assert.ok(
          await page.locator('#section-menu a[aria-current="page"]').isVisible(),
          'the current page shows, its group open',
        );
        // The search icon is the field's label: a tap focuses the field, which opens in place.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.locator('.search-form__opener').click();
        assert.equal(
          await page.evaluate(() => document.activeElement?.id),
          'site-search-q',
          `scripts ${javaScriptEnabled ? 'on' : 'off'}`,
        );
        await context.close();
      }
    });
  }
});

describe('screenshots', () => {
  it('of a department page, a guide and the home page at 320, 375 and 1280 px in every language', async () => {
    for (const viewport of [PHONES[1], { width: 375, height: 812 }, DESKTOP]) {
      const { page, context } = await openPage(browser, viewport);
      for (const { code, prefix } of LANGUAGES) {
        for (const [route, name] of [
          ['/DptHome?id=DEP-000001', 'department'],
          ['/HelpDesk', 'help-desk'],
          ['/', 'home'],
        ]) {
          await page.goto(`${BASE_URL}${inLanguage(route, prefix)}`, { waitUntil: 'load' });
          await page.evaluate(() => document.querySelector('dialog[open]')?.close());
          await screenshot(page, `phone-first-${name}-${code}-${viewport.width}`);
        }
      }
      await context.close();
    }
  });
});

// A slow phone spent most of a page's one long task compiling the framework's functions on the
// main thread as hydration first called them (issue 35). Its chunks carry V8's explicit compile
// hint (next.config.mjs compileHints): compiled while they download, on a background thread. They
// are not in the page's HTML: prefetched once it has loaded, run on first use (lib/next-internals/boot).
describe('the framework’s scripts', () => {
  it('are not named by the page, are prefetched after load by the service worker with V8’s compile hint, and hydrate on first use', async () => {
    const html = await (await fetch(`${BASE_URL}/Faculty?id=DEP-000001`)).text();
    const named = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map(
      ([, src]) => src,
    );
    const reactDom = async (src) => {
      const code = await (await fetch(new URL(src, BASE_URL))).text();
      return code.includes('https://react.dev/errors/')
        ? { src, hinted: code.startsWith('//# allFunctionsCalledOnLoad\n') }
        : null;
    };
    assert.deepEqual(
      (await Promise.all(named.map(reactDom))).filter(Boolean),
      [],
      `React DOM among ${named.join(', ')}`,
    );

    const { page, context, errors } = await openPage(browser, PHONES[0]);
    // Prefetched by the service worker, off the page's main thread (lib/next-internals/boot/prefetch.ts): the
    // page neither fetches them itself nor adds a <link rel="prefetch"> for a slow phone to restyle.
    const byWorker = [];
    const byPage = [];
    context.on('request', (request) => {
      if (!request.url().includes('/_next/static/chunks/')) return;
      if (request.serviceWorker()) byWorker.push(new URL(request.url()).pathname);
      else if (request.resourceType() === 'fetch') byPage.push(new URL(request.url()).pathname);
    });
    await page.goto(`${BASE_URL}/Faculty?id=DEP-000001`, { waitUntil: 'load' });
    for (let waited = 0; byWorker.length === 0 && waited < 15_000; waited += 250)
      await page.waitForTimeout(250);
    await page.waitForTimeout(1000);
    assert.equal(
      await page.locator('link[rel="prefetch"]').count(),
      0,
      'no prefetch link added to the document',
    );
    assert.deepEqual(byPage, [], 'chunks fetched by the page itself');
    const prefetched = [...new Set(byWorker)];
    const framework = (await Promise.all(prefetched.map(reactDom))).filter(Boolean);
    assert.ok(framework.length >= 1, `no React DOM among the prefetched ${prefetched.join(', ')}`);
    assert.deepEqual(
      framework.filter(({ hinted }) => !hinted),
      [],
    );
    assert.equal(
      await page.locator('nav.main-nav[data-enhanced]').count(),
      0,
      'hydrated before any use',
    );
    await page.keyboard.press('Shift');
    await page.locator('nav.main-nav[data-enhanced]').waitFor({ state: 'attached' });
    assert.deepEqual(errors, []);
    await context.close();
  });
  // The worker's fetches fill the browser's HTTP cache, which the page's own script loads use
  // (a context without request routing: Playwright's routing turns that cache off).
  it('are in the HTTP cache at first use, and the worker fetches nothing but the build’s files on a page’s word', async () => {
    const context = await browser.newContext({ viewport: PHONES[0] });
    const page = await context.newPage();
    const byWorker = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) byWorker.push(request.url());
    });
    await page.goto(`${BASE_URL}/Faculty?id=DEP-000001`, { waitUntil: 'load' });
    const chunkPaths = () =>
      byWorker
        .map((url) => new URL(url).pathname)
        .filter((path) => path.startsWith('/_next/static/chunks/'));
    for (let waited = 0; chunkPaths().length === 0 && waited < 15_000; waited += 250)
      await page.waitForTimeout(250);
    await page.waitForTimeout(1500);
    const prefetched = new Set(chunkPaths());
    // A message naming other URLs, as a page could send: none of them is fetched.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      registration.active.postMessage({
        type: 'prefetch-chunks',
        urls: [
          'https://example.com/x.js',
          '/api/health',
          '/_next/static/../../api/health',
          '/Faculty?id=DEP-000002',
          42,
        ],
      });
    });
    await page.waitForTimeout(1000);
    // (The worker itself saves the page the visitor opened, DEP-000001: lib/offline/saved-pages.ts.)
    assert.deepEqual(
      byWorker.filter((url) => /\/api\/|example\.com|DEP-000002/.test(url)),
      [],
      'the worker fetched what a message named outside the build',
    );

    await page.keyboard.press('Shift');
    await page.locator('nav.main-nav[data-enhanced]').waitFor({ state: 'attached' });
    const loads = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.initiatorType === 'script' && entry.name.includes('/_next/static/chunks/'),
        )
        .map((entry) => ({ path: new URL(entry.name).pathname, bytes: entry.transferSize })),
    );
    const firstUse = loads.filter(({ path }) => prefetched.has(path));
    assert.ok(
      firstUse.length >= 2,
      `the first use loaded ${firstUse.length} of the prefetched chunks (${[...prefetched].join(', ')})`,
    );
    assert.deepEqual(
      firstUse.filter(({ bytes }) => bytes > 0),
      [],
      'chunks loaded over the network at first use',
    );
    await context.close();
  });
});

// A page served from the page cache carries no React payload (issue 35, lib/next-internals/react-payload.mjs):
// a phone that only reads it neither downloads nor parses it. The page's URL answers it as Next's
// RSC payload, fetched once the page is idle; the first use hydrates from it (lib/next-internals/boot/).
describe('a cached page’s React payload', () => {
  const path = '/ur/Faculty?id=DEP-000001';
  /** The page's HTML as the cache serves it: the first request may be the render that fills it. */
  const cachedHtml = async () => {
    await fetch(`${BASE_URL}${path}`);
    return (await fetch(`${BASE_URL}${path}`)).text();
  };

  it('is not in the HTML, is fetched once from the page’s URL after load, and the first use hydrates from it', async () => {
    const html = await cachedHtml();
    assert.ok(!html.includes('__next_f'), 'the React payload is inline');
    assert.match(html, /<html [^>]*data-react-payload="[^"]+"/);

    const { page, context, errors } = await openPage(browser, PHONES[0]);
    const payloads = [];
    page.on('request', (request) => {
      if (request.headers().rsc === '1') payloads.push(request.url());
    });
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('_rsc=')),
    );
    assert.equal(
      await page.locator('nav.main-nav[data-enhanced]').count(),
      0,
      'hydrated before any use',
    );
    await page.keyboard.press('Shift');
    await page.locator('nav.main-nav[data-enhanced]').waitFor({ state: 'attached' });
    assert.deepEqual(payloads, [`${BASE_URL}${path}&_rsc=`]);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('hydrates a page that has changed since it was loaded from the payload it is now: no error, what was typed kept (issue 50)', async () => {
    await cachedHtml();
    const { page, context, errors } = await openPage(browser, PHONES[0]);
    // The HTML names the hash of another render's payload and shows an older teacher's name, as a
    // page loaded before its department changed would.
    await context.route(
      (url) => url.pathname === '/ur/Faculty' && !url.searchParams.has('_rsc'),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text())
          .replace(/data-react-payload="[^"]+"/, 'data-react-payload="0-0"')
          .replace(/<h1([^>]*)>([^<]*)</, '<h1$1>$2 (old)<');
        route.fulfill({ response, body });
      },
    );
    const infos = [];
    page.on('console', (message) => {
      if (message.type() === 'info') infos.push(message.text());
    });
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
    assert.match((await page.locator('h1').textContent()) ?? '', /\(old\)$/);
    // The visitor's first use is typing into the search field.
    await page.locator('.search-form__opener').first().click();
    await page.keyboard.type('comp');
    await page.locator('nav.main-nav[data-enhanced]').waitFor({ state: 'attached' });
    await waitForInPage(page, () => !document.querySelector('h1')?.textContent?.endsWith('(old)'));
    assert.equal(await page.inputValue('#site-search-q'), 'comp', 'what was typed is kept');
    await waitForInPage(
      page,
      () => document.querySelectorAll('#site-search-q-listbox [role="option"]').length > 0,
    );
    await page.waitForTimeout(1200);
    assert.ok(
      infos.some((text) => text.includes('changed since it was loaded')),
      `infos: ${infos.join(' | ')}`,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
