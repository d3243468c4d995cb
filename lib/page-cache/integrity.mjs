// @ts-check
// Whoever else reaches Redis must never make a page, a reply or a revalidation time: what the
// instances write is signed, what they read is checked before v8 deserializes a byte. The key
// comes from REDIS_URL's credentials and the build id; each MAC covers where the value lives, so
// a genuine value moved elsewhere is refused too. Design: docs/security.md.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';

// The instances' clocks may differ this much; a time further ahead is a forgery.
export const MAX_CLOCK_SKEW_MS = 60_000;

const MAGIC = Buffer.from('kpc1');
const MAC_BYTES = 32;

export function deriveKey(redisUrl, buildId) {
  const { username, password } = credentials(redisUrl);
  const secret = Buffer.from(JSON.stringify([username, password]));
  return Buffer.from(hkdfSync('sha256', secret, 'kust page cache', `build ${buildId}`, 32));
}

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

// Without a password the key is derived from public facts only: it protects nothing.
export function redisUrlWarning(redisUrl) {
  if (credentials(redisUrl).password) return null;
  return (
    'Page cache: REDIS_URL carries no password: whoever can reach that Redis can read the cached pages ' +
    'and evict them, and the signatures of the entries protect nothing. Set requirepass in Redis ' +
    '(deploy/redis/kust.conf) and give it here as redis://:<password>@host:port'
  );
}

function mac(key, label, payload) {
  const hmac = createHmac('sha256', key).update(JSON.stringify(label));
  if (payload) hmac.update(payload);
  return hmac.digest();
}

function sameMac(expected, given) {
  return given.length === expected.length && timingSafeEqual(expected, given);
}

export function encodeEntry(key, name, entry) {
  const payload = serialize(entry);
  return Buffer.concat([MAGIC, mac(key, ['entry', name], payload), payload]);
}

export function decodeEntry(key, name, raw, { shape, now = Date.now() }) {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  if (bytes.length < MAGIC.length + MAC_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    return { error: 'not a signed entry' };
  }
  const given = bytes.subarray(MAGIC.length, MAGIC.length + MAC_BYTES);
  const payload = bytes.subarray(MAGIC.length + MAC_BYTES);
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

function timeProblem(time, now) {
  if (typeof time !== 'number' || !Number.isFinite(time) || time <= 0) return 'no valid time';
  if (time > now + MAX_CLOCK_SKEW_MS) return 'dated in the future';
  return null;
}

function pageProblem(entry, now) {
  if (!isObject(entry) || !isObject(entry.value) || typeof entry.value.kind !== 'string')
    return 'wrong shape';
  if (!Array.isArray(entry.tags) || !entry.tags.every((tag) => typeof tag === 'string'))
    return 'wrong shape';
  if (entry.cacheControl !== undefined && !isObject(entry.cacheControl)) return 'wrong shape';
  return timeProblem(entry.lastModified, now);
}

function replyProblem(entry, now) {
  if (!isObject(entry) || !('value' in entry)) return 'wrong shape';
  return timeProblem(entry.fetchedAt, now);
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// "<time>.<hmac>": the prune script reads the time without the key.
export function signTagTime(key, hash, tag, at) {
  return `${at}.${mac(key, ['tag', hash, tag, at]).toString('hex')}`;
}

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

export function signTagMessage(key, channel, tags, at) {
  return JSON.stringify({
    tags,
    at,
    mac: mac(key, ['message', channel, tags, at]).toString('hex'),
  });
}

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

// One printable line: a key chosen by whoever wrote to Redis cannot forge or split a log line.
export function escapeForLog(text) {
  const escaped = String(text).replace(/[^\x20-\x7e]|["\\]/g, (char) =>
    char === '"' || char === '\\'
      ? `\\${char}`
      : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `"${escaped.length > 300 ? `${escaped.slice(0, 300)}…` : escaped}"`;
}

// At most one line per subject and `perWindow` in all per window: bad entries cannot flood the log.
export class LogLimiter {
  constructor({ windowMs = 60_000, perWindow = 20 } = {}) {
    this.windowMs = windowMs;
    this.perWindow = perWindow;
    this.last = new Map();
    this.windowStart = 0;
    this.count = 0;
    this.suppressed = 0;
  }

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
