import { LETTER_NAMES, QUERY_STOP_WORDS, WORD_ALIASES, WORD_SENSES } from './alias-words';
import { LEVELS, programmeLevel } from './programme-level';
import { SoundIndex } from './transliterate';

// How search understands what applicants type: Urdu, Roman Urdu, everyday short forms ("maths",
// "vc") and abbreviations of programmes ("bscs") and departments ("ee").
//
// One mechanism: the query is widened before MiniSearch reads it, never the index. Each word of
// the query becomes a slot: the word as typed, or any of the English phrases it stands for
// (search-index.ts asks MiniSearch for every slot, each slot for any of its alternatives). Why
// at query time: the index and its BM25 weights stay those of the English site; a word's meaning
// can be any phrase, not one term (MiniSearch's processTerm maps a term to terms, blind to the
// document, so it could not give "bscs" the words of one title); and the abbreviations come from
// the titles the index was built from, so a real backend's programmes get theirs too.

/** The alternatives of one word of a query: the word as typed first, then what it stands for. */
export type QuerySlot = string[];

/** A word or phrase as typed, and the English phrase of the index it stands for. */
export type AliasPair = readonly [alias: string, meaning: string];

/** Words typed between the letters of a name that an abbreviation leaves out. */
const MINOR_WORDS = new Set(['of', 'and', 'in', 'the', 'for']);

/** The degree codes, as typed ("ph d" and "m phil" are joined into them). */
const LEVEL_CODES = new Set(LEVELS.map((level) => level.code.toLowerCase()));

/**
 * Abbreviations that would hide a degree or a common word ("ms" is the MS degree, not
 * Mathematics & Statistics): never derived.
 */
const NOT_ABBREVIATIONS = new Set([
  ...LEVEL_CODES,
  ...[
    'am',
    'an',
    'as',
    'at',
    'be',
    'by',
    'do',
    'go',
    'he',
    'if',
    'in',
    'is',
    'it',
    'me',
    'my',
    'no',
    'of',
    'on',
  ],
  ...['or', 'so', 'to', 'up', 'us', 'we'],
]);

/** At most this many typed words are joined into one abbreviation or degree ("bs cs", "ph d"). */
const LONGEST_JOIN = 3;

/** An unknown Urdu word this long or longer, last in the query, may be the start of a known one (typed as you go). */
const URDU_PREFIX_MIN = 3;
/** …when it starts at most this many known words; more is too vague to widen to. */
const URDU_PREFIX_MAX_MATCHES = 4;

const SPLIT = /[\s\p{Z}\p{P}]+/u;
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/**
 * Letters written several ways in Urdu (and Sindhi or Arabic keyboards), to one form. Sindhi's
 * own letters are folded to the Urdu letter nearest in sound (ٿ to ت, ڏ to د, ڻ to ن…), so that
 * Sindhi spellings meet the Urdu ones: نتيجو and نتیجہ differ only in their endings (below).
 */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ي: 'ی',
  ى: 'ی',
  ې: 'ی',
  ۍ: 'ی',
  ك: 'ک',
  ڪ: 'ک',
  ه: 'ہ',
  ة: 'ہ',
  ۃ: 'ہ',
  ھ: 'ہ',
  ە: 'ہ',
  ٽ: 'ٹ',
  ڊ: 'ڈ',
  ڙ: 'ڑ',
  ٿ: 'ت',
  ٺ: 'ٹ',
  ڀ: 'ب',
  ٻ: 'ب',
  ڄ: 'ج',
  ڃ: 'ن',
  ڇ: 'چ',
  ڌ: 'د',
  ڍ: 'ڈ',
  ڏ: 'د',
  ڦ: 'پ',
  ڳ: 'گ',
  ڱ: 'ن',
  ڻ: 'ن',
};
const FOLDED_LETTERS = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'gu');

/**
 * Text as the aliases compare it: lower case; accents and aerab (zer, zabar, pesh, hamza on a
 * letter, madda) dropped; zero-width joiners, direction marks and tatweel dropped; Arabic and
 * Urdu letter variants to one letter; Urdu and Arabic digits to ASCII.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}\u0640]/gu, '')
    .replace(FOLDED_LETTERS, (letter) => LETTER_FOLDS[letter] ?? letter)
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
    .toLowerCase();
}

/** Roman Urdu is spelt by ear: long vowels doubled or not, a final h or not ("wazeefa", "dakhlah"). */
function romanKey(word: string): string | null {
  if (!/^[a-z]+$/.test(word)) return null;
  return word
    .replace(/ee+/g, 'i')
    .replace(/oo+/g, 'u')
    .replace(/aa+/g, 'a')
    .replace(/([aeiou])h$/, '$1');
}

/** The words of a name that its abbreviation is made of: no bracketed part, no minor words. */
function nameWords(name: string): string[] {
  return foldText(name.replace(/\([^)]*\)/g, ' '))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !MINOR_WORDS.has(word));
}

function initials(words: string[]): string {
  return words.map((word) => word[0]).join('');
}

/** What a programme title names after its degree ("BS Computer Science" → computer, science). */
function programmeSubject(title: string, code: string): string[] {
  const words = nameWords(title);
  const [first = ''] = title
    .replace(/\([^)]*\)/g, ' ')
    .trim()
    .split(/\s+/, 1);
  // "B.E." is two words to nameWords.
  if (first.replace(/[.\-]/g, '').toLowerCase() === code.toLowerCase())
    return words.slice(nameWords(first).length);
  // The degree spelt out ("Bachelor of Science in Mathematics"): drop its words.
  const credential = LEVELS.find((level) => level.code === code)?.credential ?? '';
  return words.slice(nameWords(credential).length);
}

/** What comes before a department's subject in its title ("Department of", "Office of the"). */
const ORGANISATION =
  /^(?:department|dept|directorate|office|institute|school|centre|center|division)\s+(?:of|for)\s+(?:the\s+)?/i;

/**
 * The abbreviations of titles, each with the phrase it stands for:
 *   - a programme: its degree and the initials of its subject when the subject has two words or
 *     more ("BS Computer Science" → bscs → "bs computer science"), its degree and the subject
 *     when one ("BS Physics" → bsphysics), and the subject's initials (cs → "computer science");
 *   - a department named "Department of …", "Office of the …" (and alike) with a subject of two
 *     words or more, without an acronym of its own in brackets: the subject's initials
 *     ("Department of Electrical Engineering" → ee, "Office of the Vice Chancellor" → vc).
 * An abbreviation that is a degree code or a common word is left out (NOT_ABBREVIATIONS).
 */
export function titleAbbreviations(titles: {
  programmes: readonly string[];
  departments: readonly string[];
}): [string, string][] {
  const pairs: [string, string][] = [];
  const subjectInitials = (subject: string[]) => {
    if (subject.length >= 2) pairs.push([initials(subject), subject.join(' ')]);
  };
  for (const title of titles.programmes) {
    const level = programmeLevel(title);
    if (!level) continue;
    const subject = programmeSubject(title, level.code);
    const code = level.code.toLowerCase();
    const phrase = nameWords(title).join(' ');
    if (subject.length >= 2) pairs.push([code + initials(subject), phrase]);
    if (subject.length === 1) pairs.push([code + subject[0], phrase]);
    subjectInitials(subject);
  }
  for (const title of titles.departments) {
    const organisation = ORGANISATION.exec(title.trim());
    if (organisation && !title.includes('('))
      subjectInitials(nameWords(title.trim().slice(organisation[0].length)));
  }
  return pairs.filter(
    ([abbreviation]) => abbreviation.length >= 2 && !NOT_ABBREVIATIONS.has(abbreviation),
  );
}

/**
 * A sense of a word whose meaning the words around it choose (alias-words.ts, WORD_SENSES):
 * its English meaning ('' for none: the word is left out, as a stop word), taken when one of
 * `near` is among the other words of the query, typed (stop words too) or meant; '*' is any.
 */
export type Sense = { meaning: string; near?: readonly string[] };

/**
 * Roman Urdu words that are also degree codes or short forms: "se" is "from" in "admission kab se
 * shuru hai" and Software Engineering in "bs se"; "me" is "in" in "hostel me room" and the ME
 * degree in "me structural". Read as the code when typed in capitals, first in the query, or
 * joined to a degree ("bs se" → BSSE, before this is asked); as a function word otherwise.
 */
const CODE_OR_STOP_WORD = new Set(['se', 'me']);

/** Endings that differ between Sindhi and Urdu spellings of one word (Sindhi نتيجو، داخلا; Urdu نتیجہ، داخلہ), and Urdu's inflected -ے. */
const ENDINGS: readonly (readonly [RegExp, string])[] = [
  [/و$/u, 'ہ'],
  [/ا$/u, 'ہ'],
  [/ے$/u, 'ہ'],
  [/ی$/u, 'ہ'],
];

/** One word of a query as read: folded, and whether it was typed in capitals ("ME", "SE"). */
type QueryWord = { word: string; capitals: boolean };

const NO_SENSES: Readonly<Record<string, readonly Sense[]>> = {};

/** A slot before senses are chosen: a word with several meanings waits for its neighbours. */
type PendingSlot = { slot: QuerySlot; senses?: readonly Sense[] };

/** The words and abbreviations one index understands, and how it widens a query with them. */
/** A word list learnt: what the constructor makes of its `words` and `senses`. */
type Learnt = {
  meanings: Map<string, string[]>;
  romanMeanings: Map<string, string[]>;
  senses: Map<string, readonly Sense[]>;
  /** The English words of the meanings, heard in Urdu script like the index's own. */
  latinWords: Set<string>;
  /** The Latin words typed as aliases (Roman Urdu, short forms), heard only when close. */
  typedWords: Set<string>;
  longest: number;
};

/**
 * The word lists learnt once per process: they are the same for every index, and an index is
 * built again at every refresh of the walk (issue 27: the build stays within 20 % of before).
 */
const LEARNT = new WeakMap<object, WeakMap<object, Learnt>>();

/** The same stop words and letter names for every index. */
const STOP_WORDS = new Set(QUERY_STOP_WORDS.map(foldText));
const LETTERS = new Map(
  Object.entries(LETTER_NAMES).map(([name, letter]) => [foldText(name), letter]),
);

/** Learns a word or phrase and its meaning into `into`. */
function learnPair(into: Learnt, [alias, meaning]: AliasPair, speltByEar: boolean): void {
  const key = foldText(alias).split(SPLIT).filter(Boolean).join(' ');
  const folded = foldText(meaning);
  if (!key || key === folded) return;
  add(into.meanings, key, folded);
  const roman = speltByEar ? romanPhrase(key) : null;
  if (roman) add(into.romanMeanings, roman, folded);
  into.longest = Math.max(into.longest, key.split(' ').length);
  for (const word of key.split(' ')) if (/^[a-z]+$/.test(word)) into.typedWords.add(word);
  for (const word of folded.split(' ')) if (/^[a-z]+$/.test(word)) into.latinWords.add(word);
}

/** The typed words and the words of two senses, learnt (once per list: LEARNT). */
function learnWords(
  words: Iterable<AliasPair>,
  senses: Readonly<Record<string, readonly Sense[]>>,
): Learnt {
  const cacheable = Array.isArray(words);
  const bySenses = cacheable ? LEARNT.get(words) : undefined;
  const known = bySenses?.get(senses);
  if (known) return known;
  const learnt: Learnt = {
    meanings: new Map(),
    romanMeanings: new Map(),
    senses: new Map(),
    latinWords: new Set(),
    typedWords: new Set(),
    longest: 1,
  };
  for (const pair of words) learnPair(learnt, pair, true);
  for (const [word, wordSenses] of Object.entries(senses)) {
    const key = foldText(word);
    learnt.senses.set(key, wordSenses);
    const roman = romanKey(key);
    if (roman) learnt.senses.set(roman, wordSenses);
    for (const sense of wordSenses)
      for (const part of sense.meaning.split(' ')) if (part) learnt.latinWords.add(part);
  }
  if (cacheable) LEARNT.set(words, (bySenses ?? new WeakMap()).set(senses, learnt));
  return learnt;
}

export class QueryAliases {
  /** A folded word or phrase → the English phrases it stands for. */
  private readonly meanings: Map<string, string[]>;
  /** The same for the Roman Urdu words and phrases, by romanKey word by word. */
  private readonly romanMeanings: Map<string, string[]>;
  /** Words whose meaning depends on their neighbours, folded (and by romanKey). */
  private readonly senses: ReadonlyMap<string, readonly Sense[]>;
  private readonly stopWords = STOP_WORDS;
  private readonly letters = LETTERS;
  private readonly longestPhrase: number;
  /** The English words of the index and of the word list (its Roman Urdu only when close), found by the sound of an Urdu-script spelling. */
  private readonly sounds: SoundIndex | null;
  /** The index's own words, for a Latin word typed with two letters swapped. */
  private readonly vocabulary: ReadonlySet<string> | null;

  /**
   * `words`: typed words and phrases with their meanings, Roman Urdu ones also found spelt
   * another way; `abbreviations`: found only as they are ("beee" is not "bei"); `senses`: words
   * whose meaning their neighbours choose; `vocabulary`: the English words of the index, for
   * English words written in Urdu or Sindhi script that no list has.
   */
  constructor(
    words: Iterable<AliasPair>,
    abbreviations: Iterable<AliasPair> = [],
    options: {
      senses?: Readonly<Record<string, readonly Sense[]>>;
      vocabulary?: Iterable<string>;
    } = {},
  ) {
    const learnt = learnWords(words, options.senses ?? NO_SENSES);
    // This index's own words on top of the shared lists (copies: the lists stay as learnt).
    const own: Learnt = {
      meanings: new Map(learnt.meanings),
      romanMeanings: learnt.romanMeanings,
      senses: learnt.senses,
      latinWords: new Set(learnt.latinWords),
      typedWords: new Set(learnt.typedWords),
      longest: learnt.longest,
    };
    for (const pair of abbreviations) learnPair(own, pair, false);
    this.meanings = own.meanings;
    this.romanMeanings = own.romanMeanings;
    this.senses = own.senses;
    this.longestPhrase = own.longest;
    this.vocabulary = options.vocabulary ? new Set(options.vocabulary) : null;
    const english = new Set([...(this.vocabulary ?? []), ...own.latinWords]);
    this.sounds = this.vocabulary
      ? new SoundIndex(
          english,
          [...own.typedWords].filter((word) => !english.has(word)),
        )
      : null;
  }

  /**
   * The slots of a query, in order. Stop words go; runs of single letters join ("b s c s", "بی
   * ایس" → bscs, bs), as do words that together make an alias or a degree ("bs cs", "ph d");
   * an Urdu word written together with the next ("کمپیوٹرسائنس") is split into known words; an
   * English word in Urdu or Sindhi script is found by its sound ("ایڈمیشن" → admission); a word
   * of two senses takes the one its neighbours point to ("داخلے کی تاریخ": a date).
   */
  expand(query: string): QuerySlot[] {
    const words = this.joinLetters(queryWords(query));
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
      if (n <= LONGEST_JOIN && (this.meanings.has(joined) || LEVEL_CODES.has(joined)))
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

  /**
   * A Latin word the index lacks whose two neighbouring letters, swapped, make one it has
   * ("pyhsics"): MiniSearch's typo tolerance counts a swap as two typos.
   */
  private transposed(word: string): string[] {
    if (word.length < 4 || !this.vocabulary || this.vocabulary.has(word)) return [];
    const found = new Set<string>();
    for (let i = 0; i + 1 < word.length; i++) {
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      if (this.vocabulary.has(swapped)) found.add(swapped);
    }
    return [...found];
  }

  /** An Urdu- or Sindhi-script word no list has as it is spelt. */
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
    // Two words nobody listed may be one English word written apart ("سوفٹ ویر", "ڈیٹ شیٹ", "لاگ ان").
    const next = words[at + 1]?.word;
    if (next && ARABIC_SCRIPT.test(next) && !this.known(next)) {
      const joined = this.soundSlot(word + next);
      if (joined) return [2, [{ slot: joined }]];
    }
    // The last word may be unfinished: the known words it starts count as much as its sound.
    const started = at === words.length - 1 ? this.prefixMeanings(word) : [];
    return [1, [{ slot: [...new Set([word, ...(this.soundSlot(word) ?? []), ...started])] }]];
  }

  /** A word of the lists: with a meaning, of two senses, or a stop word. */
  private known(word: string): boolean {
    return this.meanings.has(word) || this.senses.has(word) || this.stopWords.has(word);
  }

  /** The English words an Urdu-script word sounds like, each with its own meanings; null for none. */
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

  /** Letters typed or spelt apart, two or more in a row, as one word. */
  private joinLetters(words: QueryWord[]): QueryWord[] {
    const joined: QueryWord[] = [];
    for (let i = 0; i < words.length;) {
      let end = i;
      let letters = '';
      for (; end < words.length; end++) {
        const { word } = words[end]!;
        const letter = this.letters.get(word) ?? (/^[a-z]$/.test(word) ? word : null);
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

  /** An Urdu word as known words written together, the fewest of them; null when it is not. */
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

  /** The meanings of the few known Urdu words an unfinished one starts (the suggestions, as English has prefixes). */
  private prefixMeanings(word: string): string[] {
    if (word.length < URDU_PREFIX_MIN) return [];
    const keys = [...this.meanings.keys()].filter(
      (key) => key.startsWith(word) && ARABIC_SCRIPT.test(key),
    );
    if (keys.length > URDU_PREFIX_MAX_MATCHES) return [];
    return [...new Set(keys.flatMap((key) => this.meanings.get(key)!))];
  }
}

/** The words of a query, folded, each marked when it was typed in capitals. */
function queryWords(query: string): QueryWord[] {
  return query
    .split(SPLIT)
    .filter(Boolean)
    .flatMap((typed) => {
      const capitals = /\p{Lu}/u.test(typed) && typed === typed.toUpperCase();
      return foldText(typed)
        .split(SPLIT)
        .filter(Boolean)
        .map((word) => ({ word, capitals }));
    });
}

/** Each word of a Latin phrase by romanKey; null when a word is not Latin. */
function romanPhrase(phrase: string): string | null {
  const keys = phrase.split(' ').map(romanKey);
  return keys.every((key) => key !== null) ? keys.join(' ') : null;
}

/**
 * The meaning of a word of two senses: the first whose neighbours (`near`) one of the other
 * slots stands for, else the last (its everyday sense).
 */
function chooseSense(
  senses: readonly Sense[],
  slots: readonly PendingSlot[],
  own: QuerySlot,
  typed: readonly string[],
): string {
  const others = slots.filter(({ slot }) => slot !== own);
  const around = new Set([
    ...typed.filter((word) => word !== own[0]),
    ...others.flatMap(({ slot }) => slot.flatMap((phrase) => phrase.split(' '))),
  ]);
  const chosen = senses.find((sense) =>
    sense.near?.some((word) => (word === '*' ? others.length > 0 : around.has(foldText(word)))),
  );
  return (chosen ?? senses[senses.length - 1]!).meaning;
}

function add(map: Map<string, string[]>, key: string, meaning: string): void {
  const meanings = map.get(key) ?? [];
  if (!meanings.includes(meaning)) map.set(key, [...meanings, meaning]);
}

/** The word list of alias-words.ts as pairs (one array: what it learns is kept, LEARNT). */
const WORD_ALIAS_PAIRS: readonly AliasPair[] = Object.entries(WORD_ALIASES).flatMap(
  ([meaning, words]) => words.map((word): AliasPair => [word, meaning]),
);

export function wordAliases(): readonly AliasPair[] {
  return WORD_ALIAS_PAIRS;
}

/**
 * The aliases of one index: the word list, the abbreviations of its own titles, the words of two
 * senses, and the index's own English words (`vocabulary`) for spellings in Urdu script.
 */
export function queryAliases(
  titles: { programmes: readonly string[]; departments: readonly string[] },
  vocabulary: Iterable<string> = [],
): QueryAliases {
  return new QueryAliases(wordAliases(), titleAbbreviations(titles), {
    senses: WORD_SENSES,
    vocabulary,
  });
}
