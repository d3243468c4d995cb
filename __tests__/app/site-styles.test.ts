/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { siteStylesheets } from '../support/site-css';

// The site's one stylesheet (app/site-styles.ts): every CSS file is imported there and nowhere
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

/** The project's module `spec` names from `from`, or undefined for a package's. */
function resolveSource(from: string, spec: string): string | undefined {
  if (!spec.startsWith('@/') && !spec.startsWith('.')) return undefined;
  const base = spec.startsWith('@/') ? spec.slice(2) : path.join(path.dirname(from), spec);
  return ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((file) => /\.(tsx?|mjs|js)$/.test(file) && existsSync(file) && statSync(file).isFile());
}

/** The project's 'use client' modules that `entries` reach by their (non-type) imports. */
function clientComponentsReachedFrom(entries: string[]): string[] {
  const seen = new Set<string>();
  const clients: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    if (/^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*['"]use client['"]/.test(source)) {
      clients.push(file);
      return;
    }
    const imports = source.matchAll(
      /^(?:import|export)(?!\s+type\b)[^'";]*?from\s*'([^']+)'|^import\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/gm,
    );
    for (const [, from, bare, lazy] of imports) {
      const resolved = resolveSource(file, from ?? bare ?? lazy ?? '');
      if (resolved) visit(resolved);
    }
  };
  entries.forEach(visit);
  return clients;
}

it('imports every stylesheet from app/site-styles.ts, and none from anywhere else', () => {
  const imported = siteStylesheets();
  expect([...imported].sort()).toEqual([...STYLESHEETS].sort());
  expect(imported[0]).toBe(path.normalize('app/globals.css'));
  // The paper's rules win over every screen rule of the same weight (app/print.css).
  expect(imported.at(-1)).toBe(path.normalize('app/print.css'));
  const elsewhere = SOURCES.filter(
    (file) => file !== path.normalize('app/site-styles.ts') && cssImports(file).length > 0,
  );
  expect(elsewhere).toEqual([]);
  // The root layouts import it, and so share the one file.
  for (const layout of ROOT_LAYOUTS)
    expect(readFileSync(layout, 'utf8')).toMatch(/^import '\.\.?\/site-styles';$/m);
});

it('places each stylesheet where the build keeps its order: before the layouts’ client components', () => {
  // Next's webpack build lists a layout's client components, then its CSS, and sorts the list
  // with (a, b) => isCss(b) ? 1 : a.localeCompare(b) on absolute paths: CSS files that all sort
  // before the first client component keep their order; one past it moves in the built sheet or
  // splits it in several files. Next's own (next/link) sort before or after the whole project.
  const clients = clientComponentsReachedFrom(ROOT_LAYOUTS).map((file) => path.resolve(file));
  expect(clients).toContain(path.resolve('components/layout/main-nav.tsx'));
  const [first = ''] = clients.sort((a, b) => a.localeCompare(b));
  const past = siteStylesheets().filter((file) => path.resolve(file).localeCompare(first) > 0);
  // share.css is imported where the build puts it, just before print.css (app/site-styles.ts).
  expect(past).toEqual([path.normalize('components/share/share.css')]);
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
