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
// shared through one object on globalThis: lib/page-cache/shared-state.mjs.
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
import { createClient, RESP_TYPES } from '@redis/client';
import {
  decodeEntry,
  deriveKey,
  encodeEntry,
  escapeForLog,
  LogLimiter,
  redisUrlWarning,
  signTagMessage,
  signTagTime,
  verifyTagMessage,
  verifyTagTime,
} from './integrity.mjs';
import { metrics, setProbe } from '../ops/metrics.mjs';
import { MemoryStore } from './memory-store.mjs';
import { buildIdOf, stylesheetsDirOf } from '../next-internals/cache-handler-context.mjs';
import { withFirstPaintCss } from './first-paint-css.mjs';
import { htmlWithoutPayload } from '../next-internals/react-payload.mjs';
import { sharedState } from './shared-state.mjs';

const COMMAND_TIMEOUT_MS = positiveInteger(process.env.PAGE_CACHE_REDIS_TIMEOUT_MS, 200);
const MEMORY_BYTES = positiveInteger(process.env.PAGE_CACHE_MAX_MB, 256) * 1024 * 1024;
/** Every key expires: an entry nobody asked to refresh for a week is dropped (in memory too: see get). */
const MAX_TTL_SECONDS = 7 * 24 * 3600;
/**
 * How long a tag's revalidation time is kept (issue 49, N24): it only matters while an entry
 * made before it may still be served, and none is served past MAX_TTL_SECONDS. An hour more for
 * the instances' clocks, which may differ (integrity.mjs accepts a minute).
 */
const TAG_TIME_KEPT_MS = MAX_TTL_SECONDS * 1000 + 3600 * 1000;
/**
 * The most tag times kept, in Redis's hash and in each instance's memory (issue 49, N24): one
 * editor's refresh of one id page writes about 13 (its reply scope, its pages and images in each
 * language), so a busy week of refreshes stays within it; past it, the oldest go first, down to
 * 90 % of it, and the floor stands for them (TagTimes).
 */
export const MAX_TAG_TIMES = 5000;
/**
 * The field of the tags hash (and the key of TagTimes) that holds the floor: every entry made
 * before it is stale, whatever its tags. Not a tag Next or the site uses.
 */
const FLOOR_FIELD = 'kust-page-cache:floor';
/** Pages of unknown ids are kept in Redis for an hour at most (its LRU has no notion of them). */
const EXPENDABLE_TTL_SECONDS = 3600;
/** What the site's pages for ids the backend does not know carry (lib/seo.ts). */
const NOINDEX = /<meta name="robots" content="noindex/;
const TAGS_HEADER = 'x-next-cache-tags';

/** @param {string | undefined} value @param {number} fallback */
function positiveInteger(value, fallback) {
  const number = Number(value?.trim());
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
function withTimeout(promise) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${COMMAND_TIMEOUT_MS} ms`)),
        COMMAND_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The tags an entry was rendered with: a page's from its header, a fetch's from Next. */
function tagsOf(entry, ctx) {
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
function isExpendable(value) {
  return value?.kind === 'APP_PAGE' && typeof value.html === 'string' && NOINDEX.test(value.html);
}

/**
 * A page as kept: its HTML without the inline React payload that the entry's `rscData` repeats
 * (lib/next-internals/react-payload.mjs), and with the rules of its stylesheet that its first
 * paint needs written in (first-paint-css.mjs, from `stylesheetsDir`); every other entry as it is.
 * A page whose two payload copies differ keeps its payload, and so does a page search engines are
 * told not to index (the not-found page, an id the backend does not know): the not-found page's
 * payload is answered with a 404, one more failed request in the visitor's console, and such
 * pages are seldom read. Both get their first-paint rules: a mistyped link is a first visit too.
 * @param {any} value
 * @param {string | null} stylesheetsDir
 */
function asKept(value, stylesheetsDir) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value;
  const payload =
    Buffer.isBuffer(value.rscData) && !isExpendable(value)
      ? htmlWithoutPayload(value.html, value.rscData.toString('utf8'))
      : null;
  return { ...value, html: withFirstPaintCss(payload ?? value.html, stylesheetsDir) };
}

/** Whether an entry is younger than its revalidate time (pages: their cache control; fetches: theirs). */
function isFresh(entry) {
  const seconds = entry.cacheControl?.revalidate ?? entry.value?.revalidate;
  if (seconds === false) return true;
  return typeof seconds === 'number' && Date.now() - entry.lastModified < seconds * 1000;
}

/**
 * When each tag was last revalidated (ms), as entries are checked against them: an entry made
 * before the time of one of its tags is stale. Bounded (issue 49, N24):
 *   - a time older than TAG_TIME_KEPT_MS is forgotten: every entry made before it is older than
 *     MAX_TTL_SECONDS and no longer served (get), so forgetting it changes no answer;
 *   - past MAX_TAG_TIMES tags, the oldest are forgotten, and the floor is raised to the latest
 *     time among them: every entry made before the floor is stale, whatever its tags. Forgetting
 *     a tag time can thus never make an entry look fresh that it made stale (that entry is older
 *     than the floor); it only makes some other entries older than the floor stale too (a render
 *     more each, as after `{"all": true}`). In a normal week the oldest times are days old, and
 *     so is the floor; a flood of tags within minutes brings the floor to about now.
 */
class TagTimes {
  constructor() {
    /** @type {Map<string, number>} tag (or FLOOR_FIELD) → ms */
    this.times = new Map();
  }

  /** Entries with `tags` made before this time are stale. @param {readonly string[]} tags */
  staleSince(tags) {
    let since = this.times.get(FLOOR_FIELD) ?? 0;
    for (const tag of tags) since = Math.max(since, this.times.get(tag) ?? 0);
    return since;
  }

  /** Whether `at` is news for `tag` (later than the revalidation known so far). @param {string} tag @param {number} at */
  note(tag, at) {
    if (!Number.isFinite(at) || at <= (this.times.get(tag) ?? 0)) return false;
    this.times.set(tag, at);
    return true;
  }

  /**
   * Forgets the times that no longer matter and, past MAX_TAG_TIMES, the oldest (raising the
   * floor). Returns what Redis's hash must forget the same way (RedisLink.prune), or null when
   * nothing was forgotten: the tag fields at or before `upTo`, the floor if before `keptAfter`,
   * and the floor raised here that stands for the tags forgotten past `keptAfter` (0: none).
   * @param {number} now
   * @returns {{ keptAfter: number, upTo: number, floor: number } | null}
   */
  tidy(now) {
    const keptAfter = now - TAG_TIME_KEPT_MS;
    let upTo = keptAfter;
    let floor = 0;
    const tags = this.times.size - (this.times.has(FLOOR_FIELD) ? 1 : 0);
    if (tags > MAX_TAG_TIMES) {
      const times = [...this.times]
        .filter(([tag]) => tag !== FLOOR_FIELD)
        .map(([, at]) => at)
        .sort((a, b) => a - b);
      // The latest of the oldest times to go: it and every earlier (or equal) one go.
      const latestGone = /** @type {number} */ (times[tags - Math.floor(MAX_TAG_TIMES * 0.9) - 1]);
      if (latestGone > upTo) {
        upTo = latestGone;
        floor = latestGone;
        this.note(FLOOR_FIELD, floor);
      }
    }
    let forgotten = false;
    for (const [tag, at] of this.times) {
      if (tag === FLOOR_FIELD ? at < keptAfter : at <= upTo) {
        this.times.delete(tag);
        forgotten = true;
      }
    }
    return forgotten ? { keptAfter, upTo, floor } : null;
  }
}

/**
 * Makes Redis's tags hash forget what an instance's TagTimes forgot (RedisLink.prune), in one
 * step, so that no other instance's write is lost between a read and a delete: sets the floor
 * (ARGV[4], signed) unless the hash has a later one, then deletes every tag field whose time is
 * at or before ARGV[2] (the floor stands for them) and the floor if it is before ARGV[1]. A time
 * is read from the value's leading digits (`<ms>.<mac>`, integrity.mjs); a value without them
 * is left alone (not written by an instance). Returns how many fields went.
 */
const PRUNE_SCRIPT = `
local key, keptAfter, upTo, floorField, floorValue = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3], ARGV[4]
local function timeOf(value)
  local digits = value and string.match(value, '^(%d+)%.')
  return digits and tonumber(digits)
end
if floorValue ~= '' then
  local stored = timeOf(redis.call('HGET', key, floorField))
  if not stored or stored < timeOf(floorValue) then redis.call('HSET', key, floorField, floorValue) end
end
local fields = redis.call('HGETALL', key)
local gone = 0
for i = 1, #fields, 2 do
  local at = timeOf(fields[i + 1])
  if at and ((fields[i] == floorField and at < keptAfter) or (fields[i] ~= floorField and at <= upTo)) then
    redis.call('HDEL', key, fields[i])
    gone = gone + 1
  end
end
return gone
`;

/** One Redis connection for commands and one for tag messages, shared by every handler object. */
class RedisLink {
  /** @param {string} url @param {string} buildId */
  constructor(url, buildId) {
    const prefix = `kust:${buildId}:`;
    this.prefix = prefix;
    this.tagsKey = `${prefix}tags`;
    this.channel = `${prefix}tags`;
    this.signingKey = deriveKey(url, buildId);
    this.rejections = new LogLimiter();
    /** When each tag was last revalidated: this instance's, as it heard of them. */
    this.tagTimes = new TagTimes();
    this.loggedDown = false;
    const options = {
      url,
      // Commands fail at once while disconnected instead of waiting in a queue.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 1000,
        // Keep trying, at most once a second, for as long as the instance runs.
        reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 1000),
      },
    };
    this.client = createClient(options).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
    this.subscriber = createClient(options);
    for (const client of [this.client, this.subscriber]) {
      client.on('error', (/** @type {Error} */ error) => this.down(error));
      client.on('ready', () => this.up());
    }
    this.client.connect().catch((/** @type {Error} */ error) => this.down(error));
    this.subscriber
      .connect()
      .then(() =>
        this.subscriber.subscribe(this.channel, (/** @type {string} */ message) => {
          const read = verifyTagMessage(this.signingKey, this.channel, String(message));
          if (read.error !== undefined) {
            this.reject(
              this.channel,
              `ignored a tag revalidation message on ${escapeForLog(this.channel)}: ${read.error}`,
            );
            return;
          }
          for (const tag of read.tags) this.tagTimes.note(tag, read.at);
          // Bounded here too; the instance that wrote them prunes Redis's hash.
          this.tagTimes.tidy(Date.now());
          sharedState().notifyTags(read.tags, read.at);
        }),
      )
      .catch((/** @type {Error} */ error) => this.down(error));
  }

  get ready() {
    return this.client.isReady;
  }

  /** @param {Error} error */
  down(error) {
    sharedState().cache = 'memory';
    if (this.loggedDown) return;
    this.loggedDown = true;
    console.error(
      `Redis unavailable: ${error?.message || String(error)}; serving pages from this instance's memory`,
    );
  }

  up() {
    if (!this.client.isReady) return;
    sharedState().cache = 'redis';
    if (this.loggedDown) console.error('Redis available again: page cache shared');
    this.loggedDown = false;
    // Revalidations made while this instance was cut off (or before it started): its pages
    // know them from tagTimes; the app's own caches (the upstream replies) are told, with when
    // each was made, so that what was fetched before it is refetched and nothing after it.
    // Times older than what still matters, and tags past the bound, are deleted from the hash
    // (issue 49, N24): it was only ever added to, and every instance reads it whole here.
    withTimeout(this.client.hGetAll(this.tagsKey))
      .then((all) => {
        const now = Date.now();
        let outdated = false;
        for (const [field, value] of Object.entries(all)) {
          const tag = String(field);
          const read = verifyTagTime(this.signingKey, this.tagsKey, tag, String(value));
          if (read.error !== undefined) {
            this.reject(
              `${this.tagsKey} ${tag}`,
              `ignored the revalidation time of tag ${escapeForLog(tag)} in ${escapeForLog(this.tagsKey)}: ${read.error}`,
            );
          } else if (read.at < now - TAG_TIME_KEPT_MS) {
            outdated = true;
          } else if (this.tagTimes.note(tag, read.at) && tag !== FLOOR_FIELD) {
            sharedState().notifyTags([tag], read.at);
          }
        }
        const forgotten = this.tagTimes.tidy(now);
        const keptAfter = now - TAG_TIME_KEPT_MS;
        if (forgotten || outdated)
          return this.prune(forgotten ?? { keptAfter, upTo: keptAfter, floor: 0 });
      })
      .catch(() => {});
  }

  /**
   * Has Redis's tags hash forget what TagTimes.tidy forgot (PRUNE_SCRIPT). A failure leaves the
   * hash larger, never wrong (the tags were written first), and is logged once a minute at most.
   * @param {{ keptAfter: number, upTo: number, floor: number }} forgotten
   */
  async prune({ keptAfter, upTo, floor }) {
    if (!this.ready) return;
    const floorValue =
      floor > 0 ? signTagTime(this.signingKey, this.tagsKey, FLOOR_FIELD, floor) : '';
    try {
      await withTimeout(
        this.client.eval(PRUNE_SCRIPT, {
          keys: [this.tagsKey],
          arguments: [String(keptAfter), String(upTo), FLOOR_FIELD, floorValue],
        }),
      );
    } catch (error) {
      this.reject(
        `${this.tagsKey} prune`,
        `could not prune ${escapeForLog(this.tagsKey)}: ${/** @type {Error} */ (error)?.message || String(error)}`,
      );
    }
  }

  /** Logs why something read from Redis was not used (rate-limited per subject). @param {string} subject @param {string} what */
  reject(subject, what) {
    const log = (/** @type {string} */ line) => console.error(line);
    if (this.rejections.allow(subject, log)) log(`Page cache: ${what}`);
  }

  /**
   * The entry at `key`: undefined when Redis could not be asked, null when it holds none that
   * this build's instances wrote (absent, or failing the check: then logged).
   * @param {string} key @param {'page' | 'reply'} shape
   */
  async get(key, shape) {
    if (!this.ready) return undefined;
    const name = this.prefix + key;
    let raw;
    try {
      raw = await withTimeout(this.client.get(name));
    } catch (error) {
      this.down(/** @type {Error} */ (error));
      return undefined;
    }
    if (!raw) return null;
    const read = decodeEntry(this.signingKey, name, /** @type {Buffer} */ (raw), { shape });
    if (read.error === undefined) return read.entry;
    this.reject(name, `ignored the entry at ${escapeForLog(name)}: ${read.error}`);
    return null;
  }

  /** @param {string} key @param {unknown} entry @param {number} ttlSeconds */
  async set(key, entry, ttlSeconds) {
    if (!this.ready) return;
    const name = this.prefix + key;
    try {
      await withTimeout(
        this.client.set(name, encodeEntry(this.signingKey, name, entry), { EX: ttlSeconds }),
      );
    } catch (error) {
      this.down(/** @type {Error} */ (error));
    }
  }

  /** @param {string} key */
  async delete(key) {
    if (!this.ready) return;
    await withTimeout(this.client.del(this.prefix + key)).catch(() => {});
  }

  /** @param {string[]} tags @param {number} at */
  async revalidate(tags, at) {
    for (const tag of tags) this.tagTimes.note(tag, at);
    const forgotten = this.tagTimes.tidy(at);
    if (!this.ready) return;
    try {
      await withTimeout(
        this.client
          .multi()
          .hSet(
            this.tagsKey,
            Object.fromEntries(
              tags.map((tag) => [tag, signTagTime(this.signingKey, this.tagsKey, tag, at)]),
            ),
          )
          .expire(this.tagsKey, MAX_TTL_SECONDS)
          .publish(this.channel, signTagMessage(this.signingKey, this.channel, tags, at))
          .exec(),
      );
    } catch (error) {
      this.down(/** @type {Error} */ (error));
      return;
    }
    // After the write: should the prune fail, the hash has every time, as before.
    if (forgotten) await this.prune(forgotten);
  }
}

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
    const current = (/** @type {any} */ entry) =>
      now - entry.lastModified < MAX_TTL_SECONDS * 1000 &&
      tagTimes.staleSince(tagsOf(entry, ctx)) <= entry.lastModified;
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
    // A route handler's answer other than a 200 (a 404 for a made-up /sitemaps/N.xml or /og/…
    // path, the preview image's redirect for an unknown id) is not kept: a flood of made-up
    // paths would store one entry each, for a week (issue 34, N11, N12). Answering it again is
    // cheap; a 200 kept before is dropped, so the path says what it says now.
    if (!data || (data.kind === 'APP_ROUTE' && data.status !== 200)) {
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
    const expire = Number(ctx?.cacheControl?.expire);
    const longest = expendable ? EXPENDABLE_TTL_SECONDS : MAX_TTL_SECONDS;
    const ttl = Number.isFinite(expire) && expire > 0 ? Math.min(expire, longest) : longest;
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

/** Tag revalidations when there is no Redis (this instance only). */
const localTagTimes = new TagTimes();
