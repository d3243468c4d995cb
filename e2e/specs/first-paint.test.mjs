// The first paint from the HTML alone (issue 52): a page the cache keeps carries the rules of the
// site's stylesheet that its elements use and links the file at the end of <body>
// (lib/page-cache/first-paint-css.mjs). Here the stylesheet's request is held: every route view,
// in every language, on a phone and a desktop, must paint, and paint as it will look once the file
// has come (every element's box and the styles that show, the same before and after: nothing
// moves, nothing changes colour or face when it arrives). A first touch then starts the page with
// no error and no second stylesheet.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  BASE_URL,
  DESKTOP,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
} from '../support/browser.mjs';
import { inLanguage, LANGUAGES } from '../support/first-screen.mjs';

const ROUTES = [
  '/',
  '/DptHome?id=DEP-000001',
  '/Faculty?id=DEP-000001',
  '/Instruction',
  '/ContactUs',
  '/NewsEvents',
];
const STYLESHEETS = '**/_next/static/css/**';

/** Every element's box and the computed styles a reader sees, by its place in the document. */
function lookOfPage() {
  const shown = [
    'display',
    'position',
    'visibility',
    'opacity',
    'color',
    'background-color',
    'font-family',
    'font-size',
    'font-weight',
    'line-height',
    'text-align',
    'border-top-width',
    'list-style-type',
  ];
  const look = {};
  let index = 0;
  for (const element of document.body.querySelectorAll('*')) {
    index += 1;
    if (element.closest('script, style, link, noscript, template')) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    look[`${index} ${element.localName}.${String(element.className).split(' ')[0]}`] = {
      box: [box.x, box.y, box.width, box.height],
      style: shown.map((name) => style.getPropertyValue(name)).join(' | '),
    };
  }
  return look;
}

/**
 * Whether a reader sees the element change: a style, or its box by a whole pixel. Layout moves by
 * fractions of a pixel from run to run (a line's height in content laid out only when asked, in
 * content-visibility: auto sections), which rounding would turn into a pixel whenever a box sits
 * on a half.
 */
const looksDifferent = (first, full) =>
  !first ||
  first.style !== full.style ||
  first.box.some((value, at) => Math.abs(value - full.box[at]) >= 1);
const shownLook = ({ box, style }) =>
  `${box.map((value) => value.toFixed(1)).join(' | ')} | ${style}`;

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

for (const viewport of [PHONE, DESKTOP]) {
  describe(`at ${viewport.width} px, with the stylesheet held`, () => {
    for (const { code, prefix } of LANGUAGES) {
      it(`paints every route view in ${code} from its HTML, as it looks with the stylesheet; a first touch starts it`, async () => {
        const phone = viewport === PHONE;
        const problems = [];
        for (const route of ROUTES) {
          const path = inLanguage(route, prefix);
          // The page as the cache keeps it: a page rendered for the request that asked for it keeps Next's link.
          await fetch(`${BASE_URL}${path}`).then((response) => response.arrayBuffer());
          const { page, context, errors } = await openPage(browser, viewport, {
            isMobile: phone,
            hasTouch: phone,
          });
          let release;
          const held = new Promise((resolve) => (release = resolve));
          let asked = 0;
          await context.route(STYLESHEETS, async (request) => {
            // The page's own requests; the service worker fetches the file too, once it is started.
            if (!request.request().serviceWorker()) asked += 1;
            await held;
            await request.continue();
          });
          await page.goto(`${BASE_URL}${path}`, { waitUntil: 'commit' });
          const painted = await page
            .waitForFunction(
              () => performance.getEntriesByName('first-contentful-paint').length > 0,
              undefined,
              { timeout: 10_000 },
            )
            .then(
              () => true,
              () => false,
            );
          if (!painted) {
            problems.push(`${path}: nothing painted while the stylesheet was held`);
            release();
            await context.close();
            continue;
          }
          // Let the page settle (the home popup fades in over 600 ms).
          await page.waitForTimeout(800);
          const first = await page.evaluate(lookOfPage);
          release();
          await page.waitForFunction(
            () =>
              [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.sheet),
            undefined,
            { timeout: 10_000 },
          );
          await page.waitForTimeout(100);
          const full = await page.evaluate(lookOfPage);
          const changed = Object.keys(full).filter((key) => looksDifferent(first[key], full[key]));
          for (const key of changed.slice(0, 3)) {
            problems.push(
              `${path}: ${key} changed when the stylesheet came\n    ${first[key] ? shownLook(first[key]) : 'absent'}\n    ${shownLook(full[key])}`,
            );
          }
          if (changed.length > 3) problems.push(`${path}: and ${changed.length - 3} more elements`);
          if (route === '/') await screenshot(page, `first-paint-${code}-${viewport.width}`);
          // A first touch (or click) starts the page (the home popup's close, else the heading): no
          // error, the one stylesheet.
          const target = (await page.$('dialog[open]')) ? 'dialog[open] .home-popup__close' : 'h1';
          await (phone ? page.tap(target) : page.click(target));
          await page
            .locator('nav.main-nav[data-enhanced]')
            .waitFor({ state: 'attached', timeout: 15_000 });
          const sheets = await page.$$eval('link[rel="stylesheet"]', (links) => links.length);
          if (sheets !== 1 || asked !== 1)
            problems.push(
              `${path}: ${sheets} stylesheet links and ${asked} requests for the file once started`,
            );
          problems.push(...errors.map((error) => `${path}: ${error}`));
          await context.close();
        }
        assert.deepEqual(problems, []);
      });
    }
  });
}
