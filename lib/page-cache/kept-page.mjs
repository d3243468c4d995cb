// @ts-check
// A page as kept: without the inline React payload its `rscData` repeats, with its first-paint
// rules. A noindex page keeps its payload: the not-found page's would answer 404 when fetched.
import { htmlWithoutPayload } from '../next-internals/react-payload.mjs';
import { isUnknownIdPage } from './entry-rules.mjs';
import { withFirstPaintCss } from './first-paint-css.mjs';

export function asKept(value, stylesheetsDir) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value;
  const payload =
    Buffer.isBuffer(value.rscData) && !isUnknownIdPage(value)
      ? htmlWithoutPayload(value.html, value.rscData.toString('utf8'))
      : null;
  return { ...value, html: withFirstPaintCss(payload ?? value.html, stylesheetsDir) };
}
