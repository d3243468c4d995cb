import { QUERY_STOP_WORDS, WORD_ALIASES, WORD_SENSES } from './alias-words';
import { addAlias, aliasTables, type AliasPair, type AliasTables } from './alias-tables';
import { foldText, romanKey, romanPhrase } from './fold-text';
import { queryWords, type QueryWord } from './query-words';
import { DEGREE_CODES, titleAbbreviations } from './title-abbreviations';
import { SoundIndex } from './transliterate';
import { chooseSense, type Sense } from './word-senses';

// Each word of the query becomes a slot: the word as typed or any English phrase it stands for.
// The query is widened, not the index, so its weights stay the English site's (docs/search.md).

export type QuerySlot = string[];

/** A word of two senses waits for its neighbours. */
type PendingSlot = { slot: QuerySlot; senses?: readonly Sense[] };

/** At most this many typed words are joined into an abbreviation or degree ("bs cs", "ph d"). */
const LONGEST_JOIN = 3;

/** An unfinished last Urdu word widens to the known words it starts, if long and few enough. */
const URDU_PREFIX_MIN = 3;
const URDU_PREFIX_MAX_MATCHES = 4;

const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/** Roman Urdu's "from" and "in", or degree codes when in capitals, first, or joined ("bs se"). */
const CODE_OR_STOP_WORD = new Set(['se', 'me']);

/** Sindhi endings (نتيجو، داخلا) and Urdu's inflected -ے, each to the Urdu ending. */
const ENDINGS: readonly (readonly [RegExp, string])[] = [
  [/و$/u, 'ہ'],
  [/ا$/u, 'ہ'],
  [/ے$/u, 'ہ'],
  [/ی$/u, 'ہ'],
];

const NO_SENSES: Readonly<Record<string, readonly Sense[]>> = {};
const STOP_WORDS = new Set(QUERY_STOP_WORDS.map(foldText));

export class QueryAliases {
  private readonly meanings: Map<string, string[]>;
  private readonly romanMeanings: Map<string, string[]>;
  private readonly senses: ReadonlyMap<string, readonly Sense[]>;
  private readonly stopWords = STOP_WORDS;
  private readonly longestPhrase: number;
  /** English words, and the lists' Roman Urdu only when close, by the sound of an Urdu spelling. */
  private readonly sounds: SoundIndex | null;
  private readonly vocabulary: ReadonlySet<string> | null;

  constructor(
    words: Iterable<AliasPair>,
    abbreviations: Iterable<AliasPair> = [],
    options: {
      senses?: Readonly<Record<string, readonly Sense[]>>;
      vocabulary?: Iterable<string>;
    } = {},
  ) {
    const learnt = aliasTables(words, options.senses ?? NO_SENSES);
    // Copies, so that this index's abbreviations stay out of the shared tables.
    const own: AliasTables = {
      ...learnt,
      meanings: new Map(learnt.meanings),
      meaningWords: new Set(learnt.meaningWords),
      typedLatinWords: new Set(learnt.typedLatinWords),
    };
    for (const pair of abbreviations) addAlias(own, pair, false);
    this.meanings = own.meanings;
    this.romanMeanings = own.romanMeanings;
    this.senses = own.senses;
    this.longestPhrase = own.longestPhrase;
    this.vocabulary = options.vocabulary ? new Set(options.vocabulary) : null;
    const english = new Set([...(this.vocabulary ?? []), ...own.meaningWords]);
    this.sounds = this.vocabulary
      ? new SoundIndex(
          english,
          [...own.typedLatinWords].filter((word) => !english.has(word)),
        )
      : null;
  }

  /** Stop words dropped, "bs cs" joined, "کمپیوٹرسائنس" split, "ایڈمیشن" heard as admission. */
  expand(query: string): QuerySlot[] {
    const words = queryWords(query);
    const pending: PendingSlot[] = [];
    for (let i = 0; i < words.length;) {
      const [length, found] = this.slotsAt(words, i);
      pending.push(...found);
      i += length;
    }
    const typed = words.map(({ word }) => word);
    return pending.flatMap(({ slot, senses }) => {
      if (!senses) return [slot];
      const meaning = chooseSense(senses, pending, slot, typed);
      return meaning ? [[...slot, meaning]] : [];
    });
  }

  private slotsAt(words: QueryWord[], at: number): [number, PendingSlot[]] {
    for (
      let n = Math.min(Math.max(this.longestPhrase, LONGEST_JOIN), words.length - at);
      n >= 2;
      n--
    ) {
      const part = words.slice(at, at + n).map(({ word }) => word);
      const phrase = part.join(' ');
      const meanings =
        this.meanings.get(phrase) ?? this.romanMeanings.get(romanPhrase(phrase) ?? '');
      if (meanings) return [n, [{ slot: [phrase, ...meanings] }]];
      const joined = part.join('');
      if (n <= LONGEST_JOIN && (this.meanings.has(joined) || DEGREE_CODES.has(joined)))
        return [n, [{ slot: this.slotOf(joined) }]];
    }
    const { word, capitals } = words[at]!;
    if (this.stopWords.has(word)) return [1, []];
    if (CODE_OR_STOP_WORD.has(word) && !capitals && at > 0) return [1, []];
    const senses = this.sensesOf(word);
    if (senses) return [1, [{ slot: [word], senses }]];
    if (this.meaningOf(word)) return [1, [{ slot: this.slotOf(word) }]];
    if (!ARABIC_SCRIPT.test(word)) return [1, [{ slot: [word, ...this.transposed(word)] }]];
    return this.urduSlotsAt(words, at);
  }

  private sensesOf(word: string): readonly Sense[] | undefined {
    return this.senses.get(word) ?? this.senses.get(romanKey(word) ?? '');
  }

  /** "pyhsics" → physics: MiniSearch's typo tolerance counts a swap as two typos. */
  private transposed(word: string): string[] {
    if (word.length < 4 || !this.vocabulary || this.vocabulary.has(word)) return [];
    const found = new Set<string>();
    for (let i = 0; i + 1 < word.length; i++) {
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      if (this.vocabulary.has(swapped)) found.add(swapped);
    }
    return [...found];
  }

  private urduSlotsAt(words: QueryWord[], at: number): [number, PendingSlot[]] {
    const { word } = words[at]!;
    const ending = ENDINGS.map(([pattern, urdu]) => word.replace(pattern, urdu)).find(
      (variant) => variant !== word && this.known(variant),
    );
    if (ending)
      return [1, this.stopWords.has(ending) ? [] : [{ slot: [word, ...this.meaningOf(ending)!] }]];
    const pieces = this.segment(word);
    if (pieces) {
      const slots = pieces
        .filter((piece) => !this.stopWords.has(piece))
        .map((piece): PendingSlot => {
          const senses = this.sensesOf(piece);
          return senses ? { slot: [piece], senses } : { slot: this.slotOf(piece) };
        });
      return [1, slots];
    }
    // Two unknown words may be one English word written apart ("سوفٹ ویر", "لاگ ان").
    const next = words[at + 1]?.word;
    if (next && ARABIC_SCRIPT.test(next) && !this.known(next)) {
      const joined = this.soundSlot(word + next);
      if (joined) return [2, [{ slot: joined }]];
    }
    // The last word may be unfinished: the known words it starts count as much as its sound.
    const started = at === words.length - 1 ? this.prefixMeanings(word) : [];
    return [1, [{ slot: [...new Set([word, ...(this.soundSlot(word) ?? []), ...started])] }]];
  }

  private known(word: string): boolean {
    return this.meanings.has(word) || this.senses.has(word) || this.stopWords.has(word);
  }

  private soundSlot(word: string): QuerySlot | null {
    const heard = this.sounds?.lookup(word) ?? [];
    return heard.length ? [...new Set(heard.flatMap((english) => this.slotOf(english)))] : null;
  }

  private meaningOf(word: string): string[] | undefined {
    const roman = romanKey(word);
    return this.meanings.get(word) ?? (roman === null ? undefined : this.romanMeanings.get(roman));
  }

  private slotOf(word: string): QuerySlot {
    return [word, ...(this.meaningOf(word) ?? [])];
  }

  /** An Urdu word as the fewest known words written together; null when it is not. */
  private segment(word: string): string[] | null {
    const known = (piece: string) => this.known(piece);
    const best: (string[] | null)[] = [[]];
    for (let end = 1; end <= word.length; end++) {
      best[end] = null;
      for (let start = 0; start < end; start++) {
        const before = best[start];
        const piece = word.slice(start, end);
        if (before && known(piece) && (!best[end] || before.length + 1 < best[end]!.length))
          best[end] = [...before, piece];
      }
    }
    const pieces = best[word.length];
    return pieces &&
      pieces.length >= 2 &&
      pieces.some((piece) => this.meanings.has(piece) || this.senses.has(piece))
      ? pieces
      : null;
  }

  private prefixMeanings(word: string): string[] {
    if (word.length < URDU_PREFIX_MIN) return [];
    const keys = [...this.meanings.keys()].filter(
      (key) => key.startsWith(word) && ARABIC_SCRIPT.test(key),
    );
    if (keys.length > URDU_PREFIX_MAX_MATCHES) return [];
    return [...new Set(keys.flatMap((key) => this.meanings.get(key)!))];
  }
}

/** One array for the process, so that its tables are learnt once. */
const WORD_ALIAS_PAIRS: readonly AliasPair[] = Object.entries(WORD_ALIASES).flatMap(
  ([meaning, words]) => words.map((word): AliasPair => [word, meaning]),
);

export function queryAliases(
  titles: { programmes: readonly string[]; departments: readonly string[] },
  vocabulary: Iterable<string> = [],
): QueryAliases {
  return new QueryAliases(WORD_ALIAS_PAIRS, titleAbbreviations(titles), {
    senses: WORD_SENSES,
    vocabulary,
  });
}
