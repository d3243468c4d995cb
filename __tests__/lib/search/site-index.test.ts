/** @jest-environment node */
import nock from 'nock';
import { clearAppApiCache, RETRY_AFTER_MS } from '@/lib/appapi/client';
import { DEMO_API_KEY, handleDemoRequest } from '@/lib/demo-api/handler';
import { PROGRAMMES } from '@/lib/demo-api/data/programmes';
import { GUIDE_LIST } from '@/lib/content/guides';
import {
  peekSiteIndex,
  prepareSiteIndex,
  resetSiteIndex,
  siteIndex,
  siteIndexLists,
} from '@/lib/search/site-index';
import { WALK_CONCURRENCY } from '@/lib/search/site-walk';
import { TEST_ORIGIN, withNockBackend } from '../../support/appapi';
import { indexRefreshEnded, withIndexClock } from '../../support/site-index';

// The index holder: a backend (nock) that answers with the demo data, slowly, or not at all.

const { logged } = withNockBackend({
  APPAPI_KEY: DEMO_API_KEY,
  APPAPI_REVALIDATE_SECONDS: '60',
  APPAPI_TIMEOUT_MS: '2000',
});

type Mode = 'demo' | 'http-500' | 'hang';

/** The backend: the demo data after `delayMs`, HTTP 500, or no answer; counts calls and the most in flight. */
function backend(mode: () => Mode, delayMs = 20) {
  const stats = { calls: 0, inFlight: 0, most: 0 };
  nock(TEST_ORIGIN)
    .persist()
    .post(/\/AppAPI\.asmx\/\w+$/)
    .reply(function (uri, body, callback) {
      stats.calls += 1;
      stats.inFlight += 1;
      stats.most = Math.max(stats.most, stats.inFlight);
      const current = mode();
      if (current === 'hang') return; // never answers: the client's timeout ends the call
      setTimeout(async () => {
        stats.inFlight -= 1;
        if (current === 'http-500') return callback(null, [500, 'Internal Server Error']);
        const reply = await handleDemoRequest(
          new Request(`http://demo${uri}`, {
            method: 'POST',
            body: String(body),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }),
        );
        callback(null, [reply.status, await reply.text()]);
      }, delayMs);
    });
  return stats;
}

/** Past the 60 s window and this instance's own spread after it (up to 10 % of the window). */
const PAST_WINDOW_MS = 66_001;
const clock = withIndexClock();
const realNow = Date.now;

/** Waits until no refresh is running (the index holder's promise settles). */
async function settled() {
  await siteIndex();
  for (
    let i = 0;
    i < 200 &&
    nock.activeMocks().length &&
    (globalThis as Record<symbol, { refreshing: unknown }>)[Symbol.for('kust.site-index')]
      ?.refreshing;
    i++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the site index', () => {
  it('is built from one walk with at most 4 upstream calls in flight, and a second read asks nothing', async () => {
    const stats = backend(() => 'demo');
    const index = await siteIndex();
    expect(index.complete).toBe(true);
    expect(index.walk.programmes).toHaveLength(PROGRAMMES.length);
    expect(stats.most).toBe(WALK_CONCURRENCY);
    const calls = stats.calls;
    expect(calls).toBeGreaterThan(50);
    await siteIndex();
    expect(stats.calls).toBe(calls);
    expect(console.info).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(
          `^Search index built: ${index.search.size} entries from ${calls} upstream calls in \\d+ ms$`,
        ),
      ),
    );
  });

  it('refreshes in the background once the revalidate window has passed: readers get the current index at once', async () => {
    const stats = backend(() => 'demo', 40);
    const first = await siteIndex();
    const callsBefore = stats.calls;

    clock.offset += PAST_WINDOW_MS;
    clearAppApiCache(); // the replies are as old as the index
    const started = realNow();
    const during = await siteIndex();
    expect(realNow() - started).toBeLessThan(100);
    expect(during).toBe(first);
    expect(peekSiteIndex()).toBe(first);
    await settled();
    expect(stats.calls).toBeGreaterThan(callsBefore);
    const after = peekSiteIndex();
    expect(after).not.toBe(first);
    expect(after?.builtAt).toBeGreaterThan(first.builtAt);
  });

  it('keeps the last good index when a refresh fails, logs it once, and tries again after the back-off', async () => {
    let mode: Mode = 'demo';
    const stats = backend(() => mode);
    const good = await siteIndex();

    clock.offset += PAST_WINDOW_MS;
    clearAppApiCache(); // no earlier reply to fall back on: the walk itself fails
    mode = 'http-500';
    await siteIndex();
    await settled();
    expect(peekSiteIndex()).toBe(good);
    const failures = logged().filter((line) => line.startsWith('Search index refresh failed:'));
    expect(failures).toEqual([
      expect.stringMatching(
        /^Search index refresh failed: \d+ of \d+ upstream calls failed \(FACULTY_GET, DPT_NAME_GET_ADMIN\); keeping the index of \d{4}-/,
      ),
    ]);

    // Within the back-off nothing is asked again, whatever the traffic.
    const callsAfterFailure = stats.calls;
    for (let i = 0; i < 20; i++) await siteIndex();
    await settled();
    expect(stats.calls).toBe(callsAfterFailure);

    mode = 'demo';
    clock.offset += RETRY_AFTER_MS;
    await siteIndex();
    await settled();
    expect(peekSiteIndex()).not.toBe(good);
    expect(peekSiteIndex()?.complete).toBe(true);
  });

  it('on a cold start with the backend down, gives an index of the guides alone, marked incomplete, without throwing', async () => {
    backend(() => 'http-500');
    const index = await siteIndex();
    expect(index.complete).toBe(false);
    expect(index.search.size).toBe(GUIDE_LIST.length);
    expect(index.search.search('hostel', 8).map((hit) => hit.url)).toEqual(['/FacilitiesHome']);
    expect(logged()).toContainEqual(
      expect.stringMatching(
        /^Search index incomplete: 2 of 2 upstream calls failed \(FACULTY_GET, DPT_NAME_GET_ADMIN\); serving \d+ entries, trying again in 5 s$/,
      ),
    );
  });

  it('never makes a reader wait longer than the first walk, even while the backend hangs', async () => {
    backend(() => 'hang');
    const started = realNow();
    const index = await siteIndex();
    // Both root calls time out (APPAPI_TIMEOUT_MS 2000 here), together.
    expect(realNow() - started).toBeLessThan(4000);
    expect(index.complete).toBe(false);
  });

  describe('with a data cache shared by the deployment (Vercel’s, or Redis through the page cache)', () => {
    /** Next's incremental cache as unstable_cache uses it, one store for every "instance". */
    function sharedDataCache() {
      const entries = new Map<string, { value: unknown; lastModified: number }>();
      const cache = {
        isOnDemandRevalidate: false,
        entries,
        generateSimpleCacheKey: async (key: string) => key,
        get: async (key: string, ctx: { revalidate: number }) => {
          const entry = entries.get(key);
          if (!entry) return null;
          return {
            value: entry.value,
            isStale: Date.now() - entry.lastModified >= ctx.revalidate * 1000,
          };
        },
        set: async (key: string, value: unknown) =>
          void entries.set(key, { value, lastModified: Date.now() }),
      };
      (globalThis as { __incrementalCache?: unknown }).__incrementalCache = cache;
      return {
        ...cache,
        walks: () => [...entries.keys()].filter((key) => key.includes('site-walk')).length,
      };
    }
    afterEach(() => {
      delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache;
    });

    it('walks the backend once per window for all instances: a new instance builds from the stored walk', async () => {
      const cache = sharedDataCache();
      const stats = backend(() => 'demo');
      const first = await siteIndex();
      const walked = stats.calls;
      expect(walked).toBeGreaterThan(50);
      expect(cache.walks()).toBe(1);

      // Another instance (or a cold start): no index, no replies of its own.
      resetSiteIndex();
      clearAppApiCache();
      const second = await siteIndex();
      expect(stats.calls).toBe(walked);
      expect(second).not.toBe(first);
      expect(second.builtAt).toBe(first.builtAt);
      expect(second.search.size).toBe(first.search.size);

      // Past the window the first instance due walks again, and stores it for the others.
      clock.offset += PAST_WINDOW_MS;
      clearAppApiCache();
      await siteIndex();
      await settled();
      expect(stats.calls).toBeGreaterThan(walked);
      const third = peekSiteIndex();
      expect(third?.builtAt).toBeGreaterThan(first.builtAt);
      const afterRefresh = stats.calls;
      resetSiteIndex();
      clearAppApiCache();
      expect((await siteIndex()).builtAt).toBe(third?.builtAt);
      expect(stats.calls).toBe(afterRefresh);
    });

    it('never stores a walk with a failed call: the next instance walks again', async () => {
      const cache = sharedDataCache();
      let mode: Mode = 'http-500';
      const stats = backend(() => mode);
      const partial = await siteIndex();
      expect(partial.complete).toBe(false);
      expect(cache.walks()).toBe(0);
      mode = 'demo';
      resetSiteIndex();
      clearAppApiCache();
      const callsBefore = stats.calls;
      expect((await siteIndex()).complete).toBe(true);
      expect(stats.calls).toBeGreaterThan(callsBefore);
      expect(cache.walks()).toBe(1);
    });
  });
});

// Preview images and breadcrumbs only peek at the index: the peek itself starts a due refresh,
// else an index absent after a restart, or incomplete after a start with the backend down, stayed
// so until a search came, and every preview of an id cost an upstream call.
describe('a peek at the site index', () => {
  it('starts a due refresh in the background and answers at once: an absent index is built, an incomplete one again after the back-off, an old one after the window', async () => {
    let mode: Mode = 'http-500';
    const stats = backend(() => mode);
    prepareSiteIndex();
    expect(peekSiteIndex()).toBeNull();
    await indexRefreshEnded();
    expect(stats.calls).toBeGreaterThan(0);
    const incomplete = peekSiteIndex();
    expect(incomplete?.complete).toBe(false);

    // Within the back-off nothing is asked again, however many peeks.
    const callsAfterFailure = stats.calls;
    for (let i = 0; i < 20; i++) peekSiteIndex();
    await indexRefreshEnded();
    expect(stats.calls).toBe(callsAfterFailure);

    mode = 'demo';
    clock.offset += RETRY_AFTER_MS;
    expect(peekSiteIndex()).toBe(incomplete);
    await indexRefreshEnded();
    const complete = peekSiteIndex();
    expect(complete?.complete).toBe(true);

    clock.offset += PAST_WINDOW_MS;
    clearAppApiCache();
    expect(peekSiteIndex()).toBe(complete);
    await indexRefreshEnded();
    expect(peekSiteIndex()?.builtAt).toBeGreaterThan(complete?.builtAt ?? Infinity);
  });

  it('starts nothing before the server has prepared the index, nor during `next build`', async () => {
    const stats = backend(() => 'demo');
    expect(peekSiteIndex()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stats.calls).toBe(0);
    process.env.NEXT_PHASE = 'phase-production-build';
    prepareSiteIndex();
    expect(peekSiteIndex()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stats.calls).toBe(0);
  });

  it('never throws: with a configuration the server refuses, it answers the index it has', async () => {
    backend(() => 'demo');
    prepareSiteIndex();
    const index = await siteIndex();
    clock.offset += PAST_WINDOW_MS;
    delete process.env.APPAPI_KEY; // APPAPI_URL without APPAPI_KEY: getConfig() throws
    expect(() => peekSiteIndex()).not.toThrow();
    expect(peekSiteIndex()).toBe(index);
  });

  it('vouches for an id only from a complete index: null while it is absent or incomplete, true or false after', async () => {
    let mode: Mode = 'http-500';
    backend(() => mode);
    prepareSiteIndex();
    expect(siteIndexLists('department', 'DEP-000001')).toBeNull();
    await indexRefreshEnded();
    expect(peekSiteIndex()?.complete).toBe(false);
    expect(siteIndexLists('department', 'DEP-000001')).toBeNull();

    mode = 'demo';
    clock.offset += RETRY_AFTER_MS;
    peekSiteIndex();
    await indexRefreshEnded();
    const { faculties, departments, programmes } = peekSiteIndex()?.walk ?? {
      faculties: [],
      departments: [],
      programmes: [],
    };
    const [faculty, department, programme] = [
      faculties[0]?.id ?? '',
      departments[0]?.id ?? '',
      programmes[0]?.id ?? '',
    ];
    expect(siteIndexLists('faculty', faculty)).toBe(true);
    expect(siteIndexLists('department', department)).toBe(true);
    expect(siteIndexLists('programme', programme)).toBe(true);
    // Of another kind, or made up.
    expect(siteIndexLists('department', faculty)).toBe(false);
    expect(siteIndexLists('faculty', department)).toBe(false);
    expect(siteIndexLists('department', 'DEP-F3K9Q2ZL')).toBe(false);
  });
});
