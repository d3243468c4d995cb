// docs/behaviour.md, Languages; adding one: docs/languages.md. Pure data, for client leaves too.

import table from './languages.json';

/** The fields: docs/languages.md, Adding a language. */
type LanguageInfo = {
  tag: string;
  dir: 'ltr' | 'rtl';
  prefix: string;
  ogLocale: string;
  intlLocale: string;
  dayFirst?: boolean;
  dayPeriodFirst?: boolean;
  clock24?: boolean;
  /** Node's ICU month names, for browsers whose ICU lacks the locale (lib/i18n/dates.ts). */
  months?: string[];
  name: string;
};

export const LANGUAGES = table as Record<keyof typeof table, LanguageInfo>;

export type Language = keyof typeof LANGUAGES;

export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

export const PREFIXED_LANGUAGES = LANGUAGE_CODES.filter((code) => LANGUAGES[code].prefix !== '');

/** '/ur/AboutUs' → ['ur', '/AboutUs'], '/UR' → ['ur', '/'], '/AboutUs' → ['en', '/AboutUs']. */
export function splitLanguage(pathname: string): [Language, string] {
  const lower = pathname.toLowerCase();
  for (const code of PREFIXED_LANGUAGES) {
    const { prefix } = LANGUAGES[code];
    if (lower === prefix || lower === `${prefix}/`) return [code, '/'];
    if (lower.startsWith(`${prefix}/`)) return [code, pathname.slice(prefix.length)];
  }
  return [DEFAULT_LANGUAGE, pathname];
}
