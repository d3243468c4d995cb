// First use, every time (issue 50): a page's scripts start at the visitor's first touch, key or
// typed letter (lib/next-internals/boot/), and that first use is where a part must already work. Each test opens
// a fresh page and uses one part the way a person does, by touch or by mouse, on a phone and a
// desktop, in English and Urdu, never pressing a key or waiting for hydration first:
// - cold, on the suite's site;
// - after the page's cache entry was made again between its HTML and that first use (an editor
//   changed the footer's phone number and refreshed the page, signed): the payload the page
//   fetches is then of another render than its HTML. Such a page stayed without its scripts, and a
//   tap on a link there was lost. Here the site runs against the demo backend over HTTP, whose
//   data the test changes, and the page's payload request is held until the entry is made again.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_KEY } from '../../reliability/support/config.mjs';
import { startDemoBackend } from '../../reliability/support/demo-backend.mjs';
import { freePort } from '../../reliability/support/stack.mjs';
import { BASE_URL, DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.mjs';
import { startSite } from '../support/server.mjs';

const SETUPS = [
  { name: 'a phone, by touch', viewport: PHONE, touch: true },
  { name: 'a phone, by mouse', viewport: PHONE, touch: false },
  { name: 'a desktop, by mouse', viewport: DESKTOP, touch: false },
  { name: 'a desktop, by touch', viewport: DESKTOP, touch: true },
];
const LANGUAGES = [
  { code: 'en', prefix: '', other: '/ur' },
  { code: 'ur', prefix: '/ur', other: '' },
];
/** A build with Next's own client start (CLIENT_START=next): every page hydrates as it loads. */
const NEXT_OWN_START = process.env.E2E_CLIENT_START === 'next';
/** How long a part may take to answer a use: the app is fetched and run on the first one. */
const WITHIN = { timeout: 15_000 };

/** The page's own path in `lang` ('/' is the language's home). */
const inLanguage = (path, { prefix }) => (path === '/' ? prefix || '/' : `${prefix}${path}`);

/** A touch or a click, as the setup's visitor does it. */
const press = (setup, locator) => (setup.touch ? locator.tap() : locator.click());

const drawerShown = (page) =>
  page.evaluate(() => {
    const drawer = document.getElementById('main-menu');
    const box = drawer.getBoundingClientRect();
    return (
      getComputedStyle(drawer).visibility === 'visible' &&
      box.right > 1 &&
      box.left < innerWidth - 1
    );
  });

/** Waits until `check()` is true (15 s at most), then asserts it. */
async function eventually(check, what) {
  const deadline = Date.now() + WITHIN.timeout;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`${what}: not within ${WITHIN.timeout / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The home page with its popup closed as a script closes it: not a use of the page. */
async function popupClosedQuietly(page) {
  await page.waitForSelector('dialog.home-popup[open]');
  await page.evaluate(() => document.querySelector('dialog.home-popup').close());
}

/**
 * The interactive parts, each with the page it is tried on and what its first use must do.
 * `viewports`: where the part is (the drawer is the phone's menu, the dropdowns the desktop's).
 */
const PARTS = [
  {
    name: 'the menu drawer: opened, closed by ×, opened, closed by Escape',
    path: '/DptHome?id=DEP-000001',
    viewports: [PHONE],
    async use({ page, setup }) {
      await press(setup, page.locator('.main-nav__toggle'));
      await eventually(() => drawerShown(page), 'the drawer opens');
      // A person reads the menu for a moment: the page has hydrated meanwhile.
      await page.locator('nav.main-nav[data-enhanced]').waitFor({ state: 'attached', ...WITHIN });
      assert.equal(
        await page.getAttribute('.main-nav__toggle', 'aria-expanded'),
        'true',
        'the toggle says the drawer is open',
      );
      await press(setup, page.locator('.main-nav__close'));
      await eventually(async () => !(await drawerShown(page)), 'the × closes the drawer');
      assert.equal(await page.getAttribute('.main-nav__toggle', 'aria-expanded'), 'false');
      await press(setup, page.locator('.main-nav__toggle'));
      await eventually(() => drawerShown(page), 'the drawer opens again');
      await page.keyboard.press('Escape');
      await eventually(async () => !(await drawerShown(page)), 'Escape closes the drawer');
      assert.equal(new URL(page.url()).hash, '', 'the URL no longer names the drawer');
    },
  },
  {
    name: 'a menu group: its dropdown opens',
    path: '/AboutUs',
    viewports: [DESKTOP],
    async use({ page, setup }) {
      const group = page.locator('.main-nav__group-button').first();
      await press(setup, group);
      await eventually(
        async () => (await group.getAttribute('aria-expanded')) === 'true',
        'the group says it is open',
      );
      const submenu = page.locator(
        `#${await group.getAttribute('aria-controls')}`.replace(/:/g, '\\:'),
      );
      assert.equal(await submenu.isVisible(), true, 'its links show');
    },
  },
  {
    name: 'the search box: what is typed before the scripts start is the query, and suggestions show',
    path: '/AboutUs',
    viewports: [PHONE, DESKTOP],
    async use({ page, setup }) {
      // On a phone the field is folded to its icon, the field's label: a tap focuses the field.
      await press(
        setup,
        page.locator(setup.viewport === PHONE ? '.search-form__opener' : '#site-search-q').first(),
      );
      await page.keyboard.type('comp');
      await eventually(
        async () => (await page.locator('#site-search-q-listbox [role="option"]').count()) > 0,
        'suggestions for "comp"',
      );
      assert.equal(
        await page.inputValue('#site-search-q'),
        'comp',
        'the field keeps every letter typed',
      );
      assert.equal(await page.getAttribute('#site-search-q', 'aria-expanded'), 'true');
    },
  },
  {
    name: 'the home popup: closed by its ×',
    path: '/',
    viewports: [PHONE, DESKTOP],
    async use({ page, setup }) {
      await page.waitForSelector('dialog.home-popup[open]');
      await press(setup, page.locator('.home-popup__close'));
      await eventually(
        () => page.evaluate(() => !document.querySelector('dialog.home-popup').open),
        'the popup closes',
      );
    },
  },
  {
    name: 'the slider: its arrow moves it back to the last slide',
    path: '/',
    viewports: [PHONE, DESKTOP],
    async use({ page, setup }) {
      await popupClosedQuietly(page);
      // The slide Swiper shows (none is marked before it has started: the server's first is shown).
      const active = () =>
        page.evaluate(
          () =>
            document
              .querySelector('.hero-slider .swiper-slide-active')
              ?.getAttribute('data-swiper-slide-index') ?? '0',
        );
      // The server's slides, before Swiper has started (its loop makes no copies).
      const last = String((await page.locator('.hero-slider .swiper-slide').count()) - 1);
      // Back, not forward: the autoplay only ever moves forward, so the last slide is the arrow's doing.
      await press(setup, page.locator('.hero-slider .swiper-button-prev'));
      await eventually(async () => (await active()) === last, `slide ${last}, the last`);
    },
  },
  {
    name: 'the video: plays in the page',
    path: '/',
    viewports: [PHONE, DESKTOP],
    async use({ page, setup }) {
      await popupClosedQuietly(page);
      await press(setup, page.locator('.video-facade'));
      await page.locator('iframe[src*="autoplay=1"]').waitFor({ state: 'attached', ...WITHIN });
      assert.equal(page.context().pages().length, 1, 'no new tab');
    },
  },
  {
    name: 'the language switch: the same page in the other language',
    path: '/AboutUs',
    viewports: [PHONE, DESKTOP],
    leaves: true,
    async use({ page, setup, lang }) {
      await press(setup, page.locator(`a.language-switch[href="${lang.other}/AboutUs"]`));
      await page.waitForURL((url) => url.pathname === `${lang.other}/AboutUs`, WITHIN);
    },
  },
  {
    name: 'a link: the breadcrumb to the faculty opens it',
    path: '/DptHome?id=DEP-000001',
    viewports: [PHONE, DESKTOP],
    leaves: true,
    async use({ page, setup, lang }) {
      await press(setup, page.locator('nav.breadcrumbs a[href*="FacHome"]').first());
      await page.waitForURL((url) => url.pathname === `${lang.prefix}/FacHome`, WITHIN);
    },
  },
];

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/**
 * Opens `path` on `base` fresh, for the setup's visitor, and runs `part.use` there; `prepare` runs
 * once the page has loaded, before the use. Console errors and page errors fail the test.
 */
async function firstUse({ base, part, setup, lang, prepare }) {
  const { page, context, errors } = await openPage(browser, setup.viewport, {
    base,
    hasTouch: setup.touch,
    isMobile: setup.touch && setup.viewport === PHONE,
  });
  const infos = [];
  page.on('console', (message) => {
    if (message.type() === 'info') infos.push(message.text());
  });
  try {
    await prepare?.before?.(context);
    await page.goto(`${base}${inLanguage(part.path, lang)}`, { waitUntil: 'load' });
    await prepare?.loaded?.(page);
    if (!NEXT_OWN_START)
      assert.equal(
        await page.locator('nav.main-nav[data-enhanced]').count(),
        0,
        'the page was used before the test used it',
      );
    await part.use({ page, setup, lang });
    await prepare?.used?.(page, infos);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
}

/** A phone by touch and a desktop by mouse: the pairings a build with Next's own start is tried with (CI's time). */
const COMMON_SETUPS = SETUPS.filter(({ viewport, touch }) => touch === (viewport === PHONE));

describe('the first use of a page, cold', () => {
  for (const setup of NEXT_OWN_START ? COMMON_SETUPS : SETUPS) {
    for (const lang of LANGUAGES) {
      for (const part of PARTS.filter(({ viewports }) => viewports.includes(setup.viewport))) {
        it(`${setup.name}, ${lang.code}: ${part.name}`, () =>
          firstUse({ base: BASE_URL, part, setup, lang }));
      }
    }
  }
});

// With Next's own client start every page keeps its payload inline and hydrates as it loads:
// its HTML and payload are always of one render.
const payloadInline = NEXT_OWN_START && 'Next’s own client start: the payload is inline';

describe(
  'the first use of a page whose entry was made again since its HTML was sent',
  { skip: payloadInline },
  () => {
    const SECRET = 'first-use-refresh-secret';
    let api;
    let site;
    let edition = 0;

    before(async () => {
      api = await startDemoBackend({ port: await freePort() });
      const port = await freePort();
      site = await startSite({
        port,
        env: {
          APPAPI_URL: api.url,
          APPAPI_KEY: DEMO_KEY,
          REVALIDATE_SECRET: SECRET,
          SITE_URL: `http://127.0.0.1:${port}`,
        },
      });
    });
    after(async () => {
      site?.stop();
      await api?.stop();
    });

    /** The payload hash the page's cached HTML names (null while it is rendered for the request). */
    const cachedHash = async (path) =>
      /data-react-payload="([^"]+)"/.exec(await (await fetch(`${site.url}${path}`)).text())?.[1] ??
      null;

    /**
     * An editor's change to the footer, then the signed refresh an editor makes after it (a page
     * without id refreshes the site-wide replies, the footer's among them: docs/operations.md), with
     * the page's own; resolves once the page's entry is another render.
     */
    async function editAndRefresh(path, before) {
      edition += 1;
      await api.setEdits({
        CONTACT_GET: { CONTACT_NO: `+92 301 0000 ${String(edition).padStart(3, '0')}` },
      });
      const refreshed = await fetch(`${site.url}/api/revalidate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
        body: JSON.stringify({ paths: [...new Set(['/', path])] }),
      });
      assert.equal(refreshed.status, 200, await refreshed.text());
      await eventually(async () => {
        const hash = await cachedHash(path);
        return hash !== null && hash !== before;
      }, `${path}: its entry made again`);
    }

    // The cold tests above try every pairing of screen and input; here what differs is the payload
    // (and CI's time is bounded).
    for (const setup of COMMON_SETUPS) {
      for (const lang of LANGUAGES) {
        for (const part of PARTS.filter(({ viewports }) => viewports.includes(setup.viewport))) {
          it(`${setup.name}, ${lang.code}: ${part.name}`, async () => {
            const path = inLanguage(part.path, lang);
            // The page's entry is in the cache: its HTML comes without its payload, naming its hash.
            await eventually(async () => (await cachedHash(path)) !== null, `${path}: cached`);
            const loaded = await cachedHash(path);
            let release;
            const held = new Promise((resolve) => {
              release = resolve;
            });
            await firstUse({
              base: site.url,
              part,
              setup,
              lang,
              prepare: {
                // The payload is asked for once the page is idle: held until the entry was made again.
                before: (context) =>
                  context.route(
                    (url) => url.searchParams.has('_rsc'),
                    async (route) => {
                      await held;
                      await route.continue();
                    },
                  ),
                loaded: async (page) => {
                  assert.equal(
                    await page.getAttribute('html', 'data-react-payload'),
                    loaded,
                    'the page as it was cached',
                  );
                  await editAndRefresh(path, loaded);
                  release();
                },
                // A part that stays on the page: it hydrated, from the payload of the new render.
                used: async (page, infos) => {
                  if (part.leaves) return;
                  await eventually(
                    () => infos.some((text) => text.includes('changed since it was loaded')),
                    'the page hydrated from the new render’s payload',
                  );
                  assert.match(
                    (await page.locator('footer').textContent()) ?? '',
                    new RegExp(`0000 ${String(edition).padStart(3, '0')}`),
                    'the footer as it is now',
                  );
                },
              },
            });
          });
        }
      }
    }
  },
);
