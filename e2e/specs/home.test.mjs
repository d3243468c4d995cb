import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, DESKTOP, launchBrowser, openPage } from '../support/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** A fresh visitor on the home page, once the popup has opened. */
async function homeWithPopup() {
  const session = await openPage(browser, DESKTOP);
  await session.page.goto(`${BASE_URL}/`);
  await session.page.waitForSelector('dialog.home-popup[open]', { state: 'visible' });
  return session;
}

const popupOpen = (page) =>
  page.evaluate(() => document.querySelector('dialog.home-popup')?.open ?? false);

describe('home popup', () => {
  it('fades in, at most 400 px wide, and closes with its close button', async () => {
    const { page, context, errors } = await homeWithPopup();
    const box = await page.locator('dialog.home-popup').boundingBox();
    assert.ok(box && box.width <= 400, `popup is ${box?.width}px wide`);
    // A transition from its first style (@starting-style in components/home/home-popup.css), not keyframes.
    const fade = await page.evaluate(() => {
      const style = getComputedStyle(document.querySelector('dialog.home-popup'));
      return `${style.transitionProperty} ${style.transitionDuration}`;
    });
    assert.equal(fade, 'opacity 0.6s');
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('dialog.home-popup')).opacity === '1',
      undefined,
      { timeout: 3000 },
    );
    await page.getByRole('button', { name: 'Close announcement' }).click();
    assert.equal(await popupOpen(page), false);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('opens only once the page content has painted', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    // Frames drawn between the parser reaching the popup (after the content) and its opening.
    await page.addInitScript(() => {
      let frames = null;
      new MutationObserver(() => {
        const dialog = document.querySelector('dialog.home-popup');
        if (dialog && frames === null) {
          frames = 0;
          const tick = () => {
            frames += 1;
            if (!dialog.open) requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }
        if (dialog?.open && window.__framesBeforePopup === undefined)
          window.__framesBeforePopup = frames;
      }).observe(document, { subtree: true, childList: true, attributeFilter: ['open'] });
    });
    await page.goto(`${BASE_URL}/`);
    await page.waitForSelector('dialog.home-popup[open]', { state: 'visible' });
    const framesBefore = await page.evaluate(() => window.__framesBeforePopup);
    assert.ok(framesBefore >= 1, `the popup opened after ${framesBefore} frames`);
    assert.ok(
      await page.evaluate(() =>
        Boolean(
          document
            .querySelector('.about-section')
            ?.compareDocumentPosition(document.querySelector('dialog.home-popup')) &
          Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      ),
      'the popup comes after the content in the HTML',
    );
    await context.close();
  });

  it('closes with a click on the backdrop', async () => {
    const { page, context } = await homeWithPopup();
    await page.mouse.click(10, 10);
    assert.equal(await popupOpen(page), false);
    await context.close();
  });

  it('closes with Escape, and stays closed for the rest of the visit', async () => {
    const { page, context } = await homeWithPopup();
    await page.keyboard.press('Escape');
    assert.equal(await popupOpen(page), false);
    await page.reload();
    await page.waitForTimeout(800);
    assert.equal(await popupOpen(page), false);
    await context.close();
  });
});

describe('home slider', () => {
  it('advances by itself every 4 seconds, with dots and arrows, and no animation-frame loop between slides', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    // Counts the page's animation-frame callbacks: Swiper's own autoplay asked for one every frame.
    await page.addInitScript(() => {
      const request = window.requestAnimationFrame.bind(window);
      window.__frameRequests = 0;
      window.requestAnimationFrame = (callback) => {
        window.__frameRequests += 1;
        return request(callback);
      };
    });
    const chunks = [];
    page.on('response', (response) => {
      if (/\/_next\/static\/chunks\/.+\.js$/.test(new URL(response.url()).pathname))
        chunks.push(response);
    });
    await page.goto(`${BASE_URL}/`);
    await page.waitForSelector('dialog.home-popup[open]');
    await page.keyboard.press('Escape');
    const activeIndex = () =>
      page.getAttribute('.hero-slider .swiper-slide-active', 'data-swiper-slide-index');
    const changeFrom = (start) =>
      page.waitForFunction(
        (index) =>
          document
            .querySelector('.hero-slider .swiper-slide-active')
            ?.getAttribute('data-swiper-slide-index') !== index,
        start,
        { timeout: 7000 },
      );
    await page.waitForSelector('.hero-slider .swiper-slide-active');
    const first = await activeIndex();
    await changeFrom(first);
    const second = await activeIndex();
    assert.notEqual(second, first);
    // Between two slides (the 800 ms move over, the next one 4 s after it) the page asks for no frames.
    await page.waitForTimeout(1200);
    const before = await page.evaluate(() => window.__frameRequests);
    await page.waitForTimeout(2000);
    const between = (await page.evaluate(() => window.__frameRequests)) - before;
    assert.ok(between < 10, `${between} animation frames requested in 2 s between slides`);
    await changeFrom(second);
    // Swiper's chunk carries V8's compile hint (lib/next-internals/build/compile-hints.mjs):
    // compiled off the main thread as it downloads. A build with Next's own start has no hints.
    const swiper = [];
    for (const response of chunks) {
      const code = await response.text().catch(() => '');
      if (code.includes('slidesPerGroupSkip'))
        swiper.push(code.startsWith('//# allFunctionsCalledOnLoad\n'));
    }
    assert.deepEqual(
      swiper,
      [process.env.E2E_CLIENT_START !== 'next'],
      'Swiper in one chunk, with the hint of a first-use build',
    );
    assert.ok((await page.locator('.hero-slider .swiper-pagination-bullet').count()) >= 2);
    assert.equal(await page.locator('.hero-slider .swiper-button-next').isVisible(), true);
    const height = (await page.locator('.hero-slider__swiper').boundingBox())?.height;
    assert.equal(Math.round(height ?? 0), 600);
    await context.close();
  });

  it('stays still for visitors who prefer reduced motion', async () => {
    const { page, context } = await openPage(browser, DESKTOP, { reducedMotion: 'reduce' });
    await page.goto(`${BASE_URL}/`);
    await page.waitForSelector('.hero-slider .swiper-slide-active');
    const first = await page.getAttribute(
      '.hero-slider .swiper-slide-active',
      'data-swiper-slide-index',
    );
    await page.waitForTimeout(5000);
    assert.equal(
      await page.getAttribute('.hero-slider .swiper-slide-active', 'data-swiper-slide-index'),
      first,
    );
    await context.close();
  });
});

describe('about video', () => {
  it('loads the YouTube player only when the visitor asks for it', async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    await page.goto(`${BASE_URL}/`);
    await page.waitForSelector('dialog.home-popup[open]');
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('.about-section__video iframe').count(), 0);
    await page.getByRole('link', { name: /^Play video:/ }).click();
    const src = await page.locator('.about-section__video iframe').getAttribute('src');
    assert.match(src ?? '', /^https:\/\/www\.youtube\.com\/embed\/[\w-]+\?autoplay=1$/);
    await context.close();
  });
  // Held clicks are the first-use start's (lib/next-internals/boot/held-clicks.ts): with Next's own
  // start the page hydrates as it loads.
  const nextOwnStart =
    process.env.E2E_CLIENT_START === 'next' && 'Next’s own client start hydrates at load';
  it(
    'plays here when the tap reaches it while the page is still being hydrated (the click is held)',
    { skip: nextOwnStart },
    async () => {
      const { page, context, errors } = await openPage(browser, DESKTOP);
      // The app's chunks, fetched after load, arrive 1.5 s late: the tap comes before hydration.
      let slow = false;
      await context.route('**/_next/static/chunks/**', async (route) => {
        if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
      slow = true;
      await page.evaluate(() => document.querySelector('dialog.home-popup')?.close());
      const opened = [];
      context.on('page', (other) => opened.push(other.url()));
      await page.getByRole('link', { name: /^Play video:/ }).click();
      assert.equal(
        await page.locator('nav.main-nav[data-enhanced]').count(),
        0,
        'the tap came before hydration',
      );
      await page.locator('.about-section__video iframe').waitFor({ timeout: 15_000 });
      assert.deepEqual(opened, [], 'the link did not open YouTube in a new tab');
      assert.deepEqual(errors, []);
      await context.close();
    },
  );
});
