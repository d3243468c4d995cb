import { LANGUAGES, type Language } from './languages';

// Numbers in the dictionaries' sentences (a fee, a count): grouped as the language's Intl locale
// groups them (languages.json), in the Western digits 0-9 that challans and mark sheets use,
// whatever the ICU's default: 4000 → '4,000' in English and in Urdu. The words around a number
// ('Rs. 4,000', '4,000 روپے') are each dictionary's own.

/** A number with the thousands separators of the language: 4000 → '4,000'. */
export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(LANGUAGES[lang].intlLocale, { numberingSystem: 'latn' }).format(
    value,
  );
}
