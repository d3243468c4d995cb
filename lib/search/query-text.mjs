// @ts-check
// A search query as the site reads it; plain Node, so that the reliability suite's fuzzing can too.

/** In characters (docs/behaviour.md, Limits and formats). */
export const QUERY_MAX_LENGTH = 100;

// Characters nobody types, that a crafted link uses to disguise a query where it is shown.
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Co}\p{Cn}\u034F\u115F\u1160\u3164\uFFA0]/gu;
/** Kept: a zero-width joiner inside an emoji (👩🏽‍🔬) draws one picture of two. */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?)\u200D(?=\p{Extended_Pictographic})/uy;

function joinsEmoji(text, offset) {
  EMOJI_JOINER.lastIndex = offset;
  return EMOJI_JOINER.test(text);
}
/** More marks on one letter than any script here writes. */
const STACKED_MARKS = /(\p{M}{3})\p{M}+/gu;

/** The query as read, '' for none. @param {unknown} query */
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
