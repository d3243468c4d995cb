// @ts-check
// Redis never slows a page down: each command has a deadline and none is queued while Redis is
// away, when the memory copy serves. Nothing read from it is trusted (integrity.mjs).
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

function withTimeout(/** @type {Promise<any>} */ promise) {
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

// TagTimes.tidy's forgetting, in Redis's hash in one step, so that no instance's write is lost
// between a read and a delete. A value without a leading time was not written by an instance.
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

export class RedisLink {
  constructor(url, buildId) {
    const prefix = `kust:${buildId}:`;
    this.prefix = prefix;
    this.tagsKey = `${prefix}tags`;
    this.channel = `${prefix}tags`;
    this.signingKey = deriveKey(url, buildId);
    this.rejections = new LogLimiter();
    this.tagTimes = new TagTimes();
    this.loggedDown = false;
    const options = {
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 1000,
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
    // Revalidations missed while cut off come with their times: only what is older is refetched.
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

  // A failure leaves the hash larger, never wrong: the tag times were written first.
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

  reject(subject, what) {
    const log = (/** @type {string} */ line) => console.error(line);
    if (this.rejections.allow(subject, log)) log(`Page cache: ${what}`);
  }

  /** undefined when Redis could not be asked; null when it holds no entry this build wrote. */
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

  async delete(key) {
    if (!this.ready) return;
    await withTimeout(this.client.del(this.prefix + key)).catch(() => {});
  }

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
