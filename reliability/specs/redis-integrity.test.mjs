// Redis is shared with whoever can write to it (issue 16, finding 3): another application under
// its own ACL user, a local user when it has no password. Here "a local user" with write access
// to the Redis the instances share (Debian's redis-server, with a password) overwrites a page
// entry, forges revalidation times and messages, and the production site must serve none of it;
// and `npm run stack` must start its Redis so that a client without the password gets nothing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, RESP_TYPES } from '@redis/client';
import { ROOT, SUITE, suiteEnv } from '../support/config.mjs';
import { get, startSuiteSite } from '../support/site.mjs';
import { alive, freePort, redisCli, startRedis, startStack } from '../support/stack.mjs';
import { requireBuild, startBackend } from '../support/suite.mjs';

/** What the forger puts into the page: a script of its own, marked so that it can be found. */
const INJECTED = '<script>window.forged=1</script>';
const DAY_MS = 24 * 3600 * 1000;

let api;
let redis;
let client;
let build;
const sites = [];

/** A fresh `next start` sharing the test's Redis: nothing in its memory yet. */
async function startInstance(name, env = {}) {
  const port = sites.length === 0 ? SUITE.sitePort : await freePort();
  const site = await startSuiteSite({
    port,
    // A long window: the entries stay fresh for the whole spec, so a hit is a hit.
    env: suiteEnv({ REDIS_URL: redis.url, APPAPI_REVALIDATE_SECONDS: '300', ...env }),
    name,
  });
  sites.push(site);
  // Answering is not yet reading Redis: a request before the instance has connected renders
  // without asking it, and would prove nothing (seen in CI: no entry read, so none refused).
  if (!env.REDIS_URL) {
    await until(
      async () => (await get(`${site.url}/api/health`)).body.includes('"cache":"redis"'),
      `${name} connected to Redis`,
    );
  }
  return site;
}

async function until(check, what, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    assert.ok(Date.now() < deadline, `${what} within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/** The Redis keys of this build under `kust:<build id>:` that match `pattern`. */
async function keys(pattern) {
  const found = [];
  for await (const batch of client.scanIterator({
    MATCH: `kust:${build}:${pattern}`,
    COUNT: 1000,
  })) {
    found.push(...(Array.isArray(batch) ? batch : [batch]).map(String));
  }
  return found;
}

/**
 * `raw` with every occurrence of `needle` replaced by `replacement` (same length), in either
 * encoding v8 keeps a string in (one byte per character, or UTF-16): a forger who knows nothing
 * of the format but where the page's text lies.
 */
function tamper(raw, needle, replacement) {
  assert.equal(replacement.length, needle.length);
  let out = Buffer.from(raw);
  let count = 0;
  for (const encoding of ['latin1', 'utf16le']) {
    const from = Buffer.from(needle, encoding);
    const to = Buffer.from(replacement, encoding);
    for (let at = out.indexOf(from); at !== -1; at = out.indexOf(from, at + to.length)) {
      to.copy(out, at);
      count += 1;
    }
  }
  assert.ok(count > 0, `the page's text ${JSON.stringify(needle)} is in the Redis entry`);
  return out;
}

before(async () => {
  requireBuild();
  build = readFileSync(`${ROOT}${SUITE.distDir}/BUILD_ID`, 'utf8').trim();
  api = await startBackend();
  redis = startRedis(await freePort());
  await redis.ready();
  // The forger's own connection, with write access to the Redis.
  client = createClient({ url: redis.url }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  await client.connect();
});

after(async () => {
  client?.destroy();
  for (const site of sites) await site.stop();
  await redis?.stop();
  await api?.stop();
});

describe('Redis shared by the instances', () => {
  it('never serves a page entry the instances did not write: a forged one is a miss, rendered afresh, and logged', async () => {
    const path = '/DptHome?id=DEP-000007';
    const a = await startInstance('redis-a');
    const genuine = await get(`${a.url}${path}`);
    assert.equal(genuine.status, 200);
    const heading = genuine.body.match(/<h1\b[^>]*>[^<]*<\/h1>/)?.[0];
    assert.ok(heading && heading.length >= INJECTED.length, `a heading to overwrite: ${heading}`);

    // The page's entry (not the replies it was built from), once the instance has written it.
    const [key] = await until(
      async () => (await keys('*DEP-000007*DptHome*')).filter((name) => !name.includes(':reply:')),
      'the page written to Redis',
    );
    assert.ok(key);
    const raw = await client.get(key);
    await client.set(key, tamper(raw, heading, INJECTED.padEnd(heading.length, ' ')), {
      KEEPTTL: true,
    });

    // Another instance, which has no copy of its own in memory.
    const b = await startInstance('redis-b');
    const mark = b.mark();
    const served = await get(`${b.url}${path}`);
    assert.equal(served.status, 200);
    assert.ok(!served.body.includes(INJECTED), 'the forged script was served');
    assert.ok(served.body.includes(heading), 'the page was rendered afresh, with its heading');
    const logged = b
      .logSince(mark)
      .split('\n')
      .filter((line) => line.startsWith('Page cache: '));
    assert.ok(
      logged.some((line) => line.includes(JSON.stringify(key))),
      `the instance logged the entry it refused:\n${b.logSince(mark).slice(-2000)}`,
    );
    // Logged once, however often it is asked for (the fresh render replaced it meanwhile anyway).
    await Promise.all(Array.from({ length: 5 }, () => get(`${b.url}${path}`)));
    assert.equal(
      b
        .log()
        .split('\n')
        .filter((line) => line.startsWith('Page cache: ') && line.includes(JSON.stringify(key)))
        .length,
      1,
    );
    // The first instance never served it either (it keeps its own copy while that is fresh).
    assert.ok(!(await get(`${a.url}${path}`)).body.includes(INJECTED));
    await b.stop();
    sites.splice(sites.indexOf(b), 1);
  });

  it('ignores revalidation times and messages the instances did not write: pages keep hitting, nothing is stuck missing', async () => {
    const path = '/Programs?id=DEP-000007';
    const [a] = sites;
    assert.equal((await get(`${a.url}${path}`)).status, 200);
    const [key] = await until(
      async () => (await keys('*DEP-000007*Programs*')).filter((name) => !name.includes(':reply:')),
      'the page written to Redis',
    );
    // The page's cache tags, as stored with it (a forger reads them off the entry's bytes).
    const tags = [
      ...new Set(
        (await client.get(key)).toString('latin1').match(/_N_T_\/[^,\s\u0000-\u001f"]*/g) ?? [],
      ),
    ];
    assert.ok(tags.length > 0, 'the entry names its tags');

    const future = Date.now() + 7 * DAY_MS;
    const hash = `kust:${build}:tags`;
    const markA = a.mark();
    await client.hSet(hash, Object.fromEntries(tags.map((tag) => [tag, String(future)])));
    await client.publish(hash, JSON.stringify({ tags, at: future }));
    // Also a message shaped as a signed one, with a signature that is not.
    await client.publish(hash, JSON.stringify({ tags, at: future, mac: 'ab'.repeat(32) }));
    await sleep(500);

    // A fresh instance reads the tags hash as it connects; the running one got the messages.
    const c = await startInstance('redis-c');
    for (const site of [a, c]) {
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await get(`${site.url}${path}`));
      assert.ok(answers.every(({ status }) => status === 200));
      const caches = answers.map((answer) => answer.headers.get('x-nextjs-cache'));
      assert.deepEqual(caches.slice(1), ['HIT', 'HIT'], `${site.url}: ${caches}`);
    }
    const logA = a.logSince(markA);
    assert.match(
      logA,
      /^Page cache: ignored a tag revalidation message on "kust:[^"]+:tags": (wrong shape|bad signature)$/m,
    );
    assert.match(
      c.log(),
      /^Page cache: ignored the revalidation time of tag "_N_T_\/[^"]*" in "kust:[^"]+:tags": not a signed time$/m,
    );
  });

  it('warns once at start when REDIS_URL has no password (and Redis, having one, refuses that instance)', async () => {
    const [a] = sites;
    assert.doesNotMatch(a.log(), /carries no password/);
    const open = await startInstance('redis-open', {
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    });
    await get(`${open.url}/AboutUs`);
    await sleep(500);
    assert.equal(
      open.log().match(/^Page cache: REDIS_URL carries no password/gm)?.length,
      1,
      open.log().slice(-2000),
    );
    assert.equal(JSON.parse((await get(`${open.url}/api/health`)).body).cache, 'memory');
  });
});

describe('npm run stack', () => {
  it('starts Redis with a password of its own: a client without it gets NOAUTH, the instances have it, nothing prints it', async () => {
    for (const site of sites.splice(0)) await site.stop();
    const stack = await startStack({
      ...suiteEnv({ APPAPI_REVALIDATE_SECONDS: '300' }),
      REDIS_URL: '',
      PORT: String(await freePort()),
      STACK_INSTANCES: '1',
      STACK_RESTART: 'off',
    });
    try {
      assert.ok(stack.redis, 'the stack started its own Redis');
      const port = Number(new URL(stack.redis.url).port);
      for (const command of [['ping'], ['set', `kust:${build}:/forged`, 'x'], ['keys', '*']]) {
        const answer = redisCli(port, command);
        assert.match(`${answer.stdout}${answer.stderr}`, /NOAUTH/, command.join(' '));
      }
      // The instance was given the password, and uses it.
      const [instance] = stack.instances;
      await until(
        async () => JSON.parse((await get(`${instance.url}/api/health`)).body).cache === 'redis',
        'the instance sharing its cache through Redis',
      );
      const environ = readFileSync(`/proc/${instance.pid}/environ`, 'utf8').split('\0');
      const url =
        environ.find((line) => line.startsWith('REDIS_URL='))?.slice('REDIS_URL='.length) ?? '';
      const password = decodeURIComponent(new URL(url).password);
      assert.match(password, /^[0-9a-f]{64}$/);
      assert.equal(redisCli(port, ['ping'], { password }).stdout.trim(), 'PONG');
      // Neither the stack's lines nor Redis's command line show it.
      assert.equal(stack.redis.url, `redis://:********@127.0.0.1:${port}`);
      assert.ok(!stack.rawLog().includes(password), 'the password is in the stack output');
      assert.ok(alive(stack.redis.pid));
      assert.ok(
        !readFileSync(`/proc/${stack.redis.pid}/cmdline`, 'utf8').includes(password),
        'the password is on a command line',
      );
      assert.doesNotMatch(stack.log(), /carries no password/);
    } finally {
      await stack.stop();
    }
  });
});
