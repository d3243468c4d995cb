/** @jest-environment node */
import PageCacheHandler from '@/lib/page-cache/handler.mjs';

// What the page cache keeps of a route handler's answers (issue 34, N11, N12): a 200 (a sitemap
// part, a preview image), never a 404 or a redirect, which any made-up path would get, one entry
// each. Without REDIS_URL: the same rule decides what goes to Redis.

const route = (status: number, path: string) => ({
  kind: 'APP_ROUTE',
  status,
  body: Buffer.from(status === 200 ? 'PNG' : ''),
  headers: status === 307 ? { location: '/og/en/home.png' } : {},
  path,
});
const ctx = { cacheControl: { revalidate: 300, expire: 604800 } };

describe('the page cache and route answers', () => {
  const cache = new PageCacheHandler({});

  it.each([
    [404, '/sitemaps/140535974.xml'],
    [404, '/og/xx/home.png'],
    [307, '/og/en/DptHome/DEP-MADEUP1.png'],
  ])('keeps no %i answer (%s)', async (status, key) => {
    await cache.set(key, route(status, key), ctx);
    expect(await cache.get(key, {})).toBeNull();
  });

  it('keeps a 200, and drops it when the path answers otherwise later', async () => {
    const key = '/og/en/DptHome/DEP-000001.png';
    await cache.set(key, route(200, key), ctx);
    expect(((await cache.get(key, {})) as { value?: unknown } | null)?.value).toMatchObject({
      kind: 'APP_ROUTE',
      status: 200,
    });
    await cache.set(key, route(307, key), ctx);
    expect(await cache.get(key, {})).toBeNull();
  });
});
