import languageTable from '@/lib/i18n/languages.json';

export type LanguageRow = {
  tag: string;
  dir: 'ltr' | 'rtl';
  prefix: string;
  intlLocale: string;
  dayFirst?: boolean;
  dayPeriodFirst?: boolean;
  clock24?: boolean;
  months?: string[];
};

const LANGUAGE_ROWS = Object.entries(languageTable as Record<string, LanguageRow>);

/** A language's row, by its code (`ur`) or its tag. */
export function languageRow(lang: string): LanguageRow | undefined {
  return LANGUAGE_ROWS.find(([code, row]) => code === lang || row.tag === lang)?.[1];
}

/** The site's language of a path: its prefix (/ur, /ur/…), else the language without one. */
export function languageOfPath(pathname: string): string {
  const prefixed = LANGUAGE_ROWS.find(
    ([, row]) => row.prefix && (pathname === row.prefix || pathname.startsWith(`${row.prefix}/`)),
  );
  return prefixed?.[0] ?? LANGUAGE_ROWS.find(([, row]) => !row.prefix)?.[0] ?? 'en';
}

export function offlinePagePath(lang: string): string {
  const row = LANGUAGE_ROWS.find(([code]) => code === lang)?.[1];
  return `${row?.prefix ?? ''}/offline`;
}

export const OFFLINE_PAGE_PATHS = LANGUAGE_ROWS.map(([code]) => offlinePagePath(code));
