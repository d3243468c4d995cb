// English words written in Urdu script ("ایڈمیشن") found by sound: keys of consonants, as Urdu
// leaves most short vowels unwritten, compared by a weighted edit distance (docs/search.md).

type Sound = string;

const WEAK = new Set(['w', 'y', 'h']);

/** Urdu letters (Sindhi's and Arabic's are folded to them first: foldText) by sound. */
const ARABIC_SOUNDS: Readonly<Record<string, Sound>> = {
  ب: 'b',
  پ: 'p',
  ت: 't',
  ٹ: 't',
  ط: 't',
  ث: 's',
  ج: 'j',
  چ: 'c',
  ح: 'h',
  ہ: 'h',
  خ: 'k',
  د: 'd',
  ڈ: 'd',
  ذ: 'z',
  ز: 'z',
  ض: 'z',
  ظ: 'z',
  ژ: 'z',
  ر: 'r',
  ڑ: 'r',
  س: 's',
  ص: 's',
  ش: 's',
  غ: 'g',
  ف: 'f',
  ق: 'k',
  ک: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ں: 'n',
  و: 'w',
  ی: 'y',
  ے: 'y',
};

/** Letters after which و and ی are consonants (w, y): the vowels. */
const VOWEL_LETTERS = new Set(['ا', 'آ', 'و', 'ی', 'ے', 'ع']);

/** A letter that writes a vowel or an aspiration has no sound. */
function arabicSounds(word: string): Sound[] {
  const sounds: Sound[] = [];
  const letters = Array.from(word);
  letters.forEach((letter, at) => {
    const sound = ARABIC_SOUNDS[letter];
    if (!sound) return; // ا آ ع ء and anything else: a vowel or no sound
    const before = sounds[sounds.length - 1];
    // ہ after a consonant aspirates it (کھ, تھ) and at the end writes a vowel: no sound of its own.
    if (sound === 'h' && ((before && !WEAK.has(before)) || at === letters.length - 1)) return;
    // و and ی mostly write vowels: they are w and y only first in the word ("یونیورسٹی") or
    // before a vowel letter ("کمپیوٹر"); "ای", "او" start with a vowel.
    if ((sound === 'w' || sound === 'y') && !(at === 0 || VOWEL_LETTERS.has(letters[at + 1] ?? '')))
      return;
    sounds.push(sound);
  });
  return sounds;
}

/** English spellings, longest first, by sound ('' for silent). */
const LATIN_GROUPS: readonly (readonly [RegExp, string])[] = [
  [/^(?:tion|sion|ssion|cian)/, 'sn'],
  [/^(?:tia|tio)/, 's'],
  [/^(?:ture)/, 'cr'],
  [/^(?:sch)/, 'sk'],
  [/^(?:ch|tch)/, 'c'],
  [/^(?:sh)/, 's'],
  [/^(?:ph)/, 'f'],
  [/^(?:th)/, 't'],
  [/^(?:kh|ck|qu)/, 'k'],
  [/^(?:gh)/, 'g'],
  [/^(?:x)/, 'ks'],
  [/^(?:c(?=[eiy]))/, 's'],
  [/^(?:g(?=[eiy]))/, 'j'],
];

const LATIN_SOUNDS: Readonly<Record<string, Sound>> = {
  b: 'b',
  c: 'k',
  d: 'd',
  f: 'f',
  g: 'g',
  h: 'h',
  j: 'j',
  k: 'k',
  l: 'l',
  m: 'm',
  n: 'n',
  p: 'p',
  q: 'k',
  r: 'r',
  s: 's',
  t: 't',
  v: 'w',
  w: 'w',
  z: 'z',
};

function latinSounds(word: string): Sound[] {
  const sounds: Sound[] = [];
  for (let at = 0; at < word.length;) {
    const rest = word.slice(at);
    const group = LATIN_GROUPS.find(([pattern]) => pattern.test(rest));
    if (group) {
      const [pattern, sound] = group;
      sounds.push(...sound);
      at += pattern.exec(rest)![0].length;
      continue;
    }
    const letter = word[at]!;
    // A first y is a consonant ("yes"); a first u sounds "yu" ("university"), as Urdu writes it.
    if (letter === 'y' && at === 0) sounds.push('y');
    else if (letter === 'u' && at === 0) sounds.push('y');
    else if (LATIN_SOUNDS[letter]) sounds.push(LATIN_SOUNDS[letter]);
    at += 1;
  }
  return sounds;
}

function squeeze(sounds: Sound[]): string {
  return sounds.filter((sound, at) => sound !== sounds[at - 1]).join('');
}

const LATIN_WORD = /^[a-z]+$/;

/** Kept across rebuilds of the index: the same words each time. */
const LATIN_KEYS = new Map<string, string>();
const LATIN_KEYS_MAX = 20_000;

export function soundKey(word: string): string {
  if (!LATIN_WORD.test(word)) return squeeze(arabicSounds(word));
  let key = LATIN_KEYS.get(word);
  if (key === undefined) {
    key = squeeze(latinSounds(word));
    if (LATIN_KEYS.size >= LATIN_KEYS_MAX) LATIN_KEYS.clear();
    LATIN_KEYS.set(word, key);
  }
  return key;
}

const NEAR = new Set([
  's z',
  't d',
  'k g',
  'j z',
  'c s',
  'c j',
  'c k',
  'f p',
  'b p',
  'w b',
  'k h',
  'g j',
  'n m',
  'r l',
  'd j',
]);

const WEAK_COST = 0.4;
const NEAR_COST = 0.5;

function substitution(a: Sound, b: Sound): number {
  if (a === b) return 0;
  if (WEAK.has(a) && WEAK.has(b)) return WEAK_COST;
  return NEAR.has(`${a} ${b}`) || NEAR.has(`${b} ${a}`) ? NEAR_COST : 1;
}

const insertion = (sound: Sound) => (WEAK.has(sound) ? WEAK_COST : 1);

/** Weighted edit distance; Infinity as soon as it is above `limit`. */
export function keyDistance(a: string, b: string, limit = Infinity): number {
  let previous = [0];
  for (let j = 1; j <= b.length; j++) previous[j] = previous[j - 1]! + insertion(b[j - 1]!);
  for (let i = 1; i <= a.length; i++) {
    const current = [previous[0]! + insertion(a[i - 1]!)];
    let best = current[0]!;
    for (let j = 1; j <= b.length; j++) {
      const cost = Math.min(
        previous[j]! + insertion(a[i - 1]!),
        current[j - 1]! + insertion(b[j - 1]!),
        previous[j - 1]! + substitution(a[i - 1]!, b[j - 1]!),
      );
      current[j] = cost;
      best = Math.min(best, cost);
    }
    if (best > limit) return Infinity;
    previous = current;
  }
  return previous[b.length]!;
}

// Grows with the strong sounds; a key of two or fewer is never looked up (Urdu's own short words,
// "پہاڑ", would sound like some English word).
export function allowedDistance(key: string): number {
  const strong = Array.from(key).filter((sound) => !WEAK.has(sound)).length;
  if (strong <= 2) return -1;
  if (strong === 3) return 0.5;
  if (strong === 4) return 1;
  if (strong <= 6) return 1.5;
  return 2;
}

// A Roman Urdu word spells an Urdu word ("larkiyon"): a spelling a whole consonant away is another
// word ("مارکون").
const CLOSE_DISTANCE = NEAR_COST;

/** Candidates this much worse than the best one are dropped. */
const MARGIN = 0.3;
const MOST_WORDS = 3;

export class SoundIndex {
  /** Words by key length, so that a lookup compares only keys of about the same length. */
  private readonly byLength = new Map<number, { word: string; key: string; close: boolean }[]>();

  /** `closeWords` (Roman Urdu) are heard only within CLOSE_DISTANCE. */
  constructor(words: Iterable<string>, closeWords: Iterable<string> = []) {
    const seen = new Set<string>();
    const add = (word: string, close: boolean) => {
      if (seen.has(word) || !LATIN_WORD.test(word) || word.length < 3) return;
      seen.add(word);
      const key = soundKey(word);
      if (key.length < 2) return;
      const list = this.byLength.get(key.length) ?? [];
      list.push({ word, key, close });
      this.byLength.set(key.length, list);
    };
    for (const word of words) add(word, false);
    for (const word of closeWords) add(word, true);
  }

  /** The English words that sound like `word` (folded Urdu script), closest first; [] for none. */
  lookup(word: string): string[] {
    const key = soundKey(word);
    if (key.length < 2) return [];
    const limit = allowedDistance(key);
    if (limit < 0) return [];
    const found: { word: string; distance: number }[] = [];
    const reach = Math.ceil(limit / WEAK_COST);
    for (let length = key.length - reach; length <= key.length + reach; length++) {
      for (const entry of this.byLength.get(length) ?? []) {
        const within = entry.close ? Math.min(limit, CLOSE_DISTANCE) : limit;
        const distance = keyDistance(key, entry.key, within);
        if (distance <= within) found.push({ word: entry.word, distance });
      }
    }
    if (found.length === 0) return [];
    const best = Math.min(...found.map((entry) => entry.distance));
    return found
      .filter((entry) => entry.distance <= best + MARGIN)
      .sort((a, b) => a.distance - b.distance || a.word.length - b.word.length)
      .slice(0, MOST_WORDS)
      .map((entry) => entry.word);
  }
}
