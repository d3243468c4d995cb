// Print (issue 53): parents print the admission instructions to fill in the paper form and the
// bank challan. Each page below, in each language, is opened as the page cache keeps it (its
// first-paint rules in <head>, the stylesheet linked at the end of <body>), then looked at with
// print media (app/print.css): none of the site around it (header, menus, search, side menu,
// footer) is shown, its title and content are, its address is written above them, an external
// link's address after it, all in black on white, Urdu and Sindhi right to left in their face.
// It is then printed to A4 (page.pdf) and its sheets counted: each fits in its bound. The PDFs
// are kept in artifacts/print/ for people to look at.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { BASE_URL, launchBrowser, openPage } from '../support/browser.mjs';
import { inLanguage, LANGUAGES } from '../support/first-screen.mjs';

/** The pages, each with the most A4 sheets it may take (all fit one today, in every language). */
const PAGES = [
  { route: '/Instruction', sheets: 1, externalLinks: true },
  { route: '/EligibilityCriteria', sheets: 1 },
  { route: '/HelpDesk', sheets: 1 },
  { route: '/DptHome?id=DEP-000001', sheets: 1 },
];

/** What must not be on paper: the site around the page. */
const FURNITURE = [
  '.skip-link',
  '.demo-notice',
  'header',
  'nav',
  'footer',
  '.site-header',
  '.main-nav',
  '.side-menu',
  '.section-menu-jump',
  '.breadcrumbs',
  '.site-header__languages',
  '[role="search"]',
  '.search-form',
  '.site-footer',
  '.share',
  'iframe',
];

const PDF_DIR = new URL('../../artifacts/print/', import.meta.url).pathname;

/** A PDF's page objects (`/Type /Page`, not the `/Type /Pages` tree), as Chromium writes them. */
const sheetsOf = (pdf) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []
  ).length;

/** In the page, with print media: what is shown of it and how. */
function onPaper(furniture) {
  const shown = (element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const pseudo = (element, which) => getComputedStyle(element, which).content;
  const main = document.querySelector('main');
  const title = document.querySelector('main h1');
  const canonical = document.querySelector('head > link[rel="canonical"]');
  // Every link of the content, with the text print writes after it.
  const links = [...main.querySelectorAll('a[href]')].filter(shown).map((link) => ({
    href: link.getAttribute('href'),
    marked: link.matches('.shows-url'),
    after: pseudo(link, '::after'),
  }));
  // Anything not black on white (the address's own rule included).
  const coloured = [...document.querySelectorAll('body *'), canonical]
    .filter((element) => element && shown(element))
    .filter((element) => {
      const style = getComputedStyle(element);
      return (
        style.color !== 'rgb(0, 0, 0)' ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        style.boxShadow !== 'none'
      );
    })
    .map((element) => `${element.localName}.${String(element.className).split(' ')[0]}`);
  const ownText = [...main.querySelectorAll('p, li')].find(
    (element) => shown(element) && !element.closest('[lang="en"]'),
  );
  return {
    visibleFurniture: furniture.flatMap((selector) =>
      [...document.querySelectorAll(selector)].filter(shown).map(() => selector),
    ),
    title: title && shown(title) ? title.innerText.trim() : null,
    contentChars: main.innerText.trim().length,
    canonical: canonical?.getAttribute('href') ?? null,
    address: canonical && shown(canonical) ? pseudo(canonical, '::before') : null,
    links,
    coloured: [...new Set(coloured)],
    direction: getComputedStyle(document.documentElement).direction,
    mainDirection: getComputedStyle(main).direction,
    font: ownText ? getComputedStyle(ownText).fontFamily : null,
  };
}

/** The sheets each page took, by language, for the summary. */
const sheets = {};

let browser;
before(async () => {
  browser = await launchBrowser();
  mkdirSync(PDF_DIR, { recursive: true });
});
after(async () => {
  await browser?.close();
  const lines = PAGES.map(
    ({ route }) =>
      `${route.padEnd(24)} ${LANGUAGES.map(({ code }) => `${code} ${sheets[route]?.[code] ?? '–'}`).join('  ')}`,
  );
  console.log(`A4 sheets per page:\n${lines.join('\n')}`);
});

for (const { code, prefix } of LANGUAGES) {
  const rtl = code !== 'en';
  describe(`printed in ${code}`, () => {
    for (const { route, sheets: most, externalLinks } of PAGES) {
      const path = inLanguage(route, prefix);
      it(`${path}: its title, content and address on paper, none of the site's furniture, ${rtl ? 'right to left, ' : ''}on at most ${most} A4 sheet${most > 1 ? 's' : ''}`, async (t) => {
        // The page as the cache keeps it: a page rendered for the request that asked for it keeps Next's link.
        await fetch(`${BASE_URL}${path}`).then((response) => response.arrayBuffer());
        // Print needs no script: the page's errors are the other specs' concern.
        const { page, context } = await openPage(browser);
        try {
          await page.goto(`${BASE_URL}${path}`, { waitUntil: 'load' });
          const kept = await page.evaluate(() => ({
            inlined: document.querySelectorAll('head > style').length > 0,
            linkInBody: [...document.querySelectorAll('link[rel="stylesheet"]')].every(
              (link) => link.parentElement === document.body,
            ),
          }));
          assert.deepEqual(
            kept,
            { inlined: true, linkInBody: true },
            `${path} is served as the cache keeps it`,
          );
          await page.waitForFunction(() =>
            [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.sheet),
          );

          // Printed first (page.pdf prints with print media), so that the summary has every count.
          const pdf = await page.pdf({ format: 'A4' });
          writeFileSync(`${PDF_DIR}${code}-${route.slice(1).replace(/\W+/g, '-')}.pdf`, pdf);
          const count = sheetsOf(pdf);
          (sheets[route] ??= {})[code] = count;
          t.diagnostic(`${path}: ${count} A4 sheet${count > 1 ? 's' : ''}`);

          await page.emulateMedia({ media: 'print' });
          const paper = await page.evaluate(onPaper, FURNITURE);
          assert.deepEqual(paper.visibleFurniture, [], `${path}: the site's furniture on paper`);
          assert.ok(paper.title, `${path}: no title on paper`);
          assert.ok(
            paper.contentChars > 300,
            `${path}: ${paper.contentChars} characters of content on paper`,
          );
          assert.equal(paper.canonical, `${BASE_URL}${path}`, `${path}: its canonical address`);
          assert.equal(paper.address, `"${paper.canonical}"`, `${path}: its address on paper`);
          for (const link of paper.links) {
            const external =
              /^https?:/.test(link.href) && !link.marked && !link.href.startsWith('https://wa.me/');
            assert.equal(
              link.after,
              external ? `" (${link.href})"` : 'none',
              `${path}: what is written after ${link.href}`,
            );
          }
          if (externalLinks)
            assert.ok(
              paper.links.some((link) => link.after !== 'none'),
              `${path}: an external link's address on paper`,
            );
          assert.deepEqual(paper.coloured, [], `${path}: not black on white`);
          assert.equal(paper.direction, rtl ? 'rtl' : 'ltr', `${path}: the page's direction`);
          assert.equal(
            paper.mainDirection,
            rtl ? 'rtl' : 'ltr',
            `${path}: the content's direction`,
          );
          if (rtl)
            assert.match(paper.font ?? '', /^"?Noto Naskh Arabic/, `${path}: its text's face`);
          assert.ok(count >= 1 && count <= most, `${path}: ${count} A4 sheets, at most ${most}`);
        } finally {
          await context.close();
        }
      });
    }
  });
}
