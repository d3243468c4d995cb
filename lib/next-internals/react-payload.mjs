// @ts-check
// Plain JavaScript: the cache handler, which Next loads itself, shares it with the browser.

/** On <html>: the payload's hash when left out; empty (the slot) where it may be. */
export const PAYLOAD_ATTRIBUTE = 'data-react-payload';

const SLOT = ` ${PAYLOAD_ATTRIBUTE}=""`;

/** Next's own client start reads the payload inline only: no slot. */
export function payloadSlot(/** @type {string | undefined} */ start) {
  return start === 'next' ? {} : { [PAYLOAD_ATTRIBUTE]: '' };
}

const BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
// Next escapes every `<` in a piece, so `)</script>` ends it.
const PIECE = /<script>self\.__next_f\.push\((.*?)\)<\/script>/gs;

/** FNV-1a: tells renders apart, not forgeries (same origin). */
export function payloadHash(/** @type {string} */ text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

/** Null unless the HTML has the slot and its pieces, none of another kind, are exactly `payload`. */
export function htmlWithoutPayload(/** @type {string} */ html, /** @type {string} */ payload) {
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0];
  if (!htmlTag?.includes(SLOT) || !html.includes(BOOTSTRAP)) return null;
  let inline = '';

  const stripped = html.replace(BOOTSTRAP, '').replace(PIECE, (script, argument) => {
    try {
      const piece = JSON.parse(argument);
      if (
        Array.isArray(piece) &&
        piece.length === 2 &&
        piece[0] === 1 &&
        typeof piece[1] === 'string'
      ) {
        inline += piece[1];
        return '';
      }
    } catch {}
    return script;
  });
  if (stripped.includes('__next_f') || inline !== payload) return null;
  return stripped.replace(htmlTag, () =>
    htmlTag.replace(SLOT, ` ${PAYLOAD_ATTRIBUTE}="${payloadHash(payload)}"`),
  );
}
