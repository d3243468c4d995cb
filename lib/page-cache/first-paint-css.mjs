// @ts-check
// A kept page paints from its HTML alone: the rules its elements use go into its <head>, the
// <link> to the end of <body>, where it holds nothing up (docs/performance.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';

const STYLESHEETS_PATH = '/_next/static/css/';

const processors = new Map();

// beasties cannot match a selector that starts with a pseudo-class (the Urdu and Sindhi fonts).
const ALWAYS_WRITTEN = [/^:/];

// beasties ends a kept-whole at-rule with a `;` that makes the browser drop the next rule.
export function compiledSheet(css, href) {
  const sheet = compileSheet(css, { href, allowRules: ALWAYS_WRITTEN });
  for (const rule of sheet.rules) {
    if (rule.always && rule.css?.endsWith('};')) rule.css = rule.css.slice(0, -1);
  }
  return sheet;
}

const LINK = /<link\b[^>]*>/gi;
const attribute = (/** @type {string} */ tag, /** @type {string} */ name) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

// At the end of <head>, not where the link was: a link previewer reads only a page's start,
// where its title and Open Graph tags must be.
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

const said = new Set();

function sayOnce(what, message) {
  if (said.has(what)) return;
  said.add(what);
  console.error(`Page cache: ${message}; pages keep the stylesheet linked in <head>`);
}

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
        fonts: false,
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
