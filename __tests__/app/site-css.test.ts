/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteStylesheets } from '../support/site-css';

// The site's one stylesheet (app/site.css): every CSS file is imported there and nowhere
// else, so the build makes one file that every page links and a phone keeps; and no stylesheet
// draws an SVG image, which Chromium builds as a document of its own on the page's main thread.

/** Every file under `dir` whose name matches `pattern`, as a path from the project's root. */
function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(file, pattern);
    return pattern.test(entry.name) ? [file] : [];
  });
}

const SOURCES = ['app', 'components', 'lib'].flatMap((dir) => filesUnder(dir, /\.(tsx?|mjs|cjs)$/));
const STYLESHEETS = ['app', 'components', 'lib'].flatMap((dir) => filesUnder(dir, /\.css$/));
const ROOT_LAYOUTS = ['app/[lang]/layout.tsx', 'app/global-not-found.tsx'];
const cssImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)].map(
    (match) => match[1] ?? '',
  );

it('imports every stylesheet once from app/site.css, and none from anywhere else', () => {
  const imported = siteStylesheets();
  expect([...imported].sort()).toEqual(
    STYLESHEETS.filter((file) => file !== path.normalize('app/site.css')).sort(),
  );
  expect(imported[0]).toBe(path.normalize('app/globals.css'));
  // The paper's rules win over every screen rule of the same weight (app/print.css).
  expect(imported.at(-1)).toBe(path.normalize('app/print.css'));
  // The root layouts import it, and nothing else imports a stylesheet: the build makes one file.
  const importers = SOURCES.filter((file) => cssImports(file).length > 0).sort();
  expect(importers).toEqual([...ROOT_LAYOUTS].map((file) => path.normalize(file)).sort());
  for (const layout of ROOT_LAYOUTS)
    expect(cssImports(layout)).toEqual([expect.stringMatching(/^\.\.?\/site\.css$/)]);
  // A stylesheet that imports another would change the order the list above gives.
  for (const file of imported) expect(readFileSync(file, 'utf8')).not.toMatch(/@import/);
});

it('draws no SVG image: no url() of an SVG, as a data: URL or a file', () => {
  const svg = STYLESHEETS.flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(
        /url\(\s*['"]?(data:image\/svg[^'")]{0,20}|[^'")]*\.svg\b)/gi,
      ),
    ].map(([, url]) => `${file}: ${url}`),
  );
  expect(svg).toEqual([]);
});

it('has no comment the minifier keeps: none begins with "!"', () => {
  // A comment whose text begins with "!" reads as a licence to the build's minifier: it stays in the
  // built stylesheet, which every page then carries.
  const kept = STYLESHEETS.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\/\*\s*!/g)].map((match) => `${file}@${match.index}`),
  );
  expect(kept).toEqual([]);
});
