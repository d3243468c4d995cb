/** @jest-environment node */
import { serialize } from 'node:v8';
import {
  decodeEntry,
  deriveKey,
  encodeEntry,
  escapeForLog,
  LogLimiter,
  MAX_CLOCK_SKEW_MS,
  redisUrlWarning,
  signTagMessage,
  signTagTime,
  verifyTagMessage,
  verifyTagTime,
} from '@/lib/page-cache/integrity.mjs';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const URL_A = 'redis://:s3cret-of-the-instances@127.0.0.1:6379';
const KEY = deriveKey(URL_A, 'build-1');
const NAME = 'kust:build-1:/department/DEP-000001/DptHome';
const page = (html = '<h1>Civil Engineering</h1>') => ({
  value: {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': '_N_T_/layout' },
    status: 200,
  },
  lastModified: NOW - 1000,
  tags: [],
  cacheControl: { revalidate: 300, expire: 31536000 },
});

describe('deriveKey', () => {
  it('depends on the credentials and the build, not on the host the instance reaches Redis by', () => {
    expect(
      deriveKey('redis://:s3cret-of-the-instances@10.0.0.20:6379/0', 'build-1').equals(KEY),
    ).toBe(true);
    expect(deriveKey('redis://:another-password@127.0.0.1:6379', 'build-1').equals(KEY)).toBe(
      false,
    );
    expect(
      deriveKey('redis://someone-else:s3cret-of-the-instances@127.0.0.1:6379', 'build-1').equals(
        KEY,
      ),
    ).toBe(false);
    expect(deriveKey(URL_A, 'build-2').equals(KEY)).toBe(false);
    expect(KEY).toHaveLength(32);
  });
});

describe('redisUrlWarning', () => {
  it('warns about a REDIS_URL without a password, and only then', () => {
    expect(redisUrlWarning('redis://127.0.0.1:6379')).toMatch(
      /^Page cache: REDIS_URL carries no password.*requirepass/,
    );
    expect(redisUrlWarning('redis://user@127.0.0.1:6379')).toMatch(/no password/);
    expect(redisUrlWarning('not a url')).toMatch(/no password/);
    expect(redisUrlWarning(URL_A)).toBeNull();
  });
});

describe('encodeEntry and decodeEntry', () => {
  it('give back what was written, under the same key and name', () => {
    const entry = page();
    const read = decodeEntry(KEY, NAME, encodeEntry(KEY, NAME, entry), { shape: 'page', now: NOW });
    expect(read.error).toBeUndefined();
    expect(read.entry).toEqual(entry);
    const reply = { value: [{ DPT_NAME: 'Civil' }], fetchedAt: NOW };
    expect(
      decodeEntry(KEY, 'kust:build-1:reply:x', encodeEntry(KEY, 'kust:build-1:reply:x', reply), {
        shape: 'reply',
        now: NOW,
      }).entry,
    ).toEqual(reply);
  });

  it('refuse an entry with a byte changed, whatever the byte', () => {
    const sealed = encodeEntry(KEY, NAME, page());
    const text = Buffer.from('Civil');
    const at = sealed.indexOf(text);
    expect(at).toBeGreaterThan(0);
    const forged = Buffer.from(sealed);
    forged.write('<scr', at, 'latin1');
    expect(decodeEntry(KEY, NAME, forged, { shape: 'page', now: NOW })).toEqual({
      error: 'bad signature',
    });
    for (const index of [0, 5, 20, sealed.length - 1]) {
      const flipped = Buffer.from(sealed);
      flipped[index] = (flipped[index] ?? 0) ^ 1;
      expect(decodeEntry(KEY, NAME, flipped, { shape: 'page', now: NOW }).entry).toBeUndefined();
    }
  });

  it('refuse an unsigned v8 entry (what anyone with access to Redis could write) without deserializing it', () => {
    const plain = serialize(page('<script>alert(1)</script>'));
    expect(decodeEntry(KEY, NAME, plain, { shape: 'page', now: NOW })).toEqual({
      error: 'not a signed entry',
    });
    expect(decodeEntry(KEY, NAME, Buffer.alloc(0), { shape: 'page', now: NOW })).toEqual({
      error: 'not a signed entry',
    });
  });

  it('refuse an entry signed with another key, or moved to another name', () => {
    const other = deriveKey('redis://:another-password@127.0.0.1:6379', 'build-1');
    expect(
      decodeEntry(KEY, NAME, encodeEntry(other, NAME, page()), { shape: 'page', now: NOW }),
    ).toEqual({ error: 'bad signature' });
    const moved = encodeEntry(KEY, 'kust:build-1:/department/DEP-000002/DptHome', page());
    expect(decodeEntry(KEY, NAME, moved, { shape: 'page', now: NOW })).toEqual({
      error: 'bad signature',
    });
  });

  it('refuse a signed entry of the wrong shape or dated in the future beyond the clock skew', () => {
    const decode = (entry: unknown, shape: 'page' | 'reply' = 'page') =>
      decodeEntry(KEY, NAME, encodeEntry(KEY, NAME, entry), { shape, now: NOW });
    expect(decode({ ...page(), lastModified: NOW + MAX_CLOCK_SKEW_MS + 1 })).toEqual({
      error: 'dated in the future',
    });
    expect(decode({ ...page(), lastModified: NOW + MAX_CLOCK_SKEW_MS - 1 }).error).toBeUndefined();
    expect(decode({ ...page(), lastModified: 'yesterday' })).toEqual({ error: 'no valid time' });
    expect(decode({ ...page(), value: null })).toEqual({ error: 'wrong shape' });
    expect(decode({ ...page(), tags: [1] })).toEqual({ error: 'wrong shape' });
    expect(decode('a string')).toEqual({ error: 'wrong shape' });
    expect(decode(page(), 'reply')).toEqual({ error: 'no valid time' });
    expect(decode({ value: [], fetchedAt: NOW + 7 * 24 * 3600 * 1000 }, 'reply')).toEqual({
      error: 'dated in the future',
    });
  });
});

describe('tag revalidation times', () => {
  const HASH = 'kust:build-1:tags';

  it('a signed time reads back; a plain, re-tagged, re-keyed or future one does not', () => {
    const value = signTagTime(KEY, HASH, '_N_T_/layout', NOW - 5000);
    expect(verifyTagTime(KEY, HASH, '_N_T_/layout', value, NOW)).toEqual({ at: NOW - 5000 });
    expect(verifyTagTime(KEY, HASH, '_N_T_/layout', String(NOW + 7 * 86_400_000), NOW)).toEqual({
      error: 'not a signed time',
    });
    expect(verifyTagTime(KEY, HASH, 'appapi-replies', value, NOW)).toEqual({
      error: 'bad signature',
    });
    expect(verifyTagTime(KEY, 'kust:build-2:tags', '_N_T_/layout', value, NOW)).toEqual({
      error: 'bad signature',
    });
    const later = String(NOW + 7 * 86_400_000);
    expect(verifyTagTime(KEY, HASH, '_N_T_/layout', value.replace(/^\d+/, later), NOW)).toEqual({
      error: 'bad signature',
    });
    const future = signTagTime(KEY, HASH, '_N_T_/layout', NOW + MAX_CLOCK_SKEW_MS + 1000);
    expect(verifyTagTime(KEY, HASH, '_N_T_/layout', future, NOW)).toEqual({
      error: 'dated in the future',
    });
  });

  it('a signed message reads back; an unsigned, altered or future one does not', () => {
    const message = signTagMessage(KEY, HASH, ['_N_T_/layout', 'appapi-replies'], NOW);
    expect(verifyTagMessage(KEY, HASH, message, NOW)).toEqual({
      tags: ['_N_T_/layout', 'appapi-replies'],
      at: NOW,
    });
    expect(
      verifyTagMessage(KEY, HASH, JSON.stringify({ tags: ['_N_T_/layout'], at: NOW }), NOW),
    ).toEqual({ error: 'wrong shape' });
    const altered = JSON.parse(message);
    altered.at = NOW + 7 * 86_400_000;
    expect(verifyTagMessage(KEY, HASH, JSON.stringify(altered), NOW + 7 * 86_400_000)).toEqual({
      error: 'bad signature',
    });
    const more = { ...JSON.parse(message), tags: ['_N_T_/layout', 'appapi-replies', 'other'] };
    expect(verifyTagMessage(KEY, HASH, JSON.stringify(more), NOW)).toEqual({
      error: 'bad signature',
    });
    expect(
      verifyTagMessage(
        KEY,
        HASH,
        signTagMessage(KEY, HASH, ['x'], NOW + 2 * MAX_CLOCK_SKEW_MS),
        NOW,
      ),
    ).toEqual({ error: 'dated in the future' });
    expect(verifyTagMessage(KEY, HASH, 'not json', NOW)).toEqual({ error: 'not JSON' });
    expect(verifyTagMessage(KEY, HASH, 'null', NOW)).toEqual({ error: 'wrong shape' });
  });
});

describe('escapeForLog', () => {
  it('writes a key as one quoted printable line', () => {
    expect(escapeForLog('kust:b:/x\nAPI Request failed: forged\r"\\\u2028é')).toBe(
      '"kust:b:/x\\u000aAPI Request failed: forged\\u000d\\"\\\\\\u2028\\u00e9"',
    );
    expect(escapeForLog('k'.repeat(1000)).length).toBeLessThan(310);
  });
});

describe('LogLimiter', () => {
  it('allows one line per subject per minute, and at most so many in all, then says how many were left out', () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const limiter = new LogLimiter({ windowMs: 60_000, perWindow: 3 });
    expect(limiter.allow('a', log, NOW)).toBe(true);
    expect(limiter.allow('a', log, NOW + 1000)).toBe(false);
    expect(limiter.allow('b', log, NOW + 1000)).toBe(true);
    expect(limiter.allow('c', log, NOW + 1000)).toBe(true);
    for (let i = 0; i < 1000; i += 1)
      expect(limiter.allow(`flood-${i}`, log, NOW + 2000)).toBe(false);
    expect(lines).toEqual([]);
    expect(limiter.allow('a', log, NOW + 60_000)).toBe(true);
    expect(lines).toEqual(['Page cache: 1000 more lines like the ones above left out']);
  });
});
