// @ts-check
// A cached page's React payload kept out of its HTML (issue 35). Next writes the payload a page
// is hydrated from (the RSC stream) into the HTML as inline `self.__next_f.push(…)` scripts: half
// to two thirds of a page's bytes (a department page: 40 of 64 KB raw, 5.5 of 11 KiB gzip). A
// page here is hydrated on its first use only (lib/next-internals/boot/), so a phone that only reads the page
// downloaded, parsed and compiled it for nothing. The page cache (lib/page-cache/handler.mjs)
// stores a page's HTML without it, marked with the payload's hash; the same cache entry holds
// the payload itself, byte for byte, which Next sends for an `RSC: 1` request of the page's URL.
// The browser fetches it once the page is idle, or on first use, and hydrates from it as from the
// inline scripts (lib/next-internals/boot/react-payload.ts). A page rendered for the request that asked for it
// (a miss, a dynamic page, a host without this cache) keeps its payload inline, and so does every
// page of a build with Next's own client start (./client-start.mjs), which reads it only there:
// the layout marks a page whose start can fetch it (payloadSlot), and only such a page loses it.
//
// Shared by the server's cache handler (plain JavaScript, loaded by Next itself) and the browser.

/** The <html> attribute that marks a page whose payload is not in its HTML: the payload's hash. */
export const PAYLOAD_ATTRIBUTE = 'data-react-payload';

/** The empty attribute the layout renders where the page's start can fetch its payload. */
const SLOT = ` ${PAYLOAD_ATTRIBUTE}=""`;

/**
 * The <html> attributes of a page of a build with this client start (`process.env.CLIENT_START`,
 * set by next.config.mjs for the build): an empty payload attribute where the page may go without
 * its inline payload (the first-use start fetches it), none for Next's own start.
 * @param {string | undefined} start
 * @returns {Record<string, string>}
 */
export function payloadSlot(start) {
  return start === 'next' ? {} : { [PAYLOAD_ATTRIBUTE]: '' };
}

/** Next's first inline script: it starts the list that the payload's pieces are pushed onto. */
const BOOTSTRAP = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
/** One piece of the payload. Next escapes every `<` in it, so `)</script>` ends the script. */
const PIECE = /<script>self\.__next_f\.push\((.*?)\)<\/script>/gs;

/**
 * The payload's hash: its length and FNV-1a (32 bits) of its UTF-16 code units. It tells a
 * payload from another render of the same page, not a forgery: the payload comes from the same
 * origin, as the page does.
 * @param {string} text
 */
export function payloadHash(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

/**
 * The page's HTML without its inline payload and with the payload's hash on <html>, when its
 * <html> has the empty slot (payloadSlot) and its inline pieces are exactly `payload` (what the
 * same cache entry sends as the page's RSC answer); null to keep the HTML as it is: no slot, no
 * payload inline, or pieces of another kind (form state, binary data), or pieces that differ
 * from `payload`.
 * @param {string} html
 * @param {string} payload
 * @returns {string | null}
 */
export function htmlWithoutPayload(html, payload) {
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0];
  if (!htmlTag?.includes(SLOT) || !html.includes(BOOTSTRAP)) return null;
  let inline = '';
  // A piece of another kind stays where it is, and so keeps the page as it is.
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
    } catch {
      // Not JSON: a piece of a kind this does not know.
    }
    return script;
  });
  if (stripped.includes('__next_f') || inline !== payload) return null;
  return stripped.replace(htmlTag, () =>
    htmlTag.replace(SLOT, ` ${PAYLOAD_ATTRIBUTE}="${payloadHash(payload)}"`),
  );
}
