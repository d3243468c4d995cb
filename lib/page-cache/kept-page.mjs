// @ts-check
import { htmlWithoutPayload } from '../next-internals/react-payload.mjs';
import { isExpendable } from './entry-rules.mjs';
import { withFirstPaintCss } from './first-paint-css.mjs';

/**
 * A page as kept: its HTML without the inline React payload that the entry's `rscData` repeats
 * (lib/next-internals/react-payload.mjs), and with the rules of its stylesheet that its first
 * paint needs written in (first-paint-css.mjs, from `stylesheetsDir`); every other entry as it is.
 * A page whose two payload copies differ keeps its payload, and so does a page search engines are
 * told not to index (the not-found page, an id the backend does not know): the not-found page's
 * payload is answered with a 404, one more failed request in the visitor's console, and such
 * pages are seldom read. Both get their first-paint rules: a mistyped link is a first visit too.
 * @param {any} value
 * @param {string | null} stylesheetsDir
 */
export function asKept(value, stylesheetsDir) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value;
  const payload =
    Buffer.isBuffer(value.rscData) && !isExpendable(value)
      ? htmlWithoutPayload(value.html, value.rscData.toString('utf8'))
      : null;
  return { ...value, html: withFirstPaintCss(payload ?? value.html, stylesheetsDir) };
}
