import { LETTER_NAMES } from './alias-words';
import { foldText, WORD_SEPARATORS } from './fold-text';

/** One word of a query, folded, and whether it was typed in capitals ("ME", "SE"). */
export type QueryWord = { word: string; capitals: boolean };

const LETTERS = new Map(
  Object.entries(LETTER_NAMES).map(([name, letter]) => [foldText(name), letter]),
);

/** The words of a query; letters typed or spelt apart, two or more in a row, as one word. */
export function queryWords(query: string): QueryWord[] {
  return joinLetters(foldedWords(query));
}

function foldedWords(query: string): QueryWord[] {
  return query
    .split(WORD_SEPARATORS)
    .filter(Boolean)
    .flatMap((typed) => {
      const capitals = /\p{Lu}/u.test(typed) && typed === typed.toUpperCase();
      return foldText(typed)
        .split(WORD_SEPARATORS)
        .filter(Boolean)
        .map((word) => ({ word, capitals }));
    });
}

/** "b s c s", "بی ایس سی ایس" → bscs. */
function joinLetters(words: QueryWord[]): QueryWord[] {
  const joined: QueryWord[] = [];
  for (let i = 0; i < words.length;) {
    let end = i;
    let letters = '';
    for (; end < words.length; end++) {
      const { word } = words[end]!;
      const letter = LETTERS.get(word) ?? (/^[a-z]$/.test(word) ? word : null);
      if (!letter) break;
      letters += letter;
    }
    if (end - i >= 2) {
      joined.push({ word: letters, capitals: false });
      i = end;
    } else joined.push(words[i++]!);
  }
  return joined;
}
