// The first frame is the whole page (app/[lang]/layout.tsx): the first paint waits until the
// parser reaches the footer (<link rel="expect" blocking="render">), so that the page's own
// parsing, styling and layout come before it and do not block a first tap after it. Measured on
// a phone whose HTML arrives in pieces (a mobile network, CPU ÷ 4): there, without the hold, the
// browser paints the header before the rest of the page has arrived.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launchBrowser, openPage, PHONE } from '../support/browser.mjs';
import { inLanguage, LANGUAGES } from '../support/first-screen.mjs';

const ROUTES = ['/', '/DptHome?id=DEP-000001', '/Programs?id=DEP-000001'];
/** Lighthouse's mobile network: 150 ms a request, 1.6 Mbit/s down. */
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Runs before the page's own scripts: what the document holds when its first frame is drawn. */
function recordFirstFrame() {
  requestAnimationFrame(() => {
    window.__firstFrame = {
      footer: document.getElementById('site-footer') !== null,
      main: document.getElementById('main-content') !== null,
    };
  });
}

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

describe('the first frame, on a phone on a mobile network', () => {
  for (const { code, prefix } of LANGUAGES) {
    it(`is drawn once the page is parsed to its footer, every route view in ${code}`, async () => {
      const problems = [];
      for (const route of ROUTES) {
        const path = inLanguage(route, prefix);
        // The page as the cache keeps it.
        await fetch(`${BASE_URL}${path}`).then((response) => response.arrayBuffer());
        const { page, context, errors } = await openPage(browser, PHONE, {
          isMobile: true,
          hasTouch: true,
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(recordFirstFrame);
        await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load', timeout: 30_000 });
        const first = await page
          .waitForFunction(() => window.__firstFrame, undefined, { timeout: 10_000 })
          .then((handle) => handle.jsonValue());
        if (!first.main || !first.footer)
          problems.push(`${path}: the first frame had ${JSON.stringify(first)}`);
        assert.deepEqual(errors, []);
        await context.close();
      }
      assert.deepEqual(problems, []);
    });
  }
});
