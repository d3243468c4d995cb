// @ts-check
// Next's cache handler (next.config.mjs `cacheHandler`, documented interface: get, set,
// revalidateTag, resetRequestCache), always in use: Next's own cache would write every page it
// renders to disk and never remove it (a flood of unknown ids filled 219 MB in 40 s).
//
// Every entry is kept in this instance's memory only, least recently used first out, within
// PAGE_CACHE_MAX_MB (default 256), pages of ids the backend does not know (the ones marked
// noindex) before any other: nothing is written to disk. With REDIS_URL, every instance also
// reads and writes one Redis, so a page is rendered once per revalidate window for the whole
// cluster, and a revalidation on one instance reaches all of them.
//
// Loaded by Next's server itself (not bundled), so it is plain JavaScript. What the app's own
// code needs from it (cache state for /api/health, tag revalidations for the reply cache) is
// shared through one object on globalThis: lib/page-cache/handler-state.mjs.
//
// Tag revalidation times (Redis's tags hash, which every instance reads whole as it connects,
// and each instance's memory) are kept only as long as they can matter, and at most
// MAX_TAG_TIMES of them: past it, one floor time stands for the oldest (TagTimes; issue 49, N24).
//
// Redis is never allowed to slow a page down: each command has PAGE_CACHE_REDIS_TIMEOUT_MS
// (200 ms) and the client queues nothing while disconnected. The memory copy serves the pages
// while Redis is away; sharing resumes by itself when it is back.
//
// Nothing read from Redis is trusted: every entry, reply and tag revalidation time the
// instances write is signed with a key derived from REDIS_URL's credentials and the build id
// (lib/page-cache/integrity.mjs). One that fails the check (or is dated in the future) is a miss,
// or an ignored revalidation, and is logged as `Page cache: …` (once a minute per key at most).
import { metrics, setProbe } from '../ops/metrics.mjs';
import { buildIdOf, stylesheetsDirOf } from '../next-internals/cache-handler-context.mjs';
import { isCurrent, isExpendable, isFresh, isKept, lifetimeSeconds } from './entry-rules.mjs';
import { redisUrlWarning } from './integrity.mjs';
import { asKept } from './kept-page.mjs';
import { MEMORY_BYTES } from './limits.mjs';
import { MemoryStore } from './memory-store.mjs';
import { RedisLink } from './redis-link.mjs';
import { sharedState } from './handler-state.mjs';
import { TagTimes } from './tag-times.mjs';

/**
 * Counts a lookup for /metrics: a fresh entry is a hit, one past its revalidate time is served
 * stale while Next renders it again, none is a miss (`source`: where it was looked for last).
 * @param {any} entry
 * @param {'memory' | 'redis'} source
 */
function counted(entry, source) {
  const result = !entry ? 'miss' : isFresh(entry) ? 'hit' : 'stale';
  metrics().pageCache.inc({ result, source });
  return entry;
}

/** Process-wide: Next may construct the handler more than once. */
let link = /** @type {RedisLink | null} */ (null);
/** Set once Redis was refused for want of a build id (said once). */
let unshared = false;
const memory = new MemoryStore({ maxBytes: MEMORY_BYTES });
/** Tag revalidations when there is no Redis (this instance only). */
const localTagTimes = new TagTimes();

export default class PageCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    const url = process.env.REDIS_URL?.trim();
    const buildId = url && !link && !unshared ? buildIdOf(ctx) : undefined;
    if (buildId === null) {
      // Keyed by no build, two builds would serve each other's pages through Redis.
      unshared = true;
      console.error(
        'REDIS_URL is set, but Next named no build folder to the page cache (serverDistDir, lib/next-internals/README.md): pages are cached in this process only',
      );
    } else if (url && buildId) {
      const warning = redisUrlWarning(url);
      if (warning) console.error(warning);
      const shared = new RedisLink(url, buildId);
      link = shared;
      // The data layer's upstream replies, shared the same way (lib/appapi/client.ts).
      sharedState().replies = {
        get: async (key) => (await shared.get(`reply:${key}`, 'reply')) ?? null,
        set: (key, reply, ttlSeconds) => shared.set(`reply:${key}`, reply, ttlSeconds),
      };
    }
    this.stylesheetsDir = stylesheetsDirOf(ctx);
    sharedState().cache = link?.ready ? 'redis' : 'memory';
    setProbe('redisUp', () => (link ? link.ready : null));
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    const tagTimes = link?.tagTimes ?? localTagTimes;
    // A revalidated tag makes an entry a miss: the next view renders the current content. So
    // does an age past MAX_TTL_SECONDS, as Redis's expiry does: this instance's copy would
    // otherwise outlive the tag times kept for it (TagTimes, issue 49, N24).
    const now = Date.now();
    const current = (/** @type {any} */ entry) => isCurrent(entry, ctx, tagTimes, now);
    // This instance's copy while it is within its lifetime: no other instance replaces an
    // entry before then, except through a tag revalidation, which reaches every instance.
    const local = memory.get(key);
    if (local && isFresh(local) && current(local)) return counted(local, 'memory');
    // undefined: Redis could not be asked; null: it has no such entry.
    const shared = link ? await link.get(key, 'page') : undefined;
    if (shared) memory.set(key, shared, { expendable: isExpendable(shared.value) });
    const entry = shared ?? local;
    return entry && current(entry)
      ? counted(entry, shared ? 'redis' : 'memory')
      : counted(null, link ? 'redis' : 'memory');
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    if (!isKept(data)) {
      memory.delete(key);
      await link?.delete(key);
      return;
    }
    const entry = {
      value: asKept(data, this.stylesheetsDir),
      lastModified: Date.now(),
      tags: ctx?.tags ?? [],
      cacheControl: ctx?.cacheControl,
    };
    const expendable = isExpendable(data);
    memory.set(key, entry, { expendable });
    const ttl = lifetimeSeconds(expendable, ctx?.cacheControl);
    await link?.set(key, entry, ttl);
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : [...tags];
    if (list.length === 0) return;
    const at = Date.now();
    if (link) await link.revalidate(list, at);
    else {
      for (const tag of list) localTagTimes.note(tag, at);
      localTagTimes.tidy(at);
    }
    sharedState().notifyTags(list, at);
  }

  resetRequestCache() {}
}
