// @ts-check
import { createClient, RESP_TYPES } from '@redis/client';
import {
  decodeEntry,
  deriveKey,
  encodeEntry,
  escapeForLog,
  LogLimiter,
  signTagMessage,
  signTagTime,
  verifyTagMessage,
  verifyTagTime,
} from './integrity.mjs';
import { COMMAND_TIMEOUT_MS, MAX_TTL_SECONDS, TAG_TIME_KEPT_MS } from './limits.mjs';
import { sharedState } from './handler-state.mjs';
import { FLOOR_FIELD, TagTimes } from './tag-times.mjs';

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
export class RedisLink {
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
