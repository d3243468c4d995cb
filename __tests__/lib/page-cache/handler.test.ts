/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { deriveKey, signTagTime } from '@/lib/page-cache/integrity.mjs';
import { sharedState } from '@/lib/page-cache/handler-state.mjs';

// The cache handler with a stand-in for @redis/client: what it tells the app (the upstream
// replies' cache) when it connects to Redis, or connects again after an outage.

const REDIS_URL = 'redis://:instances-secret@127.0.0.1:6379';
const TAGS_KEY = 'kust:development:tags'; // a build folder without BUILD_ID: the build id is 'development'
const mockTagsHash: Record<string, string> = {};
const mockClients: EventEmitter[] = [];

jest.mock('@redis/client', () => {
  class MockRedisClient
    extends (jest.requireActual('node:events') as typeof import('node:events')).EventEmitter
  {
    isReady = false;
    withTypeMapping() {
      return this;
    }
    async connect() {
      this.isReady = true;
      setImmediate(() => this.emit('ready'));
    }
    async subscribe() {}
    async hGetAll() {
      return { ...mockTagsHash };
    }
  }
  return {
    RESP_TYPES: { BLOB_STRING: 36 },
    createClient: () => {
      const client = new MockRedisClient();
      mockClients.push(client);
      return client;
    },
  };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const signed = (tag: string, at: number) =>
  signTagTime(deriveKey(REDIS_URL, 'development'), TAGS_KEY, tag, at);

it('tells the app of the revalidations Redis holds, with when each was made: at start, and on coming back only those it missed', async () => {
  process.env.REDIS_URL = REDIS_URL;
  const scope = 'appapi-scope:id:DEP-000025';
  const refreshedAt = Date.now() - 60_000;
  mockTagsHash[scope] = signed(scope, refreshedAt);
  mockTagsHash['appapi-scope:site'] = 'not signed by an instance';
  const heard: [string[], number][] = [];
  sharedState().tagListeners.add((tags, at) => heard.push([tags, at]));
  jest.spyOn(console, 'error').mockImplementation(() => {});

  const { default: PageCacheHandler } = await import('@/lib/page-cache/handler.mjs');
  new PageCacheHandler({ serverDistDir: '/srv/site/.next-dev/server' });
  await settle();
  // Once, with the time it was made (not now): replies fetched after it stay fresh.
  expect(heard).toEqual([[[scope], refreshedAt]]);

  // Redis goes away; meanwhile another instance refreshes the site-wide replies; Redis is back.
  const [commands] = mockClients;
  heard.length = 0;
  const missedAt = Date.now() - 1000;
  mockTagsHash['appapi-scope:site'] = signed('appapi-scope:site', missedAt);
  commands?.emit('ready');
  await settle();
  expect(heard).toEqual([[['appapi-scope:site'], missedAt]]);
});
