// Pango's work grows with what it is handed: a NUL, stacked marks or a huge name failed or stalled
// an image (docs/sharing.md, Preview images).

/** An Urdu or Sindhi letter carries one to three combining marks. */
const MAX_MARKS = 4;
/** A letter with its marks, or the longest emoji sequence. */
const CODE_POINTS_PER_LETTER = 10;

const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const MARK = /\p{M}/u;

export function letterCount(text: string): number {
  return [...letters.segment(text)].length;
}

function leadingCodePoints(text: string, count: number): string {
  let end = 0;
  for (let read = 0; read < count && end < text.length; read += 1)
    end += (text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  return text.slice(0, end);
}

/** `letter` cut to MAX_MARKS marks and CODE_POINTS_PER_LETTER code points (Hangul jamo too). */
function boundedLetter(letter: string): string {
  if (letter.length <= MAX_MARKS) return letter;
  let marks = 0;
  let count = 0;
  let kept = '';
  for (const char of letter) {
    const mark = MARK.test(char);
    if (mark) marks += 1;
    if (mark && marks > MAX_MARKS) continue;
    count += 1;
    if (count > CODE_POINTS_PER_LETTER) break;
    kept += char;
  }
  return kept;
}

/** Controls as spaces, each letter bounded, cut at a word past `maxLetters`. */
export function settableText(text: string, maxLetters: number): string {
  const head = leadingCodePoints(text, Math.max(1, maxLetters) * CODE_POINTS_PER_LETTER);
  const clean = head
    .replace(/[\p{Cc}\p{Cs}\uFFFE\uFFFF]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const graphemes = [...letters.segment(clean)].map(({ segment }) => boundedLetter(segment));
  if (head.length === text.length && graphemes.length <= maxLetters) return graphemes.join('');
  const cut = graphemes.slice(0, Math.max(1, maxLetters)).join('');
  const atWord = cut.replace(/\s+\S*$/u, '');
  return `${(atWord.length >= cut.length / 2 ? atWord : cut).replace(/[\s\p{P}]+$/u, '')}…`;
}
