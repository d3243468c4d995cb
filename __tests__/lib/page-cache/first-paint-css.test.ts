/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withFirstPaintCss } from '@/lib/page-cache/first-paint-css.mjs';
import PageCacheHandler from '@/lib/page-cache/handler.mjs';

// A kept page's first paint from its HTML alone (issue 52): the rules of its stylesheet that its
// elements use, written into <head>, the link moved to the end of <body>. With beasties' real
// compiler and runtime; e2e/specs/first-paint.test.mjs checks the site's own pages in chromium.

const SHEET = '/_next/static/css/site.css';
const CSS = `:root{--green:#0b5d3b}
.site-header{color:var(--green)}
.unused-widget{color:red}
[dir=rtl] .site-header{text-align:right}
:is(:lang(ur), :lang(sd)) { font-family: "Noto Naskh Arabic", serif }
@counter-style urdu-decimal { system: extends decimal; suffix: "۔ "; }
.short-name { display: none }
@media (max-width: 768px) { .short-name { display: inline } .unused-widget { display: none } }
@media print { .site-header { display: none } }`;

const page = (lang: string, dir: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}" dir="${dir}"><head><meta charSet="utf-8"/><link rel="stylesheet" href="${SHEET}" data-precedence="next"/><title>t</title></head><body>${body}<script src="/_next/static/chunks/main.js" async=""></script></body></html>`;
const HEADER = '<header class="site-header"><span class="short-name">KUST</span></header>';

let build: string;
let stylesheets: string;
beforeAll(() => {
  build = mkdtempSync(join(tmpdir(), 'first-paint-'));
  stylesheets = join(build, 'static', 'css');
  mkdirSync(stylesheets, { recursive: true });
  writeFileSync(join(stylesheets, 'site.css'), CSS);
});
afterAll(() => rmSync(build, { recursive: true, force: true }));

const styleOf = (html: string) =>
  /<head>[\s\S]*?<style>([\s\S]*?)<\/style>[\s\S]*<\/head>/.exec(html)?.[1] ?? null;

describe('a page as the cache keeps it', () => {
  it('carries the rules its elements use in <head>, and links the stylesheet at the end of <body>', () => {
    const html = withFirstPaintCss(page('en', 'ltr', HEADER), stylesheets);
    const style = styleOf(html);
    expect(style).toContain('.site-header{color:var(--green)}');
    expect(style).toContain(':root{--green:#0b5d3b}');
    expect(style).toContain('@media (max-width: 768px) {.short-name{display:inline}}');
    expect(style).toContain('@media print {.site-header{display:none}}');
    // What no element of the page uses waits for the file.
    expect(style).not.toContain('unused-widget');
    // At the end of <head>: the title and what link previewers read stay in the first bytes.
    expect(html).toContain('</style></head>');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<style>'));
    expect(html.indexOf(`<link rel="stylesheet" href="${SHEET}"`)).toBeGreaterThan(
      html.indexOf('<script src="/_next/static/chunks/main.js"'),
    );
    expect(html).toMatch(
      new RegExp(`<link rel="stylesheet" href="${SHEET}" data-precedence="next"/></body></html>$`),
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it("writes in the right-to-left and the Urdu and Sindhi rules on those pages, by the page's own <html>", () => {
    const english = styleOf(withFirstPaintCss(page('en', 'ltr', HEADER), stylesheets)) ?? '';
    const urdu = styleOf(withFirstPaintCss(page('ur', 'rtl', HEADER), stylesheets)) ?? '';
    expect(urdu).toContain('[dir=rtl] .site-header{text-align:right}');
    expect(english).not.toContain('[dir=rtl]');
    // beasties cannot look for a selector that names no element: such rules are always written.
    expect(urdu).toContain(':is(:lang(ur), :lang(sd)){font-family:"Noto Naskh Arabic", serif}');
  });

  it('keeps every rule after a @counter-style a rule (beasties 0.5.4 wrote a stray ";" after the block)', () => {
    const style = styleOf(withFirstPaintCss(page('ur', 'rtl', HEADER), stylesheets)) ?? '';
    expect(style).toContain('@counter-style urdu-decimal');
    expect(style).not.toMatch(/\}\s*;/);
    expect(style).toMatch(/\}\.short-name\{display:none\}/);
  });

  it('leaves a page as it is where there is no stylesheets folder, or the folder cannot be read (said once)', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const html = page('en', 'ltr', HEADER);
    expect(withFirstPaintCss(html, null)).toBe(html);
    const missing = join(build, 'nothing', 'css');
    expect(withFirstPaintCss(html, missing)).toBe(html);
    expect(withFirstPaintCss(html, missing)).toBe(html);
    expect(errors.mock.calls).toEqual([
      [
        expect.stringMatching(
          /^Page cache: could not read the stylesheets in .*nothing\/css .*; pages keep the stylesheet linked in <head>$/,
        ),
      ],
    ]);
    errors.mockRestore();
  });

  it('is what the page cache stores for a page, with its payload kept apart, beside the build it was given', async () => {
    const cache = new PageCacheHandler({ serverDistDir: join(build, 'server') });
    const payload = '0:{"a":1}\n';
    const html = page('en', 'ltr', HEADER)
      .replace(
        '</body>',
        `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push(${JSON.stringify([1, payload])})</script></body>`,
      )
      .replace('<html lang="en" dir="ltr">', '<html lang="en" dir="ltr" data-react-payload="">');
    const ctx = { cacheControl: { revalidate: 300, expire: 604800 } };
    await cache.set(
      '/en/AboutUs',
      {
        kind: 'APP_PAGE',
        html,
        rscData: Buffer.from(payload),
        headers: {},
        status: 200,
        postponed: undefined,
        segmentData: undefined,
      },
      ctx,
    );
    const kept = ((await cache.get('/en/AboutUs', {})) as { value: { html: string } }).value.html;
    expect(styleOf(kept)).toContain('.site-header{color:var(--green)}');
    expect(kept).not.toContain('__next_f');
    expect(kept).toMatch(
      /<link rel="stylesheet" href="[^"]+" data-precedence="next"\/><\/body><\/html>$/,
    );
  });
});
