import { after, before, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { get, mapLimit } from '../support/site.mjs';
import { freePort, startRedis, startStack } from '../support/stack.mjs';
import { requireBuild, startBackend } from '../support/suite.mjs';
import { suiteEnv } from '../support/config.mjs';
let api, redis, stack;
before(async () => {
  requireBuild();
  api = await startBackend();
  redis = startRedis(await freePort());
  await redis.ready();
  stack = await startStack({ ...suiteEnv({ APPAPI_REVALIDATE_SECONDS: '300' }), REDIS_URL: redis.url, PORT: String(await freePort()),
    STACK_INSTANCES: '2', EDGE_CACHE_SECONDS: '2', EDGE_MISS_RATE: '100000', EDGE_MISS_BURST: '100000' });
});
after(async () => { await stack?.stop(); await redis?.stop(); await api?.stop(); });
let n = 0;
it('kill loop', async () => {
  for (let round = 0; round < 24; round += 1) {
    // both up?
    for (let a = 0; a < 100; a++) { const ok = await Promise.all(stack.instances.map((i) => get(`${i.url}/api/health`).then((r) => r.status === 200, () => false))); if (ok.every(Boolean) && stack.instances.length === 2) break; await sleep(200); }
    await sleep(3000 + (round % 6) * 500);
    const victim = stack.instances[round % 2];
    const mark = stack.log().length;
    const results = [];
    const deadline = Date.now() + 4000;
    const load = mapLimit(Array.from({ length: 20 }), 20, async () => {
      while (Date.now() < deadline) { n += 1; try { const r = await get(`${stack.edgeUrl}/AboutUs?kill=${n}`, { timeoutMs: 10000 }); results.push(r.status); } catch (e) { results.push(String(e)); } }
    });
    await sleep(1500);
    process.kill(victim.pid, 'SIGKILL');
    await load;
    const port = new URL(victim.url).port;
    const lines = stack.log().slice(mark).split('\n').filter((l) => l.startsWith('[nginx]') || l.startsWith('[stack]'));
    const failed = results.filter((s) => s !== 200);
    console.log(`round ${round}: ${results.length} req, ${failed.length} failed; victim ${port}; ${lines.length} lines`);
    if (failed.length) for (const l of lines.filter((l) => !l.includes(`:${port}`)).slice(0, 10)) console.log('   ', l.slice(0, 300));
    await sleep(2500);
  }
});
