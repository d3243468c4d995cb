// @ts-check
// A search query as the site reads it, the same for every language (/search, /api/search, the
// programme finder, their titles and previews). Plain Node, so that the reliability suite's
// fuzzing compares the pages with what the site reads.

/** The longest query the site reads, in characters (CONTRACT.md). */
export const QUERY_MAX_LENGTH = 100;

/**
 * Characters nobody types to search and a crafted link uses to make a query look like something
 * else where it is shown (the page's <title>, og:title, the field, the quoted query): bidi
 * embeddings, overrides, isolates and marks, zero-width and other format characters (Cf),
 * controls, private-use and unassigned code points, and the invisible "letters" (Hangul fillers,
 * the combining grapheme joiner). Issue 29, N5.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Co}\p{Cn}\u034F\u115F\u1160\u3164\uFFA0]/gu;
/** A zero-width joiner inside an emoji (👩🏽‍🔬, 🏳️‍🌈): kept, it draws one picture of two. */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?)\u200D(?=\p{Extended_Pictographic})/uy;

/** Whether the character at `offset` of `text` is a joiner inside an emoji. */
function joinsEmoji(text, offset) {
  EMOJI_JOINER.lastIndex = offset;
  return EMOJI_JOINER.test(text);
}
/** Diacritics stacked on one letter beyond what any script here writes (Urdu's harakat: one or two). */
const STACKED_MARKS = /(\p{M}{3})\p{M}+/gu;

/**
 * The query as read: invisible and format characters dropped (a joiner inside an emoji kept),
 * stacked marks cut to three, whitespace collapsed, cut to QUERY_MAX_LENGTH characters.
 * @param {unknown} query
 * @returns {string}
 */
export function normaliseQuery(query) {
  if (typeof query !== 'string') return '';
  // U+FEFF is whitespace to \s but a zero-width character to a reader: dropped first.
  const visible = query
    .replace(/\uFEFF/g, '')
    .replace(/\s+/g, ' ')
    .replace(INVISIBLE, (char, offset, whole) =>
      char === '\u200D' && joinsEmoji(whole, offset) ? char : '',
    )
    .replace(STACKED_MARKS, '$1');
  return Array.from(visible.replace(/ {2,}/g, ' ').trim())
    .slice(0, QUERY_MAX_LENGTH)
    .join('')
    .trim();
}
