// @ts-check
// How long and how much the page cache keeps, from the environment it starts with.
import { pageCacheMegabytes } from './heap.mjs';

export const COMMAND_TIMEOUT_MS = positiveInteger(process.env.PAGE_CACHE_REDIS_TIMEOUT_MS, 200);
export const MEMORY_BYTES = pageCacheMegabytes() * 1024 * 1024;
/** Every key expires: an entry nobody asked to refresh for a week is dropped (in memory too: see get). */
export const MAX_TTL_SECONDS = 7 * 24 * 3600;
/**
 * How long a tag's revalidation time is kept (issue 49, N24): it only matters while an entry
 * made before it may still be served, and none is served past MAX_TTL_SECONDS. An hour more for
 * the instances' clocks, which may differ (integrity.mjs accepts a minute).
 */
export const TAG_TIME_KEPT_MS = MAX_TTL_SECONDS * 1000 + 3600 * 1000;
/**
 * The most tag times kept, in Redis's hash and in each instance's memory (issue 49, N24): one
 * editor's refresh of one id page writes about 13 (its reply scope, its pages and images in each
 * language), so a busy week of refreshes stays within it; past it, the oldest go first, down to
 * 90 % of it, and the floor stands for them (TagTimes).
 */
export const MAX_TAG_TIMES = 5000;
/** Pages of unknown ids are kept in Redis for an hour at most (its LRU has no notion of them). */
export const EXPENDABLE_TTL_SECONDS = 3600;

/** @param {string | undefined} value @param {number} fallback */
function positiveInteger(value, fallback) {
  const number = Number(value?.trim());
  return Number.isInteger(number) && number > 0 ? number : fallback;
}
