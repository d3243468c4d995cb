import { foldText, romanKey, romanPhrase, WORD_SEPARATORS } from './fold-text';
import type { Sense } from './word-senses';

// By folded key, Roman Urdu also by romanKey; learnt once: every rebuild reads the same lists.

/** A word or phrase as typed, and the English phrase of the index it stands for. */
export type AliasPair = readonly [alias: string, meaning: string];

export type AliasTables = {
  meanings: Map<string, string[]>;
  romanMeanings: Map<string, string[]>;
  senses: Map<string, readonly Sense[]>;
  meaningWords: Set<string>;
  typedLatinWords: Set<string>;
  longestPhrase: number;
};

const LEARNT = new WeakMap<object, WeakMap<object, AliasTables>>();

function add(map: Map<string, string[]>, key: string, meaning: string): void {
  const meanings = map.get(key) ?? [];
  if (!meanings.includes(meaning)) map.set(key, [...meanings, meaning]);
}

/** `speltByEar`: also found by romanKey (not abbreviations: "beee" is not "bei"). */
export function addAlias(
  into: AliasTables,
  [alias, meaning]: AliasPair,
  speltByEar: boolean,
): void {
  const key = foldText(alias).split(WORD_SEPARATORS).filter(Boolean).join(' ');
  const folded = foldText(meaning);
  if (!key || key === folded) return;
  add(into.meanings, key, folded);
  const roman = speltByEar ? romanPhrase(key) : null;
  if (roman) add(into.romanMeanings, roman, folded);
  into.longestPhrase = Math.max(into.longestPhrase, key.split(' ').length);
  for (const word of key.split(' ')) if (/^[a-z]+$/.test(word)) into.typedLatinWords.add(word);
  for (const word of folded.split(' ')) if (/^[a-z]+$/.test(word)) into.meaningWords.add(word);
}

export function aliasTables(
  words: Iterable<AliasPair>,
  senses: Readonly<Record<string, readonly Sense[]>>,
): AliasTables {
  const cacheable = Array.isArray(words);
  const bySenses = cacheable ? LEARNT.get(words) : undefined;
  const known = bySenses?.get(senses);
  if (known) return known;
  const tables: AliasTables = {
    meanings: new Map(),
    romanMeanings: new Map(),
    senses: new Map(),
    meaningWords: new Set(),
    typedLatinWords: new Set(),
    longestPhrase: 1,
  };
  for (const pair of words) addAlias(tables, pair, true);
  for (const [word, wordSenses] of Object.entries(senses)) {
    const key = foldText(word);
    tables.senses.set(key, wordSenses);
    const roman = romanKey(key);
    if (roman) tables.senses.set(roman, wordSenses);
    for (const sense of wordSenses)
      for (const part of sense.meaning.split(' ')) if (part) tables.meaningWords.add(part);
  }
  if (cacheable) LEARNT.set(words, (bySenses ?? new WeakMap()).set(senses, tables));
  return tables;
}
