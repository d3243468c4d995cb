// @ts-check
// What the page cache keeps, for how long, and whether an entry may still be served.
import { UNKNOWN_ID_TTL_SECONDS, MAX_TTL_SECONDS } from './limits.mjs';

// The mark of a page for an id the backend does not know (lib/seo/metadata.ts): such pages go first.
const NOINDEX = /<meta name="robots" content="noindex/;
const TAGS_HEADER = 'x-next-cache-tags';

export function tagsOf(entry, ctx) {
  const value = entry?.value;
  if (
    value &&
    (value.kind === 'APP_PAGE' || value.kind === 'APP_ROUTE' || value.kind === 'PAGES')
  ) {
    const header = value.headers?.[TAGS_HEADER];
    return typeof header === 'string' ? header.split(',') : [];
  }
  return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(value?.tags ?? [])];
}

export function isUnknownIdPage(value) {
  return value?.kind === 'APP_PAGE' && typeof value.html === 'string' && NOINDEX.test(value.html);
}

export function isFresh(entry) {
  const seconds = entry.cacheControl?.revalidate ?? entry.value?.revalidate;
  if (seconds === false) return true;
  return typeof seconds === 'number' && Date.now() - entry.lastModified < seconds * 1000;
}

// Younger than Redis's expiry too: the memory copy must not outlive the tag times kept for it.
export function isCurrent(entry, ctx, tagTimes, now) {
  return (
    now - entry.lastModified < MAX_TTL_SECONDS * 1000 &&
    tagTimes.staleSince(tagsOf(entry, ctx)) <= entry.lastModified
  );
}

// No route answer but a 200: each made-up /og/ or /sitemaps/ path would be an entry for a week.
export function isKept(data) {
  return Boolean(data) && !(data.kind === 'APP_ROUTE' && data.status !== 200);
}

export function lifetimeSeconds(unknownId, cacheControl) {
  const expire = Number(cacheControl?.expire);
  const longest = unknownId ? UNKNOWN_ID_TTL_SECONDS : MAX_TTL_SECONDS;
  return Number.isFinite(expire) && expire > 0 ? Math.min(expire, longest) : longest;
}
