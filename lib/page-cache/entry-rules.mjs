// @ts-check
import { EXPENDABLE_TTL_SECONDS, MAX_TTL_SECONDS } from './limits.mjs';

/** What the site's pages for ids the backend does not know carry (lib/seo.ts). */
const NOINDEX = /<meta name="robots" content="noindex/;
const TAGS_HEADER = 'x-next-cache-tags';

/** The tags an entry was rendered with: a page's from its header, a fetch's from Next. */
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

/**
 * Whether an entry is a page that search engines are told not to index: an id the backend does
 * not know (or a page built from fallbacks). Such pages go first when memory runs short.
 * @param {any} value
 */
export function isExpendable(value) {
  return value?.kind === 'APP_PAGE' && typeof value.html === 'string' && NOINDEX.test(value.html);
}

/** Whether an entry is younger than its revalidate time (pages: their cache control; fetches: theirs). */
export function isFresh(entry) {
  const seconds = entry.cacheControl?.revalidate ?? entry.value?.revalidate;
  if (seconds === false) return true;
  return typeof seconds === 'number' && Date.now() - entry.lastModified < seconds * 1000;
}

/**
 * Whether an entry may still be served: younger than MAX_TTL_SECONDS, as Redis's expiry does
 * (this instance's copy would otherwise outlive the tag times kept for it), and made after the
 * last revalidation of each of its tags.
 * @param {any} entry @param {any} ctx @param {import('./tag-times.mjs').TagTimes} tagTimes
 * @param {number} now
 */
export function isCurrent(entry, ctx, tagTimes, now) {
  return (
    now - entry.lastModified < MAX_TTL_SECONDS * 1000 &&
    tagTimes.staleSince(tagsOf(entry, ctx)) <= entry.lastModified
  );
}

// A route handler's answer other than a 200 (a 404 for a made-up /sitemaps/N.xml or /og/…
// path, the preview image's redirect for an unknown id) is not kept: a flood of made-up
// paths would store one entry each, for a week (issue 34, N11, N12). Answering it again is
// cheap; a 200 kept before is dropped, so the path says what it says now.
/** Whether what Next hands the handler is kept at all. @param {any} data */
export function isKept(data) {
  return Boolean(data) && !(data.kind === 'APP_ROUTE' && data.status !== 200);
}

/**
 * How long Redis keeps an entry: its cache control's expire, within a week (an hour for an
 * expendable page).
 * @param {boolean} expendable @param {any} cacheControl
 */
export function lifetimeSeconds(expendable, cacheControl) {
  const expire = Number(cacheControl?.expire);
  const longest = expendable ? EXPENDABLE_TTL_SECONDS : MAX_TTL_SECONDS;
  return Number.isFinite(expire) && expire > 0 ? Math.min(expire, longest) : longest;
}
