/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import nock from 'nock';
import {
  backendState,
  callAppApi,
  clearAppApiCache,
  invalidateReplies,
  RETRY_AFTER_MS,
} from '@/lib/appapi/client';
import { REPLIES_TAG, scopeTag } from '@/lib/appapi/reply-scope';
import { sharedState } from '@/lib/page-cache/handler-state.mjs';
import { readRows } from '@/lib/appapi/parse';
import { formOf, stubBackend, TEST_KEY, withNockBackend } from '../../support/appapi';

const { backend, logged } = withNockBackend();

const rows = (reply: unknown) => readRows<Record<string, unknown>>(reply);
const faculties = [{ FACULTY_ID: 'FAC-1', FACULTY_NAME: 'Engineering' }];

describe('callAppApi', () => {
  it('posts a form-encoded body with authKey and the caller fields to /AppAPI.asmx/{fn}', async () => {
    let sent: { body: string; type: string | undefined } | undefined;
    backend()
      .post('/AppAPI.asmx/DPT_EMP_GET')
      .reply(function (_uri, body) {
        sent = { body: String(body), type: this.req.headers['content-type'] as string | undefined };
        return [200, [{ FirstName: 'Ayesha' }]];
      });

    await expect(
      callAppApi('DPT_EMP_GET', { ID: 'DEP-000001', CatID: '1' }, rows),
    ).resolves.toEqual([{ FirstName: 'Ayesha' }]);
    expect(sent?.type).toBe('application/x-www-form-urlencoded');
    expect(formOf(sent!.body)).toEqual({ authKey: TEST_KEY, ID: 'DEP-000001', CatID: '1' });
    expect(sent!.body.startsWith('authKey=')).toBe(true);
  });

  it('fails a non-ok reply with "HTTP error! status: {code}" and logs it with the spec prefix', async () => {
    backend().post('/AppAPI.asmx/FACULTY_GET').reply(500, 'Server Error');

    await expect(callAppApi('FACULTY_GET', {}, rows)).rejects.toThrow('HTTP error! status: 500');
    expect(logged()).toEqual([
      expect.stringMatching(/^API Request failed: FACULTY_GET: HTTP error! status: 500/),
    ]);
  });

  it('logs and rethrows a network error', async () => {
    backend().post('/AppAPI.asmx/FACULTY_GET').replyWithError('connect ECONNREFUSED');

    await expect(callAppApi('FACULTY_GET', {}, rows)).rejects.toThrow();
    expect(logged()).toEqual([
      expect.stringMatching(/^API Request failed: FACULTY_GET: .*ECONNREFUSED/),
    ]);
  });

  it('gives up on a backend that does not answer within APPAPI_TIMEOUT_MS', async () => {
    backend().post('/AppAPI.asmx/FACULTY_GET').delay(2000).reply(200, faculties);

    const started = Date.now();
    await expect(callAppApi('FACULTY_GET', {}, rows)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(logged()).toEqual([
      expect.stringMatching(/^API Request failed: FACULTY_GET: timed out/),
    ]);
  });

  it('logs and rethrows a reply that is not JSON', async () => {
    backend().post('/AppAPI.asmx/FACULTY_GET').reply(200, '<html>oops</html>');

    await expect(callAppApi('FACULTY_GET', {}, rows)).rejects.toThrow();
    expect(logged()).toEqual([expect.stringMatching(/^API Request failed: FACULTY_GET: /)]);
  });

  it('counts an object where a list of rows is expected as a failed call', async () => {
    backend().post('/AppAPI.asmx/FACULTY_GET').reply(200, { FACULTY_ID: 'FAC-1' });

    await expect(callAppApi('FACULTY_GET', {}, rows)).rejects.toThrow('expected a list of rows');
    expect(logged()).toEqual([
      expect.stringMatching(/^API Request failed: FACULTY_GET: unexpected reply/),
    ]);
  });

  it('never writes the key into a log line', async () => {
    backend().post('/AppAPI.asmx/FACULTY_GET').reply(401, { Message: 'Authentication failed.' });
    backend().post('/AppAPI.asmx/CONTACT_GET').replyWithError('socket hang up');

    await callAppApi('FACULTY_GET', {}, rows).catch(() => undefined);
    await callAppApi('CONTACT_GET', {}, rows).catch(() => undefined);
    expect(logged()).toHaveLength(2);
    for (const line of logged()) expect(line).not.toContain(TEST_KEY);
  });
});

describe('callAppApi and a redirecting backend', () => {
  // Real servers on two loopback ports (two origins): nock's fetch interceptor does not follow a
  // redirect to another origin as Node's fetch does, resending the body (the key) to it.
  let forwarded: string[];
  let elsewhere: Server;
  let backendServer: Server;
  const listen = (server: Server) =>
    new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      ),
    );

  beforeEach(() => {
    forwarded = [];
    nock.enableNetConnect('127.0.0.1');
  });
  afterEach(async () => {
    nock.disableNetConnect();
    await Promise.all(
      [elsewhere, backendServer].map((server) => new Promise((resolve) => server?.close(resolve))),
    );
  });

  /** The backend answers every call with `status` and a Location on another origin. */
  async function redirectingBackend(status: number) {
    elsewhere = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += String(chunk)));
      request.on('end', () => {
        forwarded.push(`${request.method} ${body}`);
        response.setHeader('content-type', 'application/json').end(JSON.stringify(faculties));
      });
    });
    const elsewhereUrl = await listen(elsewhere);
    backendServer = createServer((request, response) => {
      response.writeHead(status, { Location: `${elsewhereUrl}${request.url}` }).end();
    });
    process.env.APPAPI_URL = await listen(backendServer);
  }

  it.each([307, 308, 302])(
    'never sends the key on to the origin a %i names: the call fails and is logged',
    async (status) => {
      await redirectingBackend(status);

      await expect(callAppApi('FACULTY_GET', {}, rows)).rejects.toThrow(
        `HTTP error! status: ${status}`,
      );
      expect(forwarded).toEqual([]);
      expect(logged()).toEqual([
        expect.stringMatching(
          new RegExp(`^API Request failed: FACULTY_GET: HTTP error! status: ${status}`),
        ),
      ]);
    },
  );

  it('keeps serving the last good reply when a refresh is redirected', async () => {
    const good = [{ CONTACT_EMAIL: 'info@uni.test' }];
    backend().post('/AppAPI.asmx/CONTACT_GET').reply(200, good);
    await callAppApi('CONTACT_GET', {}, rows);
    backend()
      .post('/AppAPI.asmx/CONTACT_GET')
      .reply(307, '', { Location: 'http://collector.elsewhere.test/AppAPI.asmx/CONTACT_GET' });

    invalidateReplies();
    await expect(callAppApi('CONTACT_GET', {}, rows)).resolves.toEqual(good);
    expect(logged()).toEqual([
      expect.stringMatching(/^API Request failed: CONTACT_GET: HTTP error! status: 307/),
    ]);
  });
});

describe('callAppApi caching', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reuses a reply for APPAPI_REVALIDATE_SECONDS across calls, then fetches it again', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const first = backend().post('/AppAPI.asmx/FACULTY_GET').reply(200, faculties);

    await callAppApi('FACULTY_GET', {}, rows);
    await callAppApi('FACULTY_GET', {}, rows);
    now.mockReturnValue(1_000_000 + 299_000);
    await expect(callAppApi('FACULTY_GET', {}, rows)).resolves.toEqual(faculties);
    expect(first.isDone()).toBe(true);

    const second = backend()
      .post('/AppAPI.asmx/FACULTY_GET')
      .reply(200, [{ FACULTY_ID: 'FAC-2', FACULTY_NAME: 'Science' }]);
    now.mockReturnValue(1_000_000 + 301_000);
    await expect(callAppApi('FACULTY_GET', {}, rows)).resolves.toEqual([
      { FACULTY_ID: 'FAC-2', FACULTY_NAME: 'Science' },
    ]);
    expect(second.isDone()).toBe(true);
  });

  it('makes identical concurrent calls once, and different fields separately', async () => {
    const scope = backend()
      .post('/AppAPI.asmx/DPT_NAME_GET', 'authKey=' + TEST_KEY + '&ID=DEP-1')
      .once()
      .delay(50)
      .reply(200, [{ DeptTitle: 'One' }])
      .post('/AppAPI.asmx/DPT_NAME_GET', 'authKey=' + TEST_KEY + '&ID=DEP-2')
      .once()
      .reply(200, [{ DeptTitle: 'Two' }]);

    const results = await Promise.all([
      callAppApi('DPT_NAME_GET', { ID: 'DEP-1' }, rows),
      callAppApi('DPT_NAME_GET', { ID: 'DEP-1' }, rows),
      callAppApi('DPT_NAME_GET', { ID: 'DEP-2' }, rows),
      callAppApi('DPT_NAME_GET', { ID: 'DEP-1' }, rows),
    ]);
    expect(results.map((r) => r[0]?.DeptTitle)).toEqual(['One', 'One', 'Two', 'One']);
    expect(scope.isDone()).toBe(true);
  });

  it('keeps serving the last good reply when a refresh fails, and logs the failure', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(5_000_000);
    backend()
      .post('/AppAPI.asmx/CONTACT_GET')
      .reply(200, [{ CONTACT_EMAIL: 'info@uni.test' }]);
    await callAppApi('CONTACT_GET', {}, rows);

    const failing = backend().post('/AppAPI.asmx/CONTACT_GET').reply(503, 'down');
    now.mockReturnValue(5_000_000 + 301_000);
    await expect(callAppApi('CONTACT_GET', {}, rows)).resolves.toEqual([
      { CONTACT_EMAIL: 'info@uni.test' },
    ]);
    expect(failing.isDone()).toBe(true);
    expect(logged()).toEqual([
      expect.stringMatching(/^API Request failed: CONTACT_GET: HTTP error! status: 503/),
    ]);

    // A day later, with the backend still down, the last good reply is still there.
    backend().post('/AppAPI.asmx/CONTACT_GET').reply(503, 'down');
    now.mockReturnValue(5_000_000 + 86_400_000);
    await expect(callAppApi('CONTACT_GET', {}, rows)).resolves.toEqual([
      { CONTACT_EMAIL: 'info@uni.test' },
    ]);
  });

  it('does not ask a failing backend again for the same call until the back-off has passed', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(9_000_000);
    const failed = backend().post('/AppAPI.asmx/HOME_NEWS_GET').once().reply(500);
    await expect(callAppApi('HOME_NEWS_GET', {}, rows)).rejects.toThrow('HTTP error! status: 500');
    expect(failed.isDone()).toBe(true);

    // Within the back-off: no request at all (nock would fail an unexpected one), same error.
    for (let i = 0; i < 20; i += 1) {
      await expect(callAppApi('HOME_NEWS_GET', {}, rows)).rejects.toThrow(
        'HTTP error! status: 500',
      );
    }
    expect(logged()).toHaveLength(1);

    const recovered = backend()
      .post('/AppAPI.asmx/HOME_NEWS_GET')
      .reply(200, [{ NEWS_TITLE: 'Back' }]);
    now.mockReturnValue(9_000_000 + RETRY_AFTER_MS + 1);
    await expect(callAppApi('HOME_NEWS_GET', {}, rows)).resolves.toEqual([{ NEWS_TITLE: 'Back' }]);
    expect(recovered.isDone()).toBe(true);
  });
});

describe('callAppApi with a revalidate window shorter than the back-off', () => {
  afterEach(() => jest.restoreAllMocks());

  it('retries a failed call once the window has passed, not later', async () => {
    process.env.APPAPI_REVALIDATE_SECONDS = '2';
    const now = jest.spyOn(Date, 'now').mockReturnValue(30_000_000);
    backend().post('/AppAPI.asmx/HOME_NEWS_GET').reply(500);
    await expect(callAppApi('HOME_NEWS_GET', {}, rows)).rejects.toThrow('500');
    now.mockReturnValue(30_000_000 + 1_500);
    await expect(callAppApi('HOME_NEWS_GET', {}, rows)).rejects.toThrow('500');
    const retried = backend()
      .post('/AppAPI.asmx/HOME_NEWS_GET')
      .reply(200, [{ NEWS_TITLE: 'Back' }]);
    now.mockReturnValue(30_000_000 + 2_001);
    await expect(callAppApi('HOME_NEWS_GET', {}, rows)).resolves.toEqual([{ NEWS_TITLE: 'Back' }]);
    expect(retried.isDone()).toBe(true);
  });
});

describe('callAppApi when the whole backend is down', () => {
  afterEach(() => jest.restoreAllMocks());

  it('stops calling after three consecutive outages, so a page does not wait for timeout after timeout', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(20_000_000);
    const scope = backend()
      .post(/AppAPI\.asmx/)
      .times(3)
      .replyWithError('connect ECONNREFUSED');

    for (const fn of ['FACULTY_GET', 'CONTACT_GET', 'HOME_NEWS_GET'] as const) {
      await expect(callAppApi(fn, {}, rows)).rejects.toThrow('ECONNREFUSED');
    }
    expect(scope.isDone()).toBe(true);
    // Open: other calls fail at once, without a request (nock would refuse one).
    await expect(callAppApi('HOME_FACT_GET', {}, rows)).rejects.toThrow('backend unavailable');
    await expect(callAppApi('DPT_NAME_GET', { ID: 'DEP-1' }, rows)).rejects.toThrow(
      'backend unavailable',
    );
    expect(logged().filter((line) => line.includes('backend unavailable'))).toHaveLength(1);

    // After the pause one call goes through; its success closes the breaker.
    const probe = backend()
      .post('/AppAPI.asmx/HOME_FACT_GET')
      .reply(200, [{ FACT_TITLE: 'Students' }]);
    now.mockReturnValue(20_000_000 + RETRY_AFTER_MS + 1);
    await expect(callAppApi('HOME_FACT_GET', {}, rows)).resolves.toEqual([
      { FACT_TITLE: 'Students' },
    ]);
    expect(probe.isDone()).toBe(true);
  });

  it('does not hold the calls it paused back any longer once the pause is over', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(40_000_000);
    backend()
      .post(/AppAPI\.asmx/)
      .times(3)
      .reply(503);
    for (const fn of ['FACULTY_GET', 'CONTACT_GET', 'HOME_NEWS_GET'] as const) {
      await expect(callAppApi(fn, {}, rows)).rejects.toThrow('503');
    }
    now.mockReturnValue(40_000_000 + RETRY_AFTER_MS - 100);
    await expect(callAppApi('DPT_NAME_GET', { ID: 'DEP-1' }, rows)).rejects.toThrow(
      'backend unavailable',
    );

    // 0.2 s later the pause is over: the paused call goes out at once (it never failed itself).
    const asked = backend()
      .post('/AppAPI.asmx/DPT_NAME_GET')
      .reply(200, [{ DeptTitle: 'One' }]);
    now.mockReturnValue(40_000_000 + RETRY_AFTER_MS + 100);
    await expect(callAppApi('DPT_NAME_GET', { ID: 'DEP-1' }, rows)).resolves.toEqual([
      { DeptTitle: 'One' },
    ]);
    expect(asked.isDone()).toBe(true);
  });

  it('is not opened by one function failing among successful ones', async () => {
    backend().post('/AppAPI.asmx/HOME_NEWS_GET').times(1).reply(500);
    backend().post('/AppAPI.asmx/FACULTY_GET').reply(200, faculties);
    backend()
      .post('/AppAPI.asmx/HOME_NEWS_GET', (body) => body.x === undefined)
      .reply(500);
    await expect(callAppApi('HOME_NEWS_GET', {}, rows)).rejects.toThrow('500');
    await expect(callAppApi('FACULTY_GET', {}, rows)).resolves.toEqual(faculties);
    backend().post('/AppAPI.asmx/CONTACT_GET').reply(500);
    backend().post('/AppAPI.asmx/HOME_FACT_GET').reply(500);
    await expect(callAppApi('CONTACT_GET', {}, rows)).rejects.toThrow('500');
    await expect(callAppApi('HOME_FACT_GET', {}, rows)).rejects.toThrow('500');
    backend().post('/AppAPI.asmx/HOME_CAMPUS_GET').reply(200, []);
    await expect(callAppApi('HOME_CAMPUS_GET', {}, rows)).resolves.toEqual([]);
  });
});

describe('callAppApi after an editor refresh', () => {
  it('asks the backend again for a reply still inside its window, and gets the new content', async () => {
    backend().post('/AppAPI.asmx/FACULTY_GET').reply(200, faculties);
    await callAppApi('FACULTY_GET', {}, rows);

    const fresh = [{ FACULTY_ID: 'FAC-1', FACULTY_NAME: 'Engineering & Technology' }];
    const asked = backend().post('/AppAPI.asmx/FACULTY_GET').reply(200, fresh);
    invalidateReplies();
    await expect(callAppApi('FACULTY_GET', {}, rows)).resolves.toEqual(fresh);
    expect(asked.isDone()).toBe(true);
    // …once: the new reply is fresh again.
    await expect(callAppApi('FACULTY_GET', {}, rows)).resolves.toEqual(fresh);
  });

  it('keeps the last good reply when the backend fails right after the refresh', async () => {
    backend()
      .post('/AppAPI.asmx/CONTACT_GET')
      .reply(200, [{ CONTACT_EMAIL: 'info@uni.test' }]);
    await callAppApi('CONTACT_GET', {}, rows);
    backend().post('/AppAPI.asmx/CONTACT_GET').reply(503, 'down');
    invalidateReplies();
    await expect(callAppApi('CONTACT_GET', {}, rows)).resolves.toEqual([
      { CONTACT_EMAIL: 'info@uni.test' },
    ]);
  });

  it('is told by the page cache when the replies tag is revalidated on another instance', async () => {
    backend().post('/AppAPI.asmx/FACULTY_GET').reply(200, faculties);
    await callAppApi('FACULTY_GET', {}, rows);
    const asked = backend().post('/AppAPI.asmx/FACULTY_GET').reply(200, faculties);

    sharedState().notifyTags(['_N_T_/layout']);
    await callAppApi('FACULTY_GET', {}, rows);
    expect(asked.isDone()).toBe(false);

    sharedState().notifyTags([REPLIES_TAG]);
    await callAppApi('FACULTY_GET', {}, rows);
    expect(asked.isDone()).toBe(true);
  });

  it('refreshes only the replies of the scopes a tag names: one id, or the site-wide ones', async () => {
    const calls = stubBackend({
      FACULTY_GET: faculties,
      DPT_ABOUT_GET: [{ ABOUT_DESC: 'About' }],
      DPT_EMP_GET: [],
    });
    const everything = () =>
      Promise.all([
        callAppApi('FACULTY_GET', {}, rows),
        callAppApi('DPT_ABOUT_GET', { ID: 'DEP-000025' }, rows),
        callAppApi('DPT_EMP_GET', { ID: 'DEP-000025', CatID: '1' }, rows),
        callAppApi('DPT_ABOUT_GET', { ID: 'DEP-000026' }, rows),
      ]);
    const asked = async () => {
      calls.length = 0;
      await everything();
      return calls.map(({ fn, fields }) => `${fn} ${fields.ID ?? ''}`.trim()).sort();
    };
    await everything();

    sharedState().notifyTags([scopeTag('id:DEP-000025')]);
    expect(await asked()).toEqual(['DPT_ABOUT_GET DEP-000025', 'DPT_EMP_GET DEP-000025']);
    sharedState().notifyTags([scopeTag('site')]);
    expect(await asked()).toEqual(['FACULTY_GET']);
    invalidateReplies(['id:DEP-000026']);
    expect(await asked()).toEqual(['DPT_ABOUT_GET DEP-000026']);
    expect(await asked()).toEqual([]);
  });
});

describe('callAppApi with replies shared between instances (Redis)', () => {
  const store = new Map<string, { value: unknown; fetchedAt: number }>();
  beforeEach(() => {
    store.clear();
    sharedState().replies = {
      get: async (key) => store.get(key) ?? null,
      set: async (key, reply) => void store.set(key, reply),
    };
  });
  afterEach(() => delete sharedState().replies);

  it('uses a reply another instance fetched within the window instead of asking the backend', async () => {
    const asked = backend().post('/AppAPI.asmx/FACULTY_GET').reply(200, faculties);
    await callAppApi('FACULTY_GET', {}, rows);
    expect(asked.isDone()).toBe(true);
    expect([...store.values()]).toEqual([{ value: faculties, fetchedAt: expect.any(Number) }]);

    // Another instance: its own cache is empty (cleared here), the shared store is not.
    clearAppApiCache();
    const key = String(store.keys().next().value);
    store.set(key, { value: [{ FACULTY_ID: 'FAC-2' }], fetchedAt: Date.now() });
    const again = backend().post('/AppAPI.asmx/FACULTY_GET').reply(200, faculties);
    await expect(callAppApi('FACULTY_GET', {}, rows)).resolves.toEqual([{ FACULTY_ID: 'FAC-2' }]);
    expect(again.isDone()).toBe(false);
  });

  it('asks the backend when the shared reply is older than the window or than an editor refresh', async () => {
    backend()
      .post('/AppAPI.asmx/CONTACT_GET')
      .reply(200, [{ CONTACT_EMAIL: 'old@uni.test' }]);
    await callAppApi('CONTACT_GET', {}, rows);
    const key = String(store.keys().next().value);
    invalidateReplies(); // the shared copy predates the refresh
    backend()
      .post('/AppAPI.asmx/CONTACT_GET')
      .reply(200, [{ CONTACT_EMAIL: 'new@uni.test' }]);
    await expect(callAppApi('CONTACT_GET', {}, rows)).resolves.toEqual([
      { CONTACT_EMAIL: 'new@uni.test' },
    ]);
    expect(store.get(key)?.value).toEqual([{ CONTACT_EMAIL: 'new@uni.test' }]);

    invalidateReplies();
    store.set(key, {
      value: [{ CONTACT_EMAIL: 'expired@uni.test' }],
      fetchedAt: Date.now() - 3_600_000,
    });
    backend()
      .post('/AppAPI.asmx/CONTACT_GET')
      .reply(200, [{ CONTACT_EMAIL: 'current@uni.test' }]);
    await expect(callAppApi('CONTACT_GET', {}, rows)).resolves.toEqual([
      { CONTACT_EMAIL: 'current@uni.test' },
    ]);
  });

  it('takes another instance’s copy of a reply fetched before a refresh of its scope for stale, and of another scope for fresh', async () => {
    const calls = stubBackend({
      DPT_ABOUT_GET: (fields: Record<string, string>) => [
        { ABOUT_DESC: `fetched here for ${fields.ID}` },
      ],
    });
    const before = Date.now() - 1000;
    const shared = (ID: string) => ({
      value: [{ ABOUT_DESC: `shared for ${ID}` }],
      fetchedAt: before,
    });
    // Another instance fetched both replies a second ago, then an editor refreshed DEP-000025.
    await callAppApi('DPT_ABOUT_GET', { ID: 'DEP-000025' }, rows).catch(() => undefined);
    await callAppApi('DPT_ABOUT_GET', { ID: 'DEP-000026' }, rows).catch(() => undefined);
    const keys = [...store.keys()];
    clearAppApiCache();
    calls.length = 0;
    for (const key of keys)
      store.set(key, shared(key.includes('DEP-000025') ? 'DEP-000025' : 'DEP-000026'));
    sharedState().notifyTags([scopeTag('id:DEP-000025')]);

    await expect(callAppApi('DPT_ABOUT_GET', { ID: 'DEP-000025' }, rows)).resolves.toEqual([
      { ABOUT_DESC: 'fetched here for DEP-000025' },
    ]);
    await expect(callAppApi('DPT_ABOUT_GET', { ID: 'DEP-000026' }, rows)).resolves.toEqual([
      { ABOUT_DESC: 'shared for DEP-000026' },
    ]);
    expect(calls.map(({ fields }) => fields.ID)).toEqual(['DEP-000025']);
  });
});

describe('callAppApi with APPAPI_MAX_CONCURRENCY', () => {
  const { backend: limited, logged: limitedLog } = withNockBackend({
    APPAPI_MAX_CONCURRENCY: '2',
    APPAPI_TIMEOUT_MS: '500',
  });

  /** Answers `fn` after `ms`, counting the calls in flight at the backend. */
  function slowBackend(fn: string, ms: number) {
    const seen = { asked: [] as string[], inFlight: 0, most: 0 };
    limited()
      .persist()
      .post(`/AppAPI.asmx/${fn}`)
      .reply(async (_uri, body) => {
        seen.asked.push(formOf(String(body)).ID ?? '');
        seen.inFlight += 1;
        seen.most = Math.max(seen.most, seen.inFlight);
        await new Promise((resolve) => setTimeout(resolve, ms));
        seen.inFlight -= 1;
        return [200, [{ DPT_ID: 'DEP-000001' }]];
      });
    return seen;
  }

  it('keeps at most that many calls in flight; the others wait their turn', async () => {
    const seen = slowBackend('DPT_ABOUT_GET', 60);
    const ids = ['DEP-000001', 'DEP-000002', 'DEP-000003', 'DEP-000004', 'DEP-000005'];
    const outcomes = await Promise.allSettled(
      ids.map((ID) => callAppApi('DPT_ABOUT_GET', { ID }, rows)),
    );
    expect(outcomes.every(({ status }) => status === 'fulfilled')).toBe(true);
    expect(seen.asked.sort()).toEqual(ids);
    expect(seen.most).toBe(2);
  });

  it('lets site-wide calls pass a waiting call for an unknown id, which fails at its deadline without being sent', async () => {
    process.env.APPAPI_MAX_CONCURRENCY = '1';
    const about = slowBackend('DPT_ABOUT_GET', 300);
    limited().post('/AppAPI.asmx/FACULTY_GET').delay(300).reply(200, faculties);

    const first = callAppApi('DPT_ABOUT_GET', { ID: 'DEP-000001' }, rows); // 0–300 ms
    const stranger = callAppApi('DPT_ABOUT_GET', { ID: 'DEP-F3K9Q2ZL' }, rows); // waits; deadline 500 ms
    await new Promise((resolve) => setTimeout(resolve, 250));
    const menus = callAppApi('FACULTY_GET', {}, rows); // waits, then goes first: 300–600 ms

    await expect(first).resolves.toEqual([{ DPT_ID: 'DEP-000001' }]);
    await expect(stranger).rejects.toThrow(/not sent/);
    await expect(menus).resolves.toEqual(faculties);
    expect(about.asked).toEqual(['DEP-000001']);
    expect(limitedLog()).toEqual([
      expect.stringMatching(
        /^API Request failed: DPT_ABOUT_GET: not sent: all 1 upstream slots \(APPAPI_MAX_CONCURRENCY\) stayed busy/,
      ),
    ]);
    // Shedding is this instance's doing, not an outage of the backend.
    expect(backendState().backend).toBe('up');
  });
});

describe('callAppApi from two bundles of one process', () => {
  // Next compiles lib/appapi/client.ts into more than one bundle of a server process (pages and
  // route handlers; instrumentation.ts, which starts the first index walk): two module copies.
  const { backend: limited } = withNockBackend({
    APPAPI_MAX_CONCURRENCY: '2',
    APPAPI_TIMEOUT_MS: '2000',
  });

  function secondCopy(): typeof import('@/lib/appapi/client') {
    let copy: typeof import('@/lib/appapi/client') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof import('@/lib/appapi/client')>('@/lib/appapi/client');
    });
    return copy!;
  }

  it('shares one reply cache: a call made by one copy is not made again by the other', async () => {
    const other = secondCopy();
    expect(other.callAppApi).not.toBe(callAppApi);
    const scope = limited().post('/AppAPI.asmx/FACULTY_GET').once().delay(50).reply(200, faculties);

    const [first, second] = await Promise.all([
      callAppApi('FACULTY_GET', {}, rows),
      other.callAppApi('FACULTY_GET', {}, rows),
    ]);
    expect([first, second]).toEqual([faculties, faculties]);
    await expect(other.callAppApi('FACULTY_GET', {}, rows)).resolves.toEqual(faculties);
    expect(scope.isDone()).toBe(true);
  });

  it('shares APPAPI_MAX_CONCURRENCY and the backend state between the copies', async () => {
    const other = secondCopy();
    const seen = { inFlight: 0, most: 0 };
    limited()
      .persist()
      .post('/AppAPI.asmx/DPT_ABOUT_GET')
      .reply(async () => {
        seen.inFlight += 1;
        seen.most = Math.max(seen.most, seen.inFlight);
        await new Promise((resolve) => setTimeout(resolve, 40));
        seen.inFlight -= 1;
        return [200, [{ DPT_ID: 'DEP-000001' }]];
      });
    const ids = [
      'DEP-000001',
      'DEP-000002',
      'DEP-000003',
      'DEP-000004',
      'DEP-000005',
      'DEP-000006',
    ];
    await Promise.all(
      ids.map((ID, i) =>
        (i % 2 ? other : { callAppApi }).callAppApi('DPT_ABOUT_GET', { ID }, rows),
      ),
    );
    expect(seen.most).toBe(2);
    expect(backendState().backend).toBe('up');

    limited().post('/AppAPI.asmx/CONTACT_GET').reply(503, 'down');
    await expect(other.callAppApi('CONTACT_GET', {}, rows)).rejects.toThrow('503');
    expect(backendState().backend).toBe('down');
  });
});

describe('backendState', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is unknown before any call, up after a success, and down since the first outage failure', async () => {
    expect(backendState()).toEqual({ backend: 'unknown', backendDownSince: null });
    backend().post('/AppAPI.asmx/FACULTY_GET').reply(200, faculties);
    await callAppApi('FACULTY_GET', {}, rows);
    expect(backendState()).toEqual({ backend: 'up', backendDownSince: null });

    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T18:00:00Z'));
    backend().post('/AppAPI.asmx/CONTACT_GET').reply(503, 'down');
    await expect(callAppApi('CONTACT_GET', {}, rows)).rejects.toThrow('503');
    now.mockReturnValue(Date.parse('2026-11-20T18:05:00Z'));
    backend().post('/AppAPI.asmx/HOME_FACT_GET').replyWithError('connect ECONNREFUSED');
    await expect(callAppApi('HOME_FACT_GET', {}, rows)).rejects.toThrow();
    expect(backendState()).toEqual({
      backend: 'down',
      backendDownSince: '2026-11-20T18:00:00.000Z',
    });

    backend().post('/AppAPI.asmx/HOME_CAMPUS_GET').reply(200, []);
    await callAppApi('HOME_CAMPUS_GET', {}, rows);
    expect(backendState()).toEqual({ backend: 'up', backendDownSince: null });
  });

  it('does not call a reply the backend could not parse an outage', async () => {
    backend().post('/AppAPI.asmx/FACULTY_GET').reply(404, 'no such function');
    await expect(callAppApi('FACULTY_GET', {}, rows)).rejects.toThrow('404');
    expect(backendState().backend).toBe('unknown');
  });
});
