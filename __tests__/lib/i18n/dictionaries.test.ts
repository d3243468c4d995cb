/** @jest-environment node */
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { en } from '@/lib/i18n/en';
import { LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';
import { ROUTES } from '@/lib/routing/routes';

// The type check already fails on a missing or extra key (ur.ts is typed as en.ts); these read
// the values: an entry left in English, empty, or a function answering in the wrong script.

/** Every leaf of a dictionary, functions called with sample values, by its dotted key. */
function leaves(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'function') {
    const sample = Array.from({ length: value.length }, (_, index) =>
      index === 0 ? 2 : `X${index}`,
    );
    return [[key, String(value(...sample))]];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, child]) =>
      leaves(child, key ? `${key}.${name}` : name),
    );
  }
  return [];
}

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/** Entries that are the same in every language: names and abbreviations applicants know as they are. */
const SAME_IN_EVERY_LANGUAGE = /^(lang|layout\.switchLabel)$/;

describe('the dictionaries', () => {
  it('has one per language, and a title for every public route in each', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const code of LANGUAGE_CODES) {
      for (const route of ROUTES)
        expect([
          code,
          route.path,
          DICTIONARIES[code].pages[route.path as keyof typeof en.pages],
        ]).toEqual([code, route.path, expect.any(String)]);
      expect(DICTIONARIES[code].lang).toBe(code);
    }
  });

  it('says everything in Urdu in the Urdu dictionary: no entry empty, none left in English', () => {
    const english = new Map(leaves(en));
    const urdu = leaves(DICTIONARIES.ur).filter(([key]) => !SAME_IN_EVERY_LANGUAGE.test(key));
    expect(urdu.length).toBeGreaterThan(100);
    const untranslated = urdu.filter(
      ([key, text]) => !text.trim() || !ARABIC_SCRIPT.test(text) || text === english.get(key),
    );
    expect(untranslated).toEqual([]);
  });

  it('has the same entries in every language, functions taking the same values', () => {
    const shape = (value: unknown): unknown =>
      typeof value === 'function'
        ? `function/${value.length}`
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
          : typeof value;
    for (const code of LANGUAGE_CODES) expect(shape(DICTIONARIES[code])).toEqual(shape(en));
  });

  it('describes every language it has: direction, tag, Open Graph locale, path prefix', () => {
    expect(LANGUAGES.en).toMatchObject({ tag: 'en', dir: 'ltr', prefix: '' });
    expect(LANGUAGES.ur).toMatchObject({ tag: 'ur', dir: 'rtl', prefix: '/ur', ogLocale: 'ur_PK' });
  });
});
