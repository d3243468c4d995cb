// @ts-check
// What the page cache writes to Redis is signed, and what it reads back is checked before it is
// used (lib/page-cache/handler.mjs). Redis is shared with whoever can reach it (another
// application under its own ACL user, a local user when it has no password): an entry the
// instances did not write themselves must never become a page, a reply or a revalidation time.
//
// The key: HKDF-SHA256 of the credentials in REDIS_URL (user and password), bound to the build
// id. Only processes given that URL hold it, every instance of a build derives the same one
// without a further setting, and the host part may differ between instances (127.0.0.1 on the
// Redis server itself, a private address elsewhere). Without a password it is derived from
// public facts only, so it protects nothing: the handler warns at start (redisUrlWarning).
//
// Each value carries an HMAC-SHA256 over what it is and where it lives (the Redis key, the tag and
// the hash it is stored in, the channel), so that a genuine value moved elsewhere is refused too.
// Entries are checked before v8 deserializes a single byte of them.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';

/** Clocks of the instances may differ this much; a time further in the future is a forgery. */
export const MAX_CLOCK_SKEW_MS = 60_000;

/** Starts every sealed entry: format version 1 of this file's. */
const MAGIC = Buffer.from('kpc1');
const MAC_BYTES = 32;

/**
 * The signing key of one build's entries, from the credentials REDIS_URL holds.
 * @param {string} redisUrl
 * @param {string} buildId
 * @returns {Buffer}
 */
export function deriveKey(redisUrl, buildId) {
  const { username, password } = credentials(redisUrl);
  const secret = Buffer.from(JSON.stringify([username, password]));
  return Buffer.from(hkdfSync('sha256', secret, 'kust page cache', `build ${buildId}`, 32));
}

/** @param {string} redisUrl */
function credentials(redisUrl) {
  try {
    const url = new URL(redisUrl);
    return {
      username: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    };
  } catch {
    return { username: '', password: '' };
  }
}

/**
 * What to tell the operator about REDIS_URL at start, or null when it is fine.
 * @param {string} redisUrl
 */
export function redisUrlWarning(redisUrl) {
  if (credentials(redisUrl).password) return null;
  return (
    'Page cache: REDIS_URL carries no password: whoever can reach that Redis can read the cached pages ' +
    'and evict them, and the signatures of the entries protect nothing. Set requirepass in Redis ' +
    '(deploy/redis/kust.conf) and give it here as redis://:<password>@host:port'
  );
}

/** @param {Buffer} key @param {unknown[]} label @param {Buffer} [payload] */
function mac(key, label, payload) {
  const hmac = createHmac('sha256', key).update(JSON.stringify(label));
  if (payload) hmac.update(payload);
  return hmac.digest();
}

/** @param {Buffer} expected @param {Buffer} given */
function sameMac(expected, given) {
  return given.length === expected.length && timingSafeEqual(expected, given);
}

/**
 * The bytes stored at Redis key `name` for `entry`: MAGIC, HMAC, then the v8 serialization.
 * @param {Buffer} key @param {string} name @param {unknown} entry
 */
export function encodeEntry(key, name, entry) {
  const payload = serialize(entry);
  return Buffer.concat([MAGIC, mac(key, ['entry', name], payload), payload]);
}

/**
 * Reads what Redis holds at `name`. `shape` says what the entry must look like: a page cache
 * entry or an upstream reply. Answers { entry } or { error } (why it is not used).
 * @param {Buffer} key @param {string} name @param {Uint8Array} raw
 * @param {{ shape: 'page' | 'reply', now?: number }} options
 * @returns {{ entry: any, error?: undefined } | { entry?: undefined, error: string }}
 */
export function decodeEntry(key, name, raw, { shape, now = Date.now() }) {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (bytes.length < MAGIC.length + MAC_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    return { error: 'not a signed entry' };
  }
  const given = bytes.subarray(MAGIC.length, MAGIC.length + MAC_BYTES);
  const payload = bytes.subarray(MAGIC.length + MAC_BYTES);
  // Authenticated first: v8 never reads bytes the instances did not write.
  if (!sameMac(mac(key, ['entry', name], payload), given)) return { error: 'bad signature' };
  let entry;
  try {
    entry = deserialize(payload);
  } catch {
    return { error: 'unreadable' };
  }
  const problem = shape === 'reply' ? replyProblem(entry, now) : pageProblem(entry, now);
  return problem ? { error: problem } : { entry };
}

/** @param {unknown} time @param {number} now */
function timeProblem(time, now) {
  if (typeof time !== 'number' || !Number.isFinite(time) || time <= 0) return 'no valid time';
  if (time > now + MAX_CLOCK_SKEW_MS) return 'dated in the future';
  return null;
}

/** What is wrong with a page cache entry ({ value, lastModified, tags, cacheControl }), if anything. @param {any} entry @param {number} now */
function pageProblem(entry, now) {
  if (!isObject(entry) || !isObject(entry.value) || typeof entry.value.kind !== 'string')
    return 'wrong shape';
  if (!Array.isArray(entry.tags) || !entry.tags.every((tag) => typeof tag === 'string'))
    return 'wrong shape';
  if (entry.cacheControl !== undefined && !isObject(entry.cacheControl)) return 'wrong shape';
  return timeProblem(entry.lastModified, now);
}

/** What is wrong with an upstream reply ({ value, fetchedAt }), if anything. @param {any} entry @param {number} now */
function replyProblem(entry, now) {
  if (!isObject(entry) || !('value' in entry)) return 'wrong shape';
  return timeProblem(entry.fetchedAt, now);
}

/** @param {unknown} value @returns {value is Record<string, any>} */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value stored for `tag` in the tags hash `hash`: "<time>.<hmac>".
 * @param {Buffer} key @param {string} hash @param {string} tag @param {number} at
 */
export function signTagTime(key, hash, tag, at) {
  return `${at}.${mac(key, ['tag', hash, tag, at]).toString('hex')}`;
}

/**
 * The time a tags hash value says `tag` was revalidated, or { error }.
 * @param {Buffer} key @param {string} hash @param {string} tag @param {string} value @param {number} [now]
 * @returns {{ at: number, error?: undefined } | { at?: undefined, error: string }}
 */
export function verifyTagTime(key, hash, tag, value, now = Date.now()) {
  const match = /^(\d{1,16})\.([0-9a-f]{64})$/.exec(value);
  if (!match) return { error: 'not a signed time' };
  const at = Number(match[1]);
  if (
    !sameMac(mac(key, ['tag', hash, tag, at]), Buffer.from(/** @type {string} */ (match[2]), 'hex'))
  ) {
    return { error: 'bad signature' };
  }
  const problem = timeProblem(at, now);
  return problem ? { error: problem } : { at };
}

/**
 * The message published on `channel` when `tags` were revalidated at `at`.
 * @param {Buffer} key @param {string} channel @param {string[]} tags @param {number} at
 */
export function signTagMessage(key, channel, tags, at) {
  return JSON.stringify({
    tags,
    at,
    mac: mac(key, ['message', channel, tags, at]).toString('hex'),
  });
}

/**
 * The tags and time of a message read on `channel`, or { error }.
 * @param {Buffer} key @param {string} channel @param {string} message @param {number} [now]
 * @returns {{ tags: string[], at: number, error?: undefined } | { tags?: undefined, at?: undefined, error: string }}
 */
export function verifyTagMessage(key, channel, message, now = Date.now()) {
  let parsed;
  try {
    parsed = JSON.parse(message);
  } catch {
    return { error: 'not JSON' };
  }
  const { tags, at, mac: given } = isObject(parsed) ? parsed : {};
  if (
    !Array.isArray(tags) ||
    !tags.every((tag) => typeof tag === 'string') ||
    typeof at !== 'number' ||
    typeof given !== 'string' ||
    !/^[0-9a-f]{64}$/.test(given)
  ) {
    return { error: 'wrong shape' };
  }
  if (!sameMac(mac(key, ['message', channel, tags, at]), Buffer.from(given, 'hex')))
    return { error: 'bad signature' };
  const problem = timeProblem(at, now);
  return problem ? { error: problem } : { tags, at };
}

/**
 * `text` as one printable line: quotes, backslashes and every character outside printable
 * ASCII escaped, so that a key chosen by whoever wrote to Redis cannot forge or split a log line.
 * @param {string} text
 */
export function escapeForLog(text) {
  const escaped = String(text).replace(/[^\x20-\x7e]|["\\]/g, (char) =>
    char === '"' || char === '\\'
      ? `\\${char}`
      : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `"${escaped.length > 300 ? `${escaped.slice(0, 300)}…` : escaped}"`;
}

/**
 * At most one line per subject per `windowMs`, and at most `perWindow` lines in all per window
 * (then one line saying how many were left out): a flood of bad entries cannot flood the log.
 */
export class LogLimiter {
  /** @param {{ windowMs?: number, perWindow?: number }} [options] */
  constructor({ windowMs = 60_000, perWindow = 20 } = {}) {
    this.windowMs = windowMs;
    this.perWindow = perWindow;
    /** @type {Map<string, number>} subject → when it was last logged */
    this.last = new Map();
    this.windowStart = 0;
    this.count = 0;
    this.suppressed = 0;
  }

  /**
   * Whether a line about `subject` may be written now; `log` receives the line about those left
   * out in the window before, when there were any.
   * @param {string} subject @param {(line: string) => void} log @param {number} [now]
   */
  allow(subject, log, now = Date.now()) {
    if (now - this.windowStart >= this.windowMs) {
      if (this.suppressed > 0)
        log(`Page cache: ${this.suppressed} more lines like the ones above left out`);
      this.windowStart = now;
      this.count = 0;
      this.suppressed = 0;
      for (const [known, at] of this.last) if (now - at >= this.windowMs) this.last.delete(known);
    }
    const previous = this.last.get(subject);
    if (previous !== undefined && now - previous < this.windowMs) return false;
    if (this.count >= this.perWindow) {
      this.suppressed += 1;
      return false;
    }
    this.last.set(subject, now);
    this.count += 1;
    return true;
  }
}
