// The site's languages (CONTRACT.md, "Languages"). English keeps the public URLs it always had;
// every other language lives under its own prefix (/ur, /sd). Adding one is a dictionary beside
// en.ts, its entry in languages.json, its line in lib/i18n/dictionaries.ts and its prefix in the
// middleware's matcher (a literal; a unit test says when it is missing).
// Pure data: read by the middleware, the routes, the pages and client leaves alike.

import table from './languages.json';

type LanguageInfo = {
  /** <html lang>, hreflang and the lang attribute of links to this language. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** The path prefix of its pages: '' for English, whose URLs never change. */
  prefix: string;
  /** Open Graph's og:locale. */
  ogLocale: string;
  /**
   * The locale of Intl's dates and numbers. Urdu is 'ur-PK': Urdu month names with the Western
   * digits of CNICs, challans and merit lists, which applicants read and type.
   */
  intlLocale: string;
  /** Dates day first, "14 اکتوبر 2025", whatever ICU's order and punctuation (lib/i18n/dates.ts). */
  dayFirst?: boolean;
  /** The time of day before the clock time, "شام 6:05", where ICU puts it after (lib/i18n/dates.ts). */
  dayPeriodFirst?: boolean;
  /** A 24-hour clock, "13:05", where ICU's words for the time of day are wrong (lib/i18n/dates.ts). */
  clock24?: boolean;
  /**
   * Its month names, ICU's (Node's full ICU), for browsers whose ICU lacks the locale: Chromium
   * writes Sindhi months as "M11" (lib/i18n/dates.ts).
   */
  months?: string[];
  /** Its own name, as the language switch shows it. */
  name: string;
};

/** One entry per language, in a JSON file that next.config.mjs reads for its rewrites too. */
export const LANGUAGES = table as Record<keyof typeof table, LanguageInfo>;

export type Language = keyof typeof LANGUAGES;

/** The language of search engines' x-default and of every URL without a prefix. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** The languages with a path prefix, i.e. every one but English. */
export const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((code) => LANGUAGES[code].prefix !== '');

/**
 * Splits a public path into its language and the path within it, ignoring letter case in the
 * prefix: '/ur/AboutUs' → ['ur', '/AboutUs'], '/UR' → ['ur', '/'], '/AboutUs' → ['en', '/AboutUs'].
 */
export function splitLanguage(pathname: string): [Language, string] {
  const lower = pathname.toLowerCase();
  for (const code of PREFIXED_LANGUAGES) {
    const { prefix } = LANGUAGES[code];
    if (lower === prefix || lower === `${prefix}/`) return [code, '/'];
    if (lower.startsWith(`${prefix}/`)) return [code, pathname.slice(prefix.length)];
  }
  return [DEFAULT_LANGUAGE, pathname];
}
