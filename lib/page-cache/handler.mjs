// @ts-check
// Next's cache handler, always in use: Next's own cache writes every page to disk for good.
// Entries live in memory and, with REDIS_URL, in one Redis for the cluster. Next's server loads
// it unbundled, hence plain JavaScript. Design: docs/architecture.md, "The page cache".
import { metrics, setProbe } from '../ops/metrics.mjs';
import { buildIdOf, stylesheetsDirOf } from '../next-internals/cache-handler-context.mjs';
import { isCurrent, isUnknownIdPage, isFresh, isKept, lifetimeSeconds } from './entry-rules.mjs';
import { redisUrlWarning } from './integrity.mjs';
import { asKept } from './kept-page.mjs';
import { MEMORY_BYTES } from './limits.mjs';
import { MemoryStore } from './memory-store.mjs';
import { RedisLink } from './redis-link.mjs';
import { sharedState } from './handler-state.mjs';
import { TagTimes } from './tag-times.mjs';

function counted(entry, source) {
  const result = !entry ? 'miss' : isFresh(entry) ? 'hit' : 'stale';
  metrics().pageCache.inc({ result, source });
  return entry;
}

// Process-wide: Next may construct the handler more than once.
let link = /** @type {RedisLink | null} */ (null);
let unshared = false;
const memory = new MemoryStore({ maxBytes: MEMORY_BYTES });
const localTagTimes = new TagTimes();

export default class PageCacheHandler {
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
      sharedState().replies = {
        get: async (key) => (await shared.get(`reply:${key}`, 'reply')) ?? null,
        set: (key, reply, ttlSeconds) => shared.set(`reply:${key}`, reply, ttlSeconds),
      };
    }
    this.stylesheetsDir = stylesheetsDirOf(ctx);
    sharedState().cache = link?.ready ? 'redis' : 'memory';
    setProbe('redisUp', () => (link ? link.ready : null));
  }

  async get(key, ctx) {
    const tagTimes = link?.tagTimes ?? localTagTimes;
    const now = Date.now();
    const current = (/** @type {any} */ entry) => isCurrent(entry, ctx, tagTimes, now);
    // No other instance replaces a fresh entry but through a tag revalidation, which reaches all.
    const local = memory.get(key);
    if (local && isFresh(local) && current(local)) return counted(local, 'memory');
    const shared = link ? await link.get(key, 'page') : undefined;
    if (shared) memory.set(key, shared, { evictFirst: isUnknownIdPage(shared.value) });
    const entry = shared ?? local;
    return entry && current(entry)
      ? counted(entry, shared ? 'redis' : 'memory')
      : counted(null, link ? 'redis' : 'memory');
  }

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
    const unknownId = isUnknownIdPage(data);
    memory.set(key, entry, { evictFirst: unknownId });
    const ttl = lifetimeSeconds(unknownId, ctx?.cacheControl);
    await link?.set(key, entry, ttl);
  }

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
