import { foldText, romanKey, romanPhrase, WORD_SEPARATORS } from './fold-text';
import type { Sense } from './word-senses';

// The word lists as QueryAliases looks words up in them: folded keys, and Roman Urdu keys by
// romanKey. Learnt once per process, as every rebuild of the index reads the same lists.

/** A word or phrase as typed, and the English phrase of the index it stands for. */
export type AliasPair = readonly [alias: string, meaning: string];

export type AliasTables = {
  /** A folded word or phrase → the English phrases it stands for. */
  meanings: Map<string, string[]>;
  /** The same for Roman Urdu, by romanKey word by word. */
  romanMeanings: Map<string, string[]>;
  /** Words whose meaning their neighbours choose, folded (and by romanKey). */
  senses: Map<string, readonly Sense[]>;
  /** The English words of the meanings, heard in Urdu script like the index's own. */
  latinWords: Set<string>;
  /** The Latin words typed as aliases (Roman Urdu, short forms), heard only when close. */
  typedWords: Set<string>;
  /** The most words of a phrase. */
  longest: number;
};

const LEARNT = new WeakMap<object, WeakMap<object, AliasTables>>();

function add(map: Map<string, string[]>, key: string, meaning: string): void {
  const meanings = map.get(key) ?? [];
  if (!meanings.includes(meaning)) map.set(key, [...meanings, meaning]);
}

/** Adds a word or phrase and its meaning; `speltByEar`: also by romanKey (not abbreviations). */
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
  into.longest = Math.max(into.longest, key.split(' ').length);
  for (const word of key.split(' ')) if (/^[a-z]+$/.test(word)) into.typedWords.add(word);
  for (const word of folded.split(' ')) if (/^[a-z]+$/.test(word)) into.latinWords.add(word);
}

/** The tables of a word list and its words of two senses; the same arrays give the same tables. */
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
    latinWords: new Set(),
    typedWords: new Set(),
    longest: 1,
  };
  for (const pair of words) addAlias(tables, pair, true);
  for (const [word, wordSenses] of Object.entries(senses)) {
    const key = foldText(word);
    tables.senses.set(key, wordSenses);
    const roman = romanKey(key);
    if (roman) tables.senses.set(roman, wordSenses);
    for (const sense of wordSenses)
      for (const part of sense.meaning.split(' ')) if (part) tables.latinWords.add(part);
  }
  if (cacheable) LEARNT.set(words, (bySenses ?? new WeakMap()).set(senses, tables));
  return tables;
}
