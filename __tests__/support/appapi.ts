import nock from 'nock';
import { logger } from '@/lib/ops/log.mjs';

// Shared set-up for tests that stand in for the upstream backend with nock.

export const TEST_ORIGIN = 'http://appapi.test';
export const TEST_KEY = 'test-secret-key-8f3a';

/** Points the data layer at a nock-controlled backend and silences (but records) its logs. */
export function withNockBackend(env: Record<string, string> = {}) {
  const saved = { ...process.env };
  let spies: jest.SpyInstance[] = [];
  let errors: string[] = [];

  beforeAll(() => {
    nock.disableNetConnect();
  });
  beforeEach(async () => {
    Object.assign(process.env, {
      APPAPI_URL: TEST_ORIGIN,
      APPAPI_KEY: TEST_KEY,
      APPAPI_TIMEOUT_MS: '500',
      APPAPI_REVALIDATE_SECONDS: '300',
      ...env,
    });
    const { clearAppApiCache } = await import('@/lib/appapi/client');
    clearAppApiCache();
    // The data layer logs through the process's JSON logger (lib/ops/log.mjs), the rest through
    // console (JSON too, in a server): errors are recorded here, in order, successful calls silenced.
    errors = [];
    spies = [
      jest
        .spyOn(logger(), 'error')
        .mockImplementation(
          ((...args: unknown[]) => void errors.push(String(args.at(-1)))) as never,
        ),
      jest.spyOn(logger(), 'info').mockImplementation((() => {}) as never),
      jest.spyOn(logger(), 'debug').mockImplementation((() => {}) as never),
      jest
        .spyOn(console, 'error')
        .mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' '))),
    ];
  });
  afterEach(() => {
    nock.abortPendingRequests();
    nock.cleanAll();
    for (const spy of spies) spy.mockRestore();
    process.env = { ...saved };
  });
  afterAll(() => {
    nock.enableNetConnect();
  });

  return {
    /** The backend's AppAPI endpoint, for nock expectations. */
    backend: () => nock(TEST_ORIGIN),
    /** The message of every error logged since the test began (the fields aside). */
    logged: (): string[] => [...errors],
  };
}

/** A form body as an object, for exact body assertions. */
export function formOf(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

export type BackendReplies = Partial<
  Record<string, unknown | ((fields: Record<string, string>) => unknown)>
>;

/**
 * Answers each listed function with its reply (or a function of the call's fields) and every
 * other function with HTTP 500, for as many calls as the test makes. Returns the calls made.
 */
export function stubBackend(replies: BackendReplies) {
  const calls: { fn: string; fields: Record<string, string> }[] = [];
  nock(TEST_ORIGIN)
    .persist()
    .post(/\/AppAPI\.asmx\/\w+$/)
    .reply((uri, body) => {
      const fn = uri.split('/').pop() as string;
      const fields = formOf(String(body));
      calls.push({ fn, fields });
      if (!(fn in replies)) return [500, 'Internal Server Error'];
      const reply = replies[fn];
      return [200, typeof reply === 'function' ? reply(fields) : reply] as [number, nock.Body];
    });
  return calls;
}
