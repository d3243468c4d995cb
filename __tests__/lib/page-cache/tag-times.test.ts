/** @jest-environment node */
import { deriveKey, signTagTime } from '@/lib/page-cache/integrity.mjs';
import { sharedState } from '@/lib/page-cache/handler-state.mjs';
import type PageCacheHandler from '@/lib/page-cache/handler.mjs';
import { MAX_TAG_TIMES } from '@/lib/page-cache/limits.mjs';

// The tag revalidation times the page cache keeps (issue 49, N24): one signed refresh of 500
// made-up ids grew Redis's tags hash from 15 to 6,515 fields, never pruned, read whole by every
// instance as it connects. Times that can no longer matter are pruned, in Redis and in memory,
// and at most MAX_TAG_TIMES are kept; past it, a floor time stands for the oldest, so that no
// entry they made stale looks fresh. Each "instance" is the handler module loaded afresh, all
// on one stand-in for Redis: its strings, its tags hash, its messages.

const REDIS_URL = 'redis://:instances-secret@127.0.0.1:6379';
const TAGS_KEY = 'kust:development:tags';
const FLOOR = 'kust-page-cache:floor';
const WEEK_MS = 7 * 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

/** What the stand-in holds, shared by every client and every instance of a test. */
const mockRedis = {
  strings: new Map<string, { value: unknown; expiresAt: number }>(),
  hash: new Map<string, string>(),
  subscribers: [] as ((message: string) => void)[],
  /** Makes the prune script fail, as a Redis that refuses EVAL would. */
  evalFails: false,
  evals: 0,
};

jest.mock('@redis/client', () => {
  const { EventEmitter } = jest.requireActual('node:events') as typeof import('node:events');
  /** The time a hash value says (`<ms>.<mac>`), as the prune script reads it. */
  const timeOf = (value: string | undefined) => {
    const digits = value === undefined ? null : /^(\d+)\./.exec(value)?.[1];
    return digits ? Number(digits) : null;
  };
  class MockRedisClient extends EventEmitter {
    isReady = false;
    withTypeMapping() {
      return this;
    }
    async connect() {
      this.isReady = true;
      setImmediate(() => this.emit('ready'));
    }
    async subscribe(_channel: string, listener: (message: string) => void) {
      mockRedis.subscribers.push(listener);
    }
    async get(name: string) {
      const item = mockRedis.strings.get(name);
      return item && item.expiresAt > Date.now() ? item.value : null;
    }
    async set(name: string, value: unknown, options: { EX: number }) {
      mockRedis.strings.set(name, { value, expiresAt: Date.now() + options.EX * 1000 });
    }
    async del(name: string) {
      mockRedis.strings.delete(name);
    }
    async hGetAll() {
      return Object.fromEntries(mockRedis.hash);
    }
    /** PRUNE_SCRIPT's rule (redis-link.mjs), on the stand-in's hash. */
    async eval(
      _script: string,
      {
        arguments: [keptAfter, upTo, floorField, floorValue],
      }: { keys: string[]; arguments: string[] },
    ) {
      mockRedis.evals += 1;
      if (mockRedis.evalFails) throw new Error('NOSCRIPT scripting is disabled');
      if (floorValue) {
        const stored = timeOf(mockRedis.hash.get(floorField!));
        if (stored === null || stored < (timeOf(floorValue) ?? 0))
          mockRedis.hash.set(floorField!, floorValue);
      }
      let gone = 0;
      for (const [field, value] of [...mockRedis.hash]) {
        const at = timeOf(value);
        if (at !== null && (field === floorField ? at < Number(keptAfter) : at <= Number(upTo))) {
          mockRedis.hash.delete(field);
          gone += 1;
        }
      }
      return gone;
    }
    multi() {
      const steps: (() => void)[] = [];
      const chain = {
        hSet: (_key: string, fields: Record<string, string>) => {
          steps.push(() =>
            Object.entries(fields).forEach(([field, value]) => mockRedis.hash.set(field, value)),
          );
          return chain;
        },
        expire: () => chain,
        publish: (_channel: string, message: string) => {
          steps.push(() => mockRedis.subscribers.forEach((listener) => listener(message)));
          return chain;
        },
        exec: async () => steps.forEach((step) => step()),
      };
      return chain;
    }
  }
  return { RESP_TYPES: { BLOB_STRING: 36 }, createClient: () => new MockRedisClient() };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const signed = (tag: string, at: number) =>
  signTagTime(deriveKey(REDIS_URL, 'development'), TAGS_KEY, tag, at);
const realNow = Date.now;
const clock = { offset: 0 };

/** A new instance: the handler module loaded afresh (its own memory, its own tag times), connected. */
async function instance({ redis = true } = {}): Promise<PageCacheHandler> {
  if (redis) process.env.REDIS_URL = REDIS_URL;
  else delete process.env.REDIS_URL;
  let handler: PageCacheHandler | undefined;
  await jest.isolateModulesAsync(async () => {
    const { default: Handler } = await import('@/lib/page-cache/handler.mjs');
    handler = new Handler({ serverDistDir: '/srv/site/.next-dev/server' });
  });
  await settle();
  return handler as PageCacheHandler;
}

/** A page rendered now with `tags`, kept by `cache` under `key`. */
async function render(cache: PageCacheHandler, key: string, tags: string[]) {
  const page = {
    kind: 'APP_PAGE',
    html: `<p>${key}</p>`,
    headers: { 'x-next-cache-tags': tags.join(',') },
    status: 200,
  };
  await cache.set(key, page, { cacheControl: { revalidate: false } });
}
const served = async (cache: PageCacheHandler, key: string) => (await cache.get(key, {})) !== null;
/** Moves the clock on (tag times and entries are dated by it). */
const later = (ms = 1) => void (clock.offset += ms);

beforeEach(() => {
  Object.assign(mockRedis, { evalFails: false, evals: 0 });
  mockRedis.strings.clear();
  mockRedis.hash.clear();
  mockRedis.subscribers.length = 0;
  clock.offset = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clock.offset);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  delete process.env.REDIS_URL;
});

describe('tag revalidation times that can no longer matter', () => {
  it('are deleted from Redis at the next revalidation, a week and an hour on: an entry older than a week is served by no instance', async () => {
    const cache = await instance();
    await render(cache, '/old-page', ['old']);
    later();
    await cache.revalidateTag('old');
    expect(await served(cache, '/old-page')).toBe(false);
    expect([...mockRedis.hash.keys()]).toEqual(['old']);

    later(WEEK_MS + HOUR_MS);
    await cache.revalidateTag('new');
    expect([...mockRedis.hash.keys()]).toEqual(['new']);
    // The page made before 'old' was revalidated is older than a week: a miss, though 'old' is
    // forgotten (in this instance's memory, where Redis's expiry does not reach).
    expect(await served(cache, '/old-page')).toBe(false);
  });

  it('are deleted from Redis by an instance that reads the hash as it connects, and not told to the app', async () => {
    const now = Date.now();
    mockRedis.hash.set('ancient', signed('ancient', now - WEEK_MS - 2 * HOUR_MS));
    mockRedis.hash.set('recent', signed('recent', now - 1000));
    mockRedis.hash.set('forged', 'not signed by an instance');
    const heard: string[][] = [];
    const listener = (tags: string[]) => void heard.push(tags);
    sharedState().tagListeners.add(listener);
    try {
      await instance();
      expect([...mockRedis.hash.keys()].sort()).toEqual(['forged', 'recent']);
      expect(heard).toEqual([['recent']]);
    } finally {
      sharedState().tagListeners.delete(listener);
    }
  });
});

describe(`at most MAX_TAG_TIMES (${MAX_TAG_TIMES}) tag revalidation times`, () => {
  /** Revalidates `count` new tags, `perCall` at a time, each call a millisecond after the last. */
  async function flood(cache: PageCacheHandler, count: number, perCall = 500) {
    for (let first = 0; first < count; first += perCall) {
      later();
      await cache.revalidateTag(
        Array.from({ length: Math.min(perCall, count - first) }, (_, i) => `flood-${first + i}`),
      );
    }
  }

  it('are kept in Redis; past it the oldest go, and the floor keeps what they made stale stale, here and on an instance that connects later', async () => {
    const cache = await instance();
    await render(cache, '/a', ['A']);
    later();
    await cache.revalidateTag('A');
    later();
    await render(cache, '/made-after-a', ['B']);
    expect(await served(cache, '/a')).toBe(false);

    await flood(cache, MAX_TAG_TIMES + 1);
    expect(mockRedis.hash.size).toBeLessThanOrEqual(MAX_TAG_TIMES + 1);
    expect(mockRedis.hash.has('A')).toBe(false);
    expect(mockRedis.hash.has(FLOOR)).toBe(true);
    later();
    await render(cache, '/made-after-the-flood', ['A', 'flood-0']);

    // This instance, and one that starts now and knows only the hash.
    const other = await instance();
    for (const reader of [cache, other]) {
      expect(await served(reader, '/a')).toBe(false);
      // Older than the floor too: made stale with the oldest (a render more, never a stale page).
      expect(await served(reader, '/made-after-a')).toBe(false);
      expect(await served(reader, '/made-after-the-flood')).toBe(true);
    }
  });

  it('are kept in each instance’s memory too, from the messages of the others', async () => {
    const cache = await instance();
    const other = await instance();
    await render(other, '/a', ['A']);
    later();
    await cache.revalidateTag('A');
    later();
    await render(other, '/made-after-a', ['B']);
    await flood(cache, MAX_TAG_TIMES + 1);
    // The other instance heard every message and keeps its own floor: its memory is bounded.
    mockRedis.strings.clear();
    expect(await served(other, '/a')).toBe(false);
    expect(await served(other, '/made-after-a')).toBe(false);
  });

  it('are kept without Redis too, with the same floor', async () => {
    const cache = await instance({ redis: false });
    const writes = mockRedis.strings.size;
    await render(cache, '/a', ['A']);
    later();
    await cache.revalidateTag('A');
    later();
    await render(cache, '/made-after-a', ['B']);
    await flood(cache, MAX_TAG_TIMES + 1);
    later();
    await render(cache, '/made-after-the-flood', ['A']);
    expect(await served(cache, '/a')).toBe(false);
    expect(await served(cache, '/made-after-a')).toBe(false);
    expect(await served(cache, '/made-after-the-flood')).toBe(true);
    expect([mockRedis.strings.size, mockRedis.hash.size]).toEqual([writes, 0]);
  });

  it('are all kept when Redis refuses the prune: the hash is larger, never wrong, and Redis stays in use', async () => {
    const cache = await instance();
    mockRedis.evalFails = true;
    await flood(cache, MAX_TAG_TIMES + 1);
    expect(mockRedis.evals).toBeGreaterThan(0);
    expect(mockRedis.hash.size).toBe(MAX_TAG_TIMES + 1);
    expect(sharedState().cache).toBe('redis');
    expect(jest.mocked(console.error).mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/^Page cache: could not prune "kust:development:tags": NOSCRIPT/),
    ]);
  });
});
