// Sharing a page (issue 53): on a phone, a visitor's first touch on "Share on WhatsApp" hands
// WhatsApp the page's title and canonical address, with or without script; a first touch on the
// button beside it copies the address (this Chromium has no share sheet) and says so. In every
// language, on a fresh page, never after a warm-up.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launchBrowser, openPage, PHONE, screenshot } from '../support/browser.mjs';
import { inLanguage, LANGUAGES } from '../support/first-screen.mjs';

const PAGES = ['/DptHome?id=DEP-000001', '/Instruction'];
const WITHIN = { timeout: 15_000 };

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** What the page says of itself: its <title> and its canonical address. */
const selfDescription = (page) =>
  page.evaluate(() => ({
    title: document.title,
    canonical: document.querySelector('link[rel="canonical"]')?.href ?? null,
  }));

/** Taps "Share on WhatsApp" and returns the message of the wa.me address it opened. */
async function sharedOnWhatsApp(page, context) {
  const opened = context.waitForEvent('page', WITHIN);
  await page.locator('.share__action--whatsapp').tap();
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  const url = new URL(tab.url());
  assert.equal(url.origin, 'https://wa.me', `the link opens WhatsApp: ${url}`);
  return url.searchParams.get('text');
}

for (const { code, prefix } of LANGUAGES) {
  describe(`sharing in ${code}, on a phone`, () => {
    for (const path of PAGES) {
      it(`${inLanguage(path, prefix)}: a first tap on WhatsApp sends its title and address, with script and without`, async () => {
        for (const javaScriptEnabled of [true, false]) {
          const { page, context, errors } = await openPage(browser, PHONE, {
            hasTouch: true,
            isMobile: true,
            javaScriptEnabled,
          });
          try {
            await page.goto(`${BASE_URL}${inLanguage(path, prefix)}`);
            const { title, canonical } = await selfDescription(page);
            assert.ok(canonical?.startsWith('http'), 'the page names its canonical address');
            assert.equal(await sharedOnWhatsApp(page, context), `${title}\n${canonical}`);
            // Without script the button is not offered: it could do nothing.
            assert.equal(
              await page.locator('.share__action--button').isVisible(),
              javaScriptEnabled,
            );
            assert.deepEqual(errors, []);
          } finally {
            await context.close();
          }
        }
      });
    }

    it(`${inLanguage(PAGES[0], prefix)}: a first tap on the button copies the address and says so`, async () => {
      const { page, context, errors } = await openPage(browser, PHONE, {
        hasTouch: true,
        isMobile: true,
      });
      try {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
        await page.goto(`${BASE_URL}${inLanguage(PAGES[0], prefix)}`);
        const { canonical } = await selfDescription(page);
        const button = page.locator('.share__action--button');
        await button.scrollIntoViewIfNeeded();
        await button.tap();
        const status = page.locator('.share__status');
        await status.filter({ hasText: /\S/ }).waitFor(WITHIN);
        assert.equal(await status.getAttribute('role'), 'status');
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), canonical);
        await screenshot(page, `share-${code}-copied`);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  });
}
