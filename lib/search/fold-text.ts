// Text as the aliases compare it: a word typed on any keyboard, in any spelling, is one key.

export const WORD_SEPARATORS = /[\s\p{Z}\p{P}]+/u;

/** Each Urdu letter and the forms folded to it: other keyboards', and Sindhi's nearest in sound. */
const FOLDED_TO: Readonly<Record<string, string>> = {
  ی: 'يىېۍ',
  ک: 'كڪ',
  ہ: 'هةۃھە',
  ٹ: 'ٽٺ',
  ڈ: 'ڊڍ',
  ڑ: 'ڙ',
  ت: 'ٿ',
  ب: 'ڀٻ',
  ج: 'ڄ',
  ن: 'ڃڱڻ',
  چ: 'ڇ',
  د: 'ڌڏ',
  پ: 'ڦ',
  گ: 'ڳ',
};
const LETTER_FOLDS = new Map(
  Object.entries(FOLDED_TO).flatMap(([urdu, forms]) =>
    Array.from(forms, (form): [string, string] => [form, urdu]),
  ),
);
const FOLDED_LETTERS = new RegExp(`[${[...LETTER_FOLDS.keys()].join('')}]`, 'gu');

/** Lower case; no accents, aerab, invisible marks or tatweel; one form per letter; ASCII digits. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}\u0640]/gu, '')
    .replace(FOLDED_LETTERS, (letter) => LETTER_FOLDS.get(letter) ?? letter)
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
    .toLowerCase();
}

/** Roman Urdu is spelt by ear: long vowels doubled or not, a final h or not ("dakhlah"). */
export function romanKey(word: string): string | null {
  if (!/^[a-z]+$/.test(word)) return null;
  return word
    .replace(/ee+/g, 'i')
    .replace(/oo+/g, 'u')
    .replace(/aa+/g, 'a')
    .replace(/([aeiou])h$/, '$1');
}

export function romanPhrase(phrase: string): string | null {
  const keys = phrase.split(' ').map(romanKey);
  return keys.every((key) => key !== null) ? keys.join(' ') : null;
}
