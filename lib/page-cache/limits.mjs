// @ts-check
import { pageCacheMegabytes } from './heap.mjs';

export const COMMAND_TIMEOUT_MS = positiveInteger(process.env.PAGE_CACHE_REDIS_TIMEOUT_MS, 200);
export const MEMORY_BYTES = pageCacheMegabytes() * 1024 * 1024;
export const MAX_TTL_SECONDS = 7 * 24 * 3600;
// A tag time matters while an entry made before it may be served; an hour more for clock skew.
export const TAG_TIME_KEPT_MS = MAX_TTL_SECONDS * 1000 + 3600 * 1000;
export const MAX_TAG_TIMES = 5000;
// Redis's LRU cannot tell pages of unknown ids from the others: they expire sooner instead.
export const UNKNOWN_ID_TTL_SECONDS = 3600;

function positiveInteger(value, fallback) {
  const number = Number(value?.trim());
  return Number.isInteger(number) && number > 0 ? number : fallback;
}
