// @ts-check
// Plain Node, so that the reliability suite signs /backend-image URLs as the site does.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_PARAM = 'sig';
/** 96 bits, as RFC 2404 truncates: a forger guesses online, and each character costs every page. */
const SIGNATURE_LENGTH = 16;
const SIGNED = new RegExp(`(?:^\\?|&)${SIGNATURE_PARAM}=([A-Za-z0-9_-]{${SIGNATURE_LENGTH}})$`);

/**
 * @param {string} pathAndQuery
 * @param {string} key APPAPI_KEY, which every instance shares and no visitor sees
 */
function signatureOf(pathAndQuery, key) {
  return createHmac('sha256', `backend-image\0${key}`)
    .update(pathAndQuery)
    .digest('base64url')
    .slice(0, SIGNATURE_LENGTH);
}

/**
 * @param {string} pathAndQuery
 * @param {string} key
 */
export function signImagePath(pathAndQuery, key) {
  return `${pathAndQuery}${pathAndQuery.includes('?') ? '&' : '?'}${SIGNATURE_PARAM}=${signatureOf(pathAndQuery, key)}`;
}

/**
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
