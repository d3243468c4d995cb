import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, type Language } from '@/lib/i18n/languages';

// The public URLs of a page in each language of the table (lib/i18n/languages.json), written
// here from the table's prefixes so that tests follow it as languages are added, rather than
// naming en and ur.

/** An English public path in a language: '/AboutUs' → '/ur/AboutUs', '/' → '/ur', query kept. */
export function inLanguage(path: string, code: Language): string {
  const { prefix } = LANGUAGES[code];
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/** A page's public URL in every language, in the table's order (English first), under `site`. */
export const inEveryLanguage = (path: string, site = ''): string[] =>
  LANGUAGE_CODES.map((code) => `${site}${inLanguage(path, code)}`);

/** Metadata's alternates.languages of a page: every language's URL by its tag, and x-default (English). */
export function alternateLanguages(path: string, site = ''): Record<string, string> {
  return {
    ...Object.fromEntries(
      LANGUAGE_CODES.map((code) => [LANGUAGES[code].tag, `${site}${inLanguage(path, code)}`]),
    ),
    'x-default': `${site}${inLanguage(path, DEFAULT_LANGUAGE)}`,
  };
}

/** The Open Graph locales of every language but `code`, in the table's order. */
export const otherOgLocales = (code: Language): string[] =>
  LANGUAGE_CODES.filter((other) => other !== code).map((other) => LANGUAGES[other].ogLocale);
