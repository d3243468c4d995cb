// What a visitor sees in a phone's first screen (issue 25): where the page's <h1> ends and where
// the first block of its own content (a paragraph, a list, a table, a message, a form…) begins,
// and whether the page scrolls sideways. Measured in the browser, for the browser suite and
// for the before/after figures.

/** The route views every language is measured on: one URL per route type, the demo data's. */
export const FIRST_SCREEN_ROUTES = [
  '/',
  '/NewsEvents',
  '/AboutUs',
  '/ContactUs',
  '/FacilitiesHome',
  '/AdmissionHome',
  '/Instruction',
  '/HelpDesk',
  '/EligibilityCriteria',
  '/FacHome?id=FAC-000001',
  '/DeanMessage?id=FAC-000001',
  '/DptHome?id=DEP-000001',
  '/AdmHome?id=DEP-000025',
  '/ProHome?id=PGM-000001',
  '/Downloads?id=DEP-000001',
  '/Events?id=DEP-000001',
  '/Seminars?id=DEP-000001',
  '/PEOS?id=DEP-000001',
  '/PLOS?id=DEP-000001',
  '/ChairmanMessage?id=DEP-000001',
  '/DirectorMessage?id=DEP-000025',
  '/MissionVision?id=DEP-000011',
  '/Faculty?id=DEP-000003',
  '/Programs?id=DEP-000001',
  '/ResearchProjects?id=DEP-000001',
  '/Publications?id=DEP-000001',
  '/search?q=civil',
  '/ProgrammeFinder',
  '/Accessibility',
  '/no-such-page',
];

/** The two phones: a common one, and the smallest still sold. */
export const PHONES = [
  { width: 375, height: 667 },
  { width: 320, height: 568 },
];

/**
 * In the page: { h1Top, h1Bottom, contentTop, contentTag, scrollWidth, width } in CSS px from the top
 * of the document. The first content block is the first visible element after the <h1> in
 * reading order that holds the page's own words: not a navigation (breadcrumbs, menus), not
 * the banner's own parts.
 */
export function measureFirstScreen() {
  const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
  const blocks =
    'p, ul, ol, table, dl, figure, blockquote, img, form, iframe, h2, h3, .empty-state, [role="status"], [role="alert"]';
  let content = null;
  if (h1) {
    for (const element of document.querySelectorAll(`main :is(${blocks})`)) {
      if (!(h1.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      if (
        h1.contains(element) ||
        element.closest('nav, aside, dialog, [aria-hidden="true"], .visually-hidden')
      )
        continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      content = element;
      break;
    }
  }
  const top = (element) => element.getBoundingClientRect().top + window.scrollY;
  return {
    h1Top: h1 ? Math.round(top(h1)) : null,
    h1Bottom: h1 ? Math.round(h1.getBoundingClientRect().bottom + window.scrollY) : null,
    contentTop: content ? Math.round(top(content)) : null,
    contentTag: content
      ? `${content.tagName.toLowerCase()}${content.className ? `.${String(content.className).split(' ')[0]}` : ''}`
      : null,
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  };
}

/** The site's languages, each with the prefix of its pages and its og:locale (lib/i18n/languages.json). */
export const LANGUAGES = Object.entries(
  JSON.parse(
    (await import('node:fs')).readFileSync(
      new URL('../../lib/i18n/languages.json', import.meta.url),
      'utf8',
    ),
  ),
).map(([code, { prefix, ogLocale }]) => ({ code, prefix, ogLocale }));

/** `path` (an English public path) in the language with `prefix`. */
export const inLanguage = (path, prefix) =>
  prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path;
