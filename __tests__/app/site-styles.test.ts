/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The site's one stylesheet (issue 35, app/site-styles.ts): every CSS file is imported there and
// nowhere else, so the build makes one file that every page links and a phone keeps; and no
// stylesheet draws an SVG image, which Chromium builds as a document of its own on the page's
// main thread.

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
const cssImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)].map(
    (match) => match[1] ?? '',
  );

it('imports every stylesheet from app/site-styles.ts, and none from anywhere else', () => {
  const imported = cssImports('app/site-styles.ts').map((spec) =>
    path.normalize(spec.startsWith('@/') ? spec.slice(2) : path.join('app', spec)),
  );
  expect([...imported].sort()).toEqual([...STYLESHEETS].sort());
  expect(imported[0]).toBe(path.normalize('app/globals.css'));
  // The paper's rules win over every screen rule of the same weight (app/print.css).
  expect(imported.at(-1)).toBe(path.normalize('app/print.css'));
  const elsewhere = SOURCES.filter(
    (file) => file !== path.normalize('app/site-styles.ts') && cssImports(file).length > 0,
  );
  expect(elsewhere).toEqual([]);
  // The root layouts import it, and so share the one file.
  for (const layout of ['app/[lang]/layout.tsx', 'app/global-not-found.tsx'])
    expect(readFileSync(layout, 'utf8')).toMatch(/^import '\.\.?\/site-styles';$/m);
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
