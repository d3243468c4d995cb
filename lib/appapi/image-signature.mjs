// @ts-check
// The signature of a /backend-image URL (lib/appapi/backend-image.ts, issue 29 N3): the route
// answers only the URLs the site wrote. Plain Node so that the reliability suite signs as the
// site does, given the key.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The query parameter that carries it, always last. */
export const SIGNATURE_PARAM = 'sig';
/**
 * base64url characters: 96 bits, HMAC truncated as IPsec's HMAC-SHA1-96 (RFC 2404) is. A forger
 * must guess online, one request a try; each character more costs every page 2 bytes a picture
 * that do not compress (the URL is in the HTML and again in the React payload).
 */
const SIGNATURE_LENGTH = 16;
const SIGNED = new RegExp(`(?:^\\?|&)${SIGNATURE_PARAM}=([A-Za-z0-9_-]{${SIGNATURE_LENGTH}})$`);

/**
 * @param {string} pathAndQuery the route path and the backend's query, as written
 * @param {string} key the backend key (APPAPI_KEY), which every instance shares and no visitor sees
 */
function signatureOf(pathAndQuery, key) {
  return createHmac('sha256', `backend-image\0${key}`)
    .update(pathAndQuery)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

/**
 * `pathAndQuery` with its signature appended as the last parameter.
 * @param {string} pathAndQuery
 * @param {string} key
 */
export function signImagePath(pathAndQuery, key) {
  return `${pathAndQuery}${pathAndQuery.includes('?') ? '&' : '?'}${SIGNATURE_PARAM}=${signatureOf(pathAndQuery, key)}`;
}

/**
 * The query the site wrote for `pathname` (without the signature), or null when `search` does
 * not end with this path's and query's signature.
 * @param {string} pathname
 * @param {string} search
 * @param {string} key
 * @returns {string | null}
 */
export function verifiedImageQuery(pathname, search, key) {
  const signed = SIGNED.exec(search);
  if (!signed) return null;
  const query = search.slice(0, signed.index);
  const expected = Buffer.from(signatureOf(`${pathname}${query}`, key));
  return timingSafeEqual(Buffer.from(signed[1]), expected) ? query : null;
}
