// @ts-check
// A kept page paints from its HTML alone (issue 52). Every page links the site's one stylesheet
// (app/site-styles.ts), and a stylesheet linked in <head> holds the first paint until it has
// come: one more request after the HTML, which on a rural 3G link (about 560 ms a request) was
// most of a first visit's wait. As the page cache keeps a page (handler.mjs), this writes the
// rules of that stylesheet the page's own elements use at the end of its <head> (beasties: every
// rule whose selector matches an element of the page, with its @media, the @keyframes and custom
// properties it needs; left to right and right to left alike, since the match is made on the
// page's own <html dir>) and moves the link to the end of <body>, where it holds nothing up. The
// browser fetches the file once the page is parsed and keeps it (immutable) for everything a page
// only shows later: an opened drawer, a popup, a page drawn by the client router, print.
//
// Each page carries only its own rules (about half of the sheet): a page opened later pays them
// again in its HTML, not another request, and a page the client router draws pays nothing.
// Sending a page without them to a browser that has the file would make every page two entries
// in this cache and at the edge, keyed on a cookie; not worth the 3–4 KiB gzip.
//
// A page rendered for the request that asked for it (a miss) keeps its link in <head>, as Next
// writes it: it is styled, one request later. So does every page where the stylesheet cannot be
// read (said once in the log).
//
// beasties' compiler reads the stylesheet once per process; its runtime scans each page once
// (a few ms) with no DOM of its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';

/** Where the site serves the build's stylesheets (Next's static folder). */
const STYLESHEETS_PATH = '/_next/static/css/';

/** @type {Map<string, ((html: string) => string) | null>} stylesheets folder → its page processor */
const processors = new Map();

/**
 * A selector that starts with a pseudo-class (`:is(:lang(ur), :lang(sd))`, the Urdu and Sindhi
 * pages' font; `:where(:lang(ur)) ol`) names no element beasties can look for: it drops one that
 * names none at all. Such rules are few and always written in.
 */
const ALWAYS_WRITTEN = [/^:/];

/**
 * One stylesheet compiled for beasties' runtime (its `href` ties it to the page's <link>).
 * beasties 0.5.4's compiler ends every at-rule it keeps whole (`@counter-style`, the Urdu and
 * Sindhi list numbers) with a `;` as if it were a statement like `@import`; after a block that
 * `;` starts the next rule's selector and the browser drops that rule (the phone header's
 * `display: none` of the short name was lost). The `;` is taken off such a block here
 * (__tests__/lib/page-cache/first-paint-css.test.ts holds it with the real compiler).
 * @param {string} css
 * @param {string} href
 */
export function compiledSheet(css, href) {
  const sheet = compileSheet(css, { href, allowRules: ALWAYS_WRITTEN });
  for (const rule of sheet.rules) {
    if (rule.always && rule.css?.endsWith('};')) rule.css = rule.css.slice(0, -1);
  }
  return sheet;
}

/** A <link> tag, and its rel and href as React writes them (double quotes). */
const LINK = /<link\b[^>]*>/gi;
const attribute = (/** @type {string} */ tag, /** @type {string} */ name) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * The page with its first-paint rules (`rulesOf`, asked only of a page that links one of `hrefs`
 * in its <head>) written in at the end of its <head>, and those links moved to the end of its
 * <body>; as it is without such links or rules. The end of <head>, not where the link was: a link
 * previewer (WhatsApp, Facebook) reads the first 32 KB of a page, and the title and Open Graph
 * tags must come in its first half.
 * @param {string} html
 * @param {(html: string) => string} rulesOf
 * @param {ReadonlySet<string>} hrefs
 */
function placed(html, rulesOf, hrefs) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const moved = [];
  const head = html.slice(0, headEnd).replace(LINK, (tag) => {
    if (
      attribute(tag, 'rel')?.toLowerCase() !== 'stylesheet' ||
      !hrefs.has(attribute(tag, 'href') ?? '')
    )
      return tag;
    moved.push(tag);
    return '';
  });
  if (moved.length === 0) return html;
  const css = rulesOf(html);
  if (!css) return html;
  // `</style` inside the rules would end the element early; `<\/style` is the same CSS.
  const style = `<style>${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
  return `${head}${style}${html.slice(headEnd, bodyEnd)}${moved.join('')}${html.slice(bodyEnd)}`;
}

/** What was said in the log already: each thing once per process. */
const said = new Set();

/** @param {string} what @param {string} message */
function sayOnce(what, message) {
  if (said.has(what)) return;
  said.add(what);
  console.error(`Page cache: ${message}; pages keep the stylesheet linked in <head>`);
}

/**
 * The page processor of the stylesheets in `dir` (each read and compiled once), or null when none
 * can be read.
 * @param {string} dir
 * @returns {((html: string) => string) | null}
 */
function processorFor(dir) {
  if (processors.has(dir))
    return /** @type {((html: string) => string) | null} */ (processors.get(dir));
  let processor = null;
  try {
    const plans = readdirSync(dir)
      .filter((name) => name.endsWith('.css'))
      .map((name) =>
        compiledSheet(readFileSync(join(dir, name), 'utf8'), `${STYLESHEETS_PATH}${name}`),
      );
    if (plans.length === 0) sayOnce(dir, `no stylesheet in ${dir}`);
    else {
      const { extract } = createProcessor(plans, {
        // The site loads no font file (system fonts: app/globals.css).
        fonts: false,
        // Its cache of results by page shape pays for large stylesheets only; the scan is the cost here.
        cache: false,
      });
      const hrefs = new Set(plans.map((plan) => plan.href));
      processor = (/** @type {string} */ html) => placed(html, (page) => extract(page).css, hrefs);
    }
  } catch (error) {
    sayOnce(
      dir,
      `could not read the stylesheets in ${dir} (${/** @type {Error} */ (error)?.message || String(error)})`,
    );
  }
  processors.set(dir, processor);
  return processor;
}

/**
 * The page's HTML with the first-paint rules of the stylesheets it links (from `dir`, the build's
 * stylesheets folder) written into its <head> and the links moved to the end of its <body>; the
 * HTML as it is when there is no such folder, nothing of it links a stylesheet, or anything fails.
 * @param {string} html
 * @param {string | null} dir
 * @returns {string}
 */
export function withFirstPaintCss(html, dir) {
  const processor = dir ? processorFor(dir) : null;
  if (!processor) return html;
  try {
    return processor(html);
  } catch (error) {
    sayOnce(
      'process',
      `could not write the first-paint styles into a page (${/** @type {Error} */ (error)?.message || String(error)})`,
    );
    return html;
  }
}
