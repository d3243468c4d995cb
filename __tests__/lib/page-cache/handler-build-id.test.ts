/** @jest-environment node */
import { sharedState } from '@/lib/page-cache/handler-state.mjs';

// Next names the build's server folder to the handler (lib/next-internals/README.md, "Cache
// handler context"); the build id beside it keys Redis. Without it the handler shares nothing.

const created: unknown[] = [];
jest.mock('@redis/client', () => ({
  RESP_TYPES: { BLOB_STRING: 36 },
  createClient: () => {
    created.push(1);
    throw new Error('no Redis client may be made');
  },
}));

it('keeps its pages in the process, and says so once, when Next names no build folder', async () => {
  process.env.REDIS_URL = 'redis://:instances-secret@127.0.0.1:6379';
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { default: PageCacheHandler } = await import('@/lib/page-cache/handler.mjs');
  new PageCacheHandler({});
  new PageCacheHandler({});
  expect(created).toEqual([]);
  expect(sharedState().cache).toBe('memory');
  expect(errors.mock.calls.map(([message]) => message)).toEqual([
    expect.stringMatching(
      /^REDIS_URL is set, but Next named no build folder to the page cache \(serverDistDir/,
    ),
  ]);
  delete process.env.REDIS_URL;
});
