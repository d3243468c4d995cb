/** @jest-environment node */
import {
  isCurrent,
  isUnknownIdPage,
  isFresh,
  isKept,
  lifetimeSeconds,
  tagsOf,
} from '@/lib/page-cache/entry-rules.mjs';
import { TagTimes } from '@/lib/page-cache/tag-times.mjs';

const HOUR = 3600;
const WEEK = 7 * 24 * HOUR;
const page = (html: string, tags = 'a,b') => ({
  kind: 'APP_PAGE',
  html,
  headers: { 'x-next-cache-tags': tags },
  status: 200,
});

describe('what the page cache keeps', () => {
  it('keeps pages and a route answer of 200, never another route answer or nothing', () => {
    expect(isKept(page('<p>'))).toBe(true);
    expect(isKept({ kind: 'APP_ROUTE', status: 200 })).toBe(true);
    expect(isKept({ kind: 'APP_ROUTE', status: 404 })).toBe(false);
    expect(isKept({ kind: 'APP_ROUTE', status: 307 })).toBe(false);
    expect(isKept(null)).toBe(false);
  });

  it("counts a noindex page as an unknown id's, and nothing else", () => {
    expect(isUnknownIdPage(page('<meta name="robots" content="noindex, follow"/>'))).toBe(true);
    expect(isUnknownIdPage(page('<meta name="robots" content="index"/>'))).toBe(false);
    expect(
      isUnknownIdPage({ kind: 'APP_ROUTE', html: '<meta name="robots" content="noindex' }),
    ).toBe(false);
  });

  it('keeps an entry in Redis for its expire, within a week, and a noindex page an hour', () => {
    expect(lifetimeSeconds(false, { expire: 600 })).toBe(600);
    expect(lifetimeSeconds(false, { expire: 10 * WEEK })).toBe(WEEK);
    expect(lifetimeSeconds(false, undefined)).toBe(WEEK);
    expect(lifetimeSeconds(true, { expire: WEEK })).toBe(HOUR);
    expect(lifetimeSeconds(true, { expire: 60 })).toBe(60);
  });
});

describe('whether an entry may still be served', () => {
  it("reads a page's tags from its header, a fetch's from Next's context", () => {
    expect(tagsOf({ value: page('<p>', 'x,y') }, { tags: ['ignored'] })).toEqual(['x', 'y']);
    expect(
      tagsOf({ value: { kind: 'FETCH', tags: ['f'] } }, { tags: ['t'], softTags: ['s'] }),
    ).toEqual(['t', 's', 'f']);
  });

  it('is fresh within its revalidate time, or always with revalidate false', () => {
    const now = Date.now();
    expect(isFresh({ lastModified: now - 1000, cacheControl: { revalidate: 300 } })).toBe(true);
    expect(isFresh({ lastModified: now - 301_000, cacheControl: { revalidate: 300 } })).toBe(false);
    expect(isFresh({ lastModified: 0, cacheControl: { revalidate: false } })).toBe(true);
  });

  it('is current when made after its tags were revalidated, and younger than a week', () => {
    const now = Date.now();
    const times = new TagTimes();
    const entry = { value: page('<p>', 'a'), lastModified: now - 1000 };
    expect(isCurrent(entry, {}, times, now)).toBe(true);
    times.note('b', now);
    expect(isCurrent(entry, {}, times, now)).toBe(true);
    times.note('a', now);
    expect(isCurrent(entry, {}, times, now)).toBe(false);
    const old = { value: page('<p>', 'c'), lastModified: now - WEEK * 1000 };
    expect(isCurrent(old, {}, times, now)).toBe(false);
  });
});
