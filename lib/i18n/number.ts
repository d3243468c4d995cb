import { LANGUAGES, type Language } from './languages';

/** 4000 → '4,000', in the Western digits that challans and mark sheets use, in every language. */
export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(LANGUAGES[lang].intlLocale, { numberingSystem: 'latn' }).format(
    value,
  );
}
