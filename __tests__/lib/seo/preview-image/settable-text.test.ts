/** @jest-environment node */
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { settableText } from '@/lib/seo/preview-image/settable-text';

// What a preview image's name hands Pango has a bound whatever the backend sent (issue 49, N22):
// 160 letters with 2,000 combining marks each took 8.4 CPU-s to set, one letter with 5,000
// failed the image.

const MARKS = '\u0301\u0302\u0303\u0304\u0308\u030a\u0327\u0328';
/** `letter` with a stack of `count` combining marks. */
const stacked = (letter: string, count: number) =>
  letter + Array.from({ length: count }, (_, i) => MARKS[i % MARKS.length]).join('');
const codePoints = (text: string) => [...text].length;
const graphemes = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(
    ({ segment }) => segment,
  );
const marksOf = (letter: string) => letter.match(/\p{M}/gu)?.length ?? 0;
/** The most code points settableText may hand on for a name of 160 letters: ten a letter and '…'. */
const BOUND = 160 * 10 + 1;

describe('settableText: names of any shape', () => {
  it('hands on a bounded head of 160 letters with 2,000 marks each, at most four marks a letter, in milliseconds', () => {
    const name = Array.from({ length: 160 }, (_, i) =>
      stacked(String.fromCharCode(97 + (i % 26)), 2000),
    ).join('');
    expect(codePoints(name)).toBe(320_160);
    const started = performance.now();
    const text = settableText(name, 160);
    const took = performance.now() - started;
    expect(codePoints(text)).toBeLessThanOrEqual(BOUND);
    expect(text.endsWith('…')).toBe(true);
    expect(Math.max(...graphemes(text).map(marksOf))).toBeLessThanOrEqual(4);
    expect(took).toBeLessThan(50);
  });

  it('sets one letter with 5,000 marks as the letter with its first four, cut', () => {
    expect(settableText(stacked('x', 5000), 160)).toBe(`${stacked('x', 4)}…`);
  });

  it('cuts one letter of 100,000 code points (Hangul jamo, no mark among them) to ten', () => {
    const text = settableText('\u1100'.repeat(100_000), 160);
    expect(text).toBe(`${'\u1100'.repeat(10)}…`);
  });

  it('keeps Urdu and Sindhi letters with their marks (up to three) as they are, and cuts a stack after them', () => {
    const names = [
      'شعبہ کمپیوٹر سائنس',
      'شَاهْ عَبْدُاللَّطِيفْ يُونِيوَرْسِٽِي خَيرپُورْ',
      'سنڌي ٻولي ۽ ادب جو شعبو',
      'ڪراچي يونيورسٽي',
      'بَّٰ قُرْآنِ',
      ...(['en', 'ur', 'sd'] as const).map((lang) => DICTIONARIES[lang].site.name),
    ];
    for (const name of names) expect(settableText(name, 160)).toBe(name);
    expect(Math.max(...names.flatMap(graphemes).map(marksOf))).toBe(3);
    expect(settableText(`شعبہ بَّٰ ${stacked('ب', 40)}`, 160)).toBe(`شعبہ بَّٰ ${stacked('ب', 4)}`);
  });
});
