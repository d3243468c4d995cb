/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '@/lib/i18n/en';

// docs/behaviour.md names files, getters, backend calls and the site's own texts: each must
// still be what the code has, or the page sends a newcomer to something that is not there.

const ROOT = join(__dirname, '..', '..');
const page = readFileSync(join(ROOT, 'docs/behaviour.md'), 'utf8');

/** Every code span of the page. */
const spans = [...page.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] as string);

const ROOT_ENTRIES = new Set(readdirSync(ROOT));

/** A code span that names a file or folder of the repository: `lib/appapi/client.ts`, `app/`. */
function isRepositoryPath(span: string): boolean {
  return /^[\w.[\]()@-]+\/[^\s<>{}*]*$/.test(span) && ROOT_ENTRIES.has(span.split('/')[0] ?? '');
}

function sourceText(folder: string): string {
  const full = join(ROOT, folder);
  if (!statSync(full).isDirectory()) return readFileSync(full, 'utf8');
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mjs|cjs|json|template)$/.test(name))
    .map((name) => readFileSync(join(full, name), 'utf8'))
    .join('\n');
}

const SOURCES = [
  'app',
  'components',
  'lib',
  'scripts',
  'deploy',
  '__tests__/support',
  'middleware.ts',
  'next.config.mjs',
]
  .map(sourceText)
  .join('\n');

/** The functions lib/ exports: the getters of lib/appapi/, getConfig… */
const EXPORTED_FUNCTIONS = new Set(
  [...sourceText('lib').matchAll(/^export (?:async )?function (\w+)/gm)].map((match) => match[1]),
);

/** The backend functions of AppApiFunctions (lib/appapi/types.ts). */
const BACKEND_FUNCTIONS = new Set(
  [
    ...readFileSync(join(ROOT, 'lib/appapi/types.ts'), 'utf8').matchAll(
      /^ {2}([A-Z_]+): \{ fields/gm,
    ),
  ].map((match) => match[1]),
);

/** The value of a dictionary key such as `fallback.personName.Dean` or `pages./ProHome`. */
function dictionaryValue(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (value, part) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined,
      en,
    );
}

/** The strings a key stands for: itself, or every string of an object such as `fallback.personName`. */
function dictionaryTexts(key: string): string[] {
  const value = dictionaryValue(key);
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object')
    return Object.values(value).filter((text): text is string => typeof text === 'string');
  return [];
}

/**
 * A quoted text of the site: in single quotes, an apostrophe inside a word allowed, wrapped over
 * lines but not over a table cell, a code span or a paragraph.
 */
const QUOTED = String.raw`'((?:[^'|\`\n]|\n(?!\n)|'(?=\w))+)'`;
const unwrapped = (text: string) => text.replace(/\s+/g, ' ');

describe('docs/behaviour.md', () => {
  it('names only files and folders that exist', () => {
    const paths = spans.filter(isRepositoryPath);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('names only getters that lib/ exports', () => {
    const getters = spans.filter((span) => /^get[A-Z]\w*$/.test(span));
    expect(getters.length).toBeGreaterThan(20);
    expect(getters.filter((name) => !EXPORTED_FUNCTIONS.has(name))).toEqual([]);
  });

  it('names only backend functions of lib/appapi/types.ts', () => {
    const calls = spans.filter((span) => /^[A-Z]+(?:_[A-Z]+)*_(?:GET|GET_ALL|ADMIN)$/.test(span));
    expect(new Set(calls)).toEqual(BACKEND_FUNCTIONS);
  });

  it('names only identifiers the code still has', () => {
    const identifiers = spans.filter((span) => /^[A-Za-z_]\w+$/.test(span) && /[A-Z]/.test(span));
    const missing = identifiers.filter((name) => !new RegExp(`\\b${name}\\b`).test(SOURCES));
    expect(missing).toEqual([]);
  });

  it("quotes the site's texts as lib/i18n/en.ts writes them", () => {
    const keyed = [
      // 'N/A' (`fallback.cell`)
      ...page.matchAll(new RegExp(`(?<![\\w'])${QUOTED} \\(\`([\\w./]+)\`\\)`, 'g')),
    ].map((match) => ({ text: unwrapped(match[1] as string), key: match[2] as string }));
    // The fallback table: | 'N/A' | `fallback.cell` | (several texts of one key in one cell)
    for (const row of page.matchAll(/^\| ('.+?) \| `([a-z][\w./]*)` \|/gm)) {
      for (const quoted of (row[1] as string).matchAll(new RegExp(`(?<![\\w'])${QUOTED}`, 'g')))
        keyed.push({ text: quoted[1] as string, key: row[2] as string });
    }
    expect(keyed.length).toBeGreaterThan(40);
    expect(keyed.filter(({ text, key }) => !dictionaryTexts(key).includes(text))).toEqual([]);
  });
});
