/** @jest-environment node */
import { ReplyCache } from '@/lib/appapi/reply-cache';
import {
  pageScope,
  REPLIES_TAG,
  replyScopes,
  scopesOfTags,
  scopeTag,
} from '@/lib/appapi/reply-scope';

const TTL_MS = 300_000;

describe('replyScopes', () => {
  it('gives a call the ids it is asked for, whichever field carries them', () => {
    expect(replyScopes({ ID: 'DEP-000025' })).toEqual(['id:DEP-000025']);
    expect(replyScopes({ DeptID: 'DEP-000025' })).toEqual(['id:DEP-000025']);
    expect(replyScopes({ PGM_ID: 'PGM-000004' })).toEqual(['id:PGM-000004']);
  });

  it('does not take settings for ids: the faculty category and the banner type', () => {
    expect(replyScopes({ ID: 'DEP-000025', CatID: '1' })).toEqual(['id:DEP-000025']);
    expect(replyScopes({ ID: 'DEP-000025', Typ: 'DEPT' })).toEqual(['id:DEP-000025']);
    expect(replyScopes({ ID: 'FAC-000001', Typ: '' })).toEqual(['id:FAC-000001']);
  });

  it('gives a call without an id the site-wide scope', () => {
    expect(replyScopes({})).toEqual(['site']);
    expect(replyScopes({ ID: '' })).toEqual(['site']);
  });

  it('matches the scope of the page the id belongs to', () => {
    expect(replyScopes({ ID: 'DEP-000025' })).toEqual([pageScope('DEP-000025')]);
    expect(replyScopes({})).toEqual([pageScope(null)]);
  });
});

describe('scopesOfTags', () => {
  it('reads the replies tag as every reply, a scope tag as its scope, and ignores page tags', () => {
    expect(scopesOfTags([REPLIES_TAG])).toEqual({ all: true, scopes: [] });
    expect(scopesOfTags([scopeTag('id:DEP-000025'), '_N_T_/layout', scopeTag('site')])).toEqual({
      all: false,
      scopes: ['id:DEP-000025', 'site'],
    });
    expect(scopesOfTags(['_N_T_/department/DEP-000025/DptHome'])).toEqual({
      all: false,
      scopes: [],
    });
  });
});

describe('ReplyCache scoped refresh', () => {
  let now: number;
  let cache: ReplyCache;
  let loads: string[];
  const get = (key: string, scopes: string[]) =>
    cache.get(key, { ttlMs: TTL_MS, scopes }, async () => {
      loads.push(key);
      return { value: `${key} @${now}`, fetchedAt: now };
    });
  /** An editor's refresh, a moment before the next request. */
  const refresh = (scopes?: string[]) => {
    cache.invalidate(scopes);
    now += 10;
  };
  const useAll = async () => {
    loads = [];
    await get('FACULTY_GET', ['site']);
    await get('DPT_ABOUT_GET DEP-000025', ['id:DEP-000025']);
    await get('DPT_ABOUT_GET DEP-000026', ['id:DEP-000026']);
    return loads;
  };

  beforeEach(async () => {
    now = 1_000_000;
    cache = new ReplyCache({ maxEntries: 100, retryAfterMs: 5000, now: () => now });
    await useAll();
    now += 1000;
  });

  it('makes the replies of the refreshed scopes stale, and no other', async () => {
    refresh(['id:DEP-000025']);
    expect(await useAll()).toEqual(['DPT_ABOUT_GET DEP-000025']);
    refresh(['site', 'id:DEP-000026']);
    expect(await useAll()).toEqual(['FACULTY_GET', 'DPT_ABOUT_GET DEP-000026']);
    expect(await useAll()).toEqual([]);
  });

  it('makes every reply stale without scopes', async () => {
    refresh();
    expect(await useAll()).toEqual([
      'FACULTY_GET',
      'DPT_ABOUT_GET DEP-000025',
      'DPT_ABOUT_GET DEP-000026',
    ]);
  });

  it('judges a copy fetched elsewhere by its own scopes', () => {
    cache.invalidate(['id:DEP-000025']);
    const elsewhere = now - 500; // fetched by another instance before the refresh
    expect(cache.isFresh(elsewhere, TTL_MS, ['id:DEP-000025'])).toBe(false);
    expect(cache.isFresh(elsewhere, TTL_MS, ['id:DEP-000026'])).toBe(true);
    expect(cache.isFresh(elsewhere, TTL_MS, ['site'])).toBe(true);
    expect(cache.isFresh(now + 1, TTL_MS, ['id:DEP-000025'])).toBe(true);
  });

  it('lifts the back-off of the refreshed scope only', async () => {
    const failing = (key: string, scopes: string[]) =>
      cache.get(key, { ttlMs: TTL_MS, scopes }, async () => {
        loads.push(key);
        throw new Error('HTTP error! status: 500');
      });
    loads = [];
    const pairs: [string, string][] = [
      ['DPT_EVENT_GET DEP-000025', 'id:DEP-000025'],
      ['DPT_EVENT_GET DEP-000026', 'id:DEP-000026'],
    ];
    for (const [key, scope] of pairs) {
      await expect(failing(key, [scope])).rejects.toThrow('500');
      await expect(failing(key, [scope])).rejects.toThrow('500'); // within the back-off: not asked
    }
    expect(loads).toHaveLength(2);
    refresh(['id:DEP-000025']);
    await expect(failing('DPT_EVENT_GET DEP-000025', ['id:DEP-000025'])).rejects.toThrow('500');
    await expect(failing('DPT_EVENT_GET DEP-000026', ['id:DEP-000026'])).rejects.toThrow('500');
    expect(loads).toEqual([
      'DPT_EVENT_GET DEP-000025',
      'DPT_EVENT_GET DEP-000026',
      'DPT_EVENT_GET DEP-000025',
    ]);
  });

  it('stays bounded: past 10,000 scopes, a refresh makes every reply stale instead', async () => {
    refresh(Array.from({ length: 10_000 }, (_, i) => `id:X-${i}`));
    expect(await useAll()).toEqual([]);
    refresh(['id:DEP-000025']);
    expect(await useAll()).toEqual([
      'FACULTY_GET',
      'DPT_ABOUT_GET DEP-000025',
      'DPT_ABOUT_GET DEP-000026',
    ]);
    refresh(['id:DEP-000026']);
    expect(await useAll()).toEqual(['DPT_ABOUT_GET DEP-000026']);
  });

  it('learns of a refresh made earlier (while cut off from Redis): what was fetched before it is stale, what came after is not', async () => {
    const fetchedFirst = now - 1000; // beforeEach fetched everything then
    await get('DPT_ABOUT_GET DEP-000026', ['id:DEP-000026']);
    now += 5000;
    const refreshedAt = now - 3000; // between the first fetches and now, learnt only now
    cache.invalidate(['id:DEP-000025'], refreshedAt);
    expect(await useAll()).toEqual(['DPT_ABOUT_GET DEP-000025']);
    expect(cache.isFresh(fetchedFirst, TTL_MS, ['id:DEP-000025'])).toBe(false);
    expect(cache.isFresh(refreshedAt + 1, TTL_MS, ['id:DEP-000025'])).toBe(true);
    // An older refresh learnt later never undoes a newer one; a time ahead of this clock is now.
    cache.invalidate(['id:DEP-000025'], refreshedAt - 10_000);
    expect(cache.isFresh(refreshedAt - 1, TTL_MS, ['id:DEP-000025'])).toBe(false);
    cache.invalidate(['site'], now + 3_600_000);
    expect(cache.isFresh(now + 5, TTL_MS, ['site'])).toBe(true);
  });

  it('forgets every refresh when cleared, as a fresh process would', async () => {
    cache.invalidate(['id:DEP-000025']);
    cache.clear();
    expect(cache.isFresh(now - 500, TTL_MS, ['id:DEP-000025'])).toBe(true);
  });
});

// One render asks for the same reply from several places at once (the page, its side menu, its
// redirect to the department's one page): each must see the same, refreshed answer (issue 34, N14).
describe('ReplyCache while a refresh is in flight', () => {
  const key = 'DPT_NAME_GET ID=DEP-000025';
  const scopes = ['id:DEP-000025'];
  let now: number;
  let cache: ReplyCache;
  let answer: (result: { ok: boolean; value?: string }) => void;
  const load = () =>
    new Promise<{ value: unknown; fetchedAt: number }>((resolve, reject) => {
      answer = ({ ok, value }) =>
        ok ? resolve({ value, fetchedAt: now }) : reject(new Error('HTTP error! status: 500'));
    });
  const get = () => cache.get(key, { ttlMs: TTL_MS, scopes }, load);

  beforeEach(async () => {
    now = 1_000_000;
    cache = new ReplyCache({ maxEntries: 100, retryAfterMs: 5000, now: () => now });
    const first = get();
    answer({ ok: true, value: 'academic' });
    await first;
  });

  it.each([
    ['an editor’s refresh', () => cache.invalidate(scopes)],
    ['the revalidate window', () => (now += TTL_MS)],
  ])(
    'gives every caller the new reply after %s, not the stale one to all but the first',
    async (_, makeStale) => {
      makeStale();
      now += 10;
      const callers = [get(), get(), get()];
      answer({ ok: true, value: 'office' });
      expect(await Promise.all(callers)).toEqual(['office', 'office', 'office']);
    },
  );

  it('gives every caller the last good reply when the refresh fails', async () => {
    cache.invalidate(scopes);
    now += 10;
    const callers = [get(), get()];
    answer({ ok: false });
    expect(await Promise.all(callers)).toEqual(['academic', 'academic']);
  });
});
