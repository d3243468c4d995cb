// docs/deploy.md's "On your own servers", followed: the bundle `npm run build` wrote
// (<distDir>/standalone, scripts/bundle.mjs) copied whole to a release folder outside the
// repository, linked from /srv/kust-site as on a server; Redis started from deploy/redis/kust.conf with its requirepass
// filled in as the recipe's sed does; two instances started as deploy/systemd/kust-site@.service
// starts them (its WorkingDirectory, Environment and ExecStart with %i, and the variables of
// kust-site.env.example filled in, nothing else inherited, as systemd gives a service); the edge
// rendered by the recipe's render.mjs command from the bundle's copy, on Debian's nginx. Checks:
// - the bundle is small, self-contained (no link out of it) and needs nothing of the checkout;
// - every kind of answer through the edge: pages in both languages, their scripts, the service
//   worker, an optimised image, the feed, health;
// - the instances share Redis (a page one rendered is a Redis hit on the other), log JSON lines
//   only, and write nothing outside the bundle's .next (the unit's ReadWritePaths).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { waitForHttp } from '../../e2e/support/server.mjs';
import { DEMO_KEY, ROOT, SUITE } from '../support/config.mjs';
import { assertCanonicalRedirects } from '../support/canonical-redirects.mjs';
import {
  assertInternalHeadersIgnored,
  assertRepeatedRouterHeadersKeyed,
} from '../support/internal-headers.mjs';
import { assertMissingPagesAnswered, upgradeClosesWithin } from '../support/missing-pages.mjs';
import { logRecords, sampleOf, scrape } from '../support/ops.mjs';
import { registerGroup, stopGroup } from '../support/processes.mjs';
import { get } from '../support/site.mjs';
import { freePort, redisCli } from '../support/stack.mjs';
import { requireBuild, startBackend } from '../support/suite.mjs';

/** The most the deployable bundle may weigh (66 MB when measured; `npm ci --omit=dev` alone is 450 MB). */
const BUNDLE_BUDGET_MB = 100;
/** Where the recipe puts the bundle on a server; the unit names it. */
const SERVER_DIR = '/srv/kust-site';

let work;
let site;
let api;
let redis;
let edge;
const instances = [];
let before_;

/** Every file under `dir` (relative path → size and modification time); links as links. */
function listing(dir) {
  const files = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    const info = lstatSync(path);
    if (!info.isDirectory()) files.set(relative(dir, path), `${info.size}:${info.mtimeMs}`);
  }
  return files;
}

/** `KEY=VALUE` lines of a systemd environment file or `Environment=` line. */
function assignments(text) {
  return Object.fromEntries(
    text
      .split(/\s+|\n/)
      .map((word) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word))
      .filter(Boolean)
      .map((match) => [match[1], match[2]]),
  );
}

/** The [Service] settings of the unit: one value per key, `Environment` lines joined. */
function unitSettings(text) {
  const settings = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (!match) continue;
    settings[match[1]] =
      settings[match[1]] && match[1] === 'Environment'
        ? `${settings[match[1]]} ${match[2]}`
        : match[2];
  }
  return settings;
}

/** A process of the test's own, its output kept. */
function startProcess(command, args, options) {
  const child = spawn(command, args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  registerGroup(child.pid);
  const output = [];
  child.stdout.setEncoding('utf8').on('data', (chunk) => output.push(chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => output.push(chunk));
  return { child, output, text: () => output.join(''), stop: () => stopGroup(child.pid) };
}

before(async () => {
  requireBuild();
  const bundle = join(ROOT, SUITE.distDir, 'standalone');
  assert.ok(
    existsSync(join(bundle, 'scripts/standalone-server.mjs')),
    `no bundle in ${bundle}: npm run build writes it`,
  );
  work = mkdtempSync(join(tmpdir(), 'own-server-'));
  // As /srv on a server: readable by nginx's user, which serves its own pages from the bundle.
  chmodSync(work, 0o755);
  // The server's filesystem: the bundle copied whole (as `rsync -a` would), far from the checkout,
  // into a release folder that /srv/kust-site links to.
  site = join(
    work,
    'srv/kust-releases',
    readFileSync(join(bundle, SUITE.distDir, 'BUILD_ID'), 'utf8').trim(),
  );
  mkdirSync(site, { recursive: true });
  cpSync(bundle, site, { recursive: true, verbatimSymlinks: true });
  symlinkSync(site, join(work, SERVER_DIR));
  api = await startBackend();

  // Redis, as the recipe installs it: kust.conf with a password filled in.
  const password = randomBytes(32).toString('hex');
  const redisPort = await freePort();
  const redisDir = join(work, 'redis');
  mkdirSync(redisDir, { mode: 0o700 });
  const conf = readFileSync(join(site, 'deploy/redis/kust.conf'), 'utf8').replace(
    /^requirepass$/m,
    `requirepass ${password}`,
  );
  assert.match(
    conf,
    new RegExp(`^requirepass ${password}$`, 'm'),
    'kust.conf keeps the line the recipe fills in',
  );
  writeFileSync(join(redisDir, 'kust.conf'), conf, { mode: 0o600 });
  // Only the port and the folder differ from the server (6379 and Redis's own folder).
  redis = startProcess(
    'redis-server',
    [join(redisDir, 'kust.conf'), '--port', String(redisPort), '--dir', redisDir],
    {},
  );
  for (let i = 0; redisCli(redisPort, ['ping'], { password }).stdout.trim() !== 'PONG'; i += 1) {
    assert.ok(i < 100, `redis-server did not answer:\n${redis.text()}`);
    await sleep(100);
  }

  const edgePort = await freePort();
  const ports = [await freePort(), await freePort()];
  // /etc/kust-site.env: the example, filled in.
  const example = assignments(
    readFileSync(join(site, 'deploy/systemd/kust-site.env.example'), 'utf8').replace(/^#.*$/gm, ''),
  );
  const filled = {
    ...example,
    APPAPI_URL: api.url,
    APPAPI_KEY: DEMO_KEY,
    SITE_URL: `http://127.0.0.1:${edgePort}`,
    REDIS_URL: example.REDIS_URL.replace('PASSWORD', password).replace(':6379', `:${redisPort}`),
    REVALIDATE_SECRET: randomBytes(32).toString('hex'),
  };
  assert.notEqual(
    filled.REDIS_URL,
    example.REDIS_URL,
    'the example’s REDIS_URL has the PASSWORD the recipe fills in',
  );

  // The unit: where it runs, with what environment, and what it starts.
  const unit = unitSettings(readFileSync(join(site, 'deploy/systemd/kust-site@.service'), 'utf8'));
  assert.equal(unit.WorkingDirectory, SERVER_DIR);
  assert.equal(unit.ReadWritePaths, `${SERVER_DIR}/.next`);
  const [node, ...args] = unit.ExecStart.split(/\s+/);
  assert.equal(node, '/usr/bin/node', 'the unit starts Node itself, no npm');
  // systemd gives a service PATH and little else; here Node is wherever this test's Node is.
  // NEXT_DIST_DIR: the one addition, as the suite's build folder is not .next.
  const env = {
    PATH: process.env.PATH,
    LANG: 'C.UTF-8',
    ...filled,
    ...assignments(unit.Environment),
    NEXT_DIST_DIR: SUITE.distDir,
  };
  // What the instances write, from their start on, must stay within the build folder.
  before_ = listing(site);
  for (const [index, port] of ports.entries()) {
    const instance = startProcess(
      process.execPath,
      args.map((arg) => arg.replaceAll('%i', String(port))),
      {
        cwd: join(work, unit.WorkingDirectory),
        env,
      },
    );
    instances.push({ ...instance, url: `http://127.0.0.1:${port}`, index });
  }
  for (const instance of instances) {
    await waitForHttp(`${instance.url}/api/health`, 60_000).catch((error) => {
      throw new Error(
        `${error.message}; instance ${instance.index} wrote:\n${instance.text().slice(-3000)}`,
      );
    });
  }

  // The edge: the recipe's command, from the bundle's copy of render.mjs.
  const nginxDir = join(work, 'nginx');
  for (const sub of [
    'cache',
    'temp/body',
    'temp/proxy',
    'temp/fastcgi',
    'temp/uwsgi',
    'temp/scgi',
    'logs',
  ])
    mkdirSync(join(nginxDir, sub), { recursive: true });
  const rendered = spawnSync(
    process.execPath,
    [
      join(site, 'deploy/nginx/render.mjs'),
      '--listen',
      `127.0.0.1:${edgePort}`,
      '--compressor-listen',
      `127.0.0.1:${await freePort()}`,
      ...ports.flatMap((port) => ['--upstream', `127.0.0.1:${port}`]),
      '--cache-dir',
      join(nginxDir, 'cache'),
      '--access-log',
      join(nginxDir, 'logs/access.log'),
    ],
    { encoding: 'utf8' },
  );
  assert.equal(rendered.status, 0, rendered.stderr);
  writeFileSync(join(nginxDir, 'kust.conf'), rendered.stdout);
  const { renderMainConf } = await import(join(site, 'deploy/nginx/render.mjs'));
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    renderMainConf({
      dir: nginxDir,
      siteConf: join(nginxDir, 'kust.conf'),
      user: asRoot ? 'www-data' : undefined,
    }),
  );
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'www-data'], { encoding: 'utf8' }).stdout);
    const gid = Number(spawnSync('id', ['-g', 'www-data'], { encoding: 'utf8' }).stdout);
    for (const entry of readdirSync(nginxDir, { recursive: true }))
      chownSync(join(nginxDir, entry), uid, gid);
    chownSync(nginxDir, uid, gid);
  }
  const nginxBinary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  edge = startProcess(
    nginxBinary,
    ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'],
    {},
  );
  edge.url = `http://127.0.0.1:${edgePort}`;
  await waitForHttp(`${edge.url}/api/health`, 30_000);
});

after(async () => {
  await edge?.stop();
  for (const instance of instances) await instance.stop();
  await redis?.stop();
  await api?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the deployable bundle', () => {
  it(`is under ${BUNDLE_BUDGET_MB} MB and holds no link out of itself`, () => {
    let bytes = 0;
    let files = 0;
    for (const entry of readdirSync(site, { withFileTypes: true, recursive: true })) {
      const path = join(entry.parentPath, entry.name);
      if (entry.isSymbolicLink()) {
        const target = resolve(entry.parentPath, readlinkSync(path));
        assert.ok(
          target.startsWith(`${site}/`),
          `${relative(site, path)} points out of the bundle, to ${target}`,
        );
      } else if (entry.isFile()) {
        files += 1;
        bytes += statSync(path).size;
      }
    }
    // One build, its own: no other build folder of the checkout (nor a copy of its bundle) traced in.
    const builds = readdirSync(site).filter((name) => existsSync(join(site, name, 'BUILD_ID')));
    assert.deepEqual(builds, [SUITE.distDir]);
    assert.ok(!existsSync(join(site, SUITE.distDir, 'standalone')), 'no bundle inside the bundle');
    console.log(`own-server: the bundle holds ${files} files, ${(bytes / 1e6).toFixed(1)} MB`);
    assert.ok(bytes < BUNDLE_BUDGET_MB * 1e6, `${(bytes / 1e6).toFixed(1)} MB`);
    assert.ok(
      relative(ROOT, site).startsWith('../'),
      'the copy is outside the checkout, so nothing of the checkout is found from it',
    );
  });
});

describe('through the edge, the site served by the unit’s instances', () => {
  it('serves pages in both languages with their scripts, the worker, an optimised image, the feed and health', async () => {
    const page = await get(`${edge.url}/AdmHome?id=DEP-000025`);
    assert.equal(page.status, 200, page.body.slice(0, 500));
    assert.match(
      page.body,
      /Office of Research, Innovation &amp; Commercialization/,
      'the office page, from the backend',
    );
    const urdu = await get(`${edge.url}/ur/AdmHome?id=DEP-000025`);
    assert.equal(urdu.status, 200);
    // The link editors shared before (issue 26: one URL per page) still leads there, through the
    // edge too: 307, since the backend may move it back (issue 34, N14).
    for (let i = 0; i < 2; i += 1) {
      const shared = await get(`${edge.url}/ur/DptHome?id=DEP-000025`);
      assert.equal(shared.status, 307);
      assert.equal(shared.headers.get('location'), '/ur/AdmHome?id=DEP-000025');
    }
    assert.match(urdu.body, /<html[^>]* dir="rtl"/);
    const scripts = [...page.body.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+)"/g)].map(
      (match) => match[1],
    );
    assert.ok(scripts.length > 0, 'the page names its scripts');
    for (const script of scripts)
      assert.equal((await get(`${edge.url}${script}`)).status, 200, script);
    const worker = await get(`${edge.url}/sw.js`);
    assert.equal(worker.status, 200);
    assert.match(worker.body, /offline/);
    const image = await fetch(`${edge.url}/_next/image?url=%2Ficons%2Ficon-192.png&w=128&q=75`, {
      headers: { Accept: 'image/avif,image/webp' },
    });
    assert.equal(image.status, 200, 'sharp is in the bundle');
    assert.match(image.headers.get('content-type') ?? '', /^image\/(avif|webp)$/);
    // Each language's news feed (issue 36), in its language, its items on its own news page.
    for (const [path, language, page] of [
      ['/feed.xml', 'en-GB', '/NewsEvents'],
      ['/ur/feed.xml', 'ur-PK', '/ur/NewsEvents'],
      ['/sd/feed.xml', 'sd-PK', '/sd/NewsEvents'],
    ]) {
      const feed = await get(`${edge.url}${path}`);
      assert.equal(feed.status, 200, path);
      assert.match(feed.headers.get('content-type') ?? '', /^application\/rss\+xml/, path);
      assert.match(feed.body, /<rss[\s>]/, path);
      assert.ok(
        feed.body.includes(`<language>${language}</language>`),
        `${path}: <language>${language}`,
      );
      const links = [...feed.body.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map(
        ([, link]) => new URL(link),
      );
      assert.ok(
        links.length > 0 && links.every((link) => link.pathname === page && link.hash),
        `${path}: items on ${page}`,
      );
    }
    const health = JSON.parse((await get(`${edge.url}/api/health`)).body);
    assert.equal(health.status, 'ok');
    assert.equal(health.cache, 'redis', 'REDIS_URL from the environment file');
    assert.equal(
      health.build,
      readFileSync(join(site, SUITE.distDir, 'BUILD_ID'), 'utf8').trim(),
      'the bundle’s build',
    );
  });

  it('answers missing pages with a quick 404 through the edge and from the unit’s instances; an Upgrade is closed at once (issue 29, N1)', async () => {
    const bases = instances.map(({ url }) => url);
    const logText = () => instances.map((instance) => instance.text()).join('\n');
    await assertMissingPagesAnswered(edge.url, { instances: bases, logText });
    await assertMissingPagesAnswered(bases[1], { instances: bases, logText });
    for (const url of bases) {
      const { hostname, port } = new URL(url);
      assert.ok(
        (await upgradeClosesWithin(hostname, Number(port), '/no-such-page')) < 1000,
        `${url}: an Upgrade stayed open`,
      );
    }
  });

  it('redirects every wrong-case link to its canonical path, relative, through the edge and from the unit’s instances (issue 34, N10)', async () => {
    await assertCanonicalRedirects(edge.url);
    for (const { url } of instances) await assertCanonicalRedirects(url);
  });

  it('serves every visitor the page after requests with Next’s internal headers or repeated router headers (issue 49, N17, N18)', async () => {
    await assertInternalHeadersIgnored(edge.url);
    await assertRepeatedRouterHeadersKeyed(edge.url);
  });

  it('shares the page cache through Redis: a page one instance rendered is a Redis hit on the other', async () => {
    const path = `/Programs?id=DEP-000003`;
    const [first, second] = instances;
    assert.equal((await get(`${first.url}${path}`)).status, 200);
    const hits = async () =>
      sampleOf(
        await scrape(second.url),
        'site_page_cache_lookups_total{result="hit",source="redis"}',
      ) ?? 0;
    const before = await hits();
    assert.equal((await get(`${second.url}${path}`)).status, 200);
    assert.ok((await hits()) > before, 'the second instance read the first one’s page from Redis');
    assert.equal(sampleOf(await scrape(second.url), 'site_redis_up{use="page-cache"}'), 1);
  });

  it('logs one JSON object a line, and writes nothing outside the bundle’s .next', () => {
    for (const instance of instances) {
      const records = logRecords(instance.text());
      assert.ok(records.length > 0);
      const raw = records.filter((line) => !line.record);
      assert.deepEqual(raw, [], `instance ${instance.index} wrote lines that are not JSON`);
      assert.ok(!instance.text().includes(DEMO_KEY), 'the key is never logged');
    }
    const now = listing(site);
    const changed = [...new Set([...before_.keys(), ...now.keys()])].filter(
      (path) => before_.get(path) !== now.get(path),
    );
    // The unit's .next is the build folder: the suite's build has its own name for it.
    const outside = changed.filter((path) => !path.startsWith(`${SUITE.distDir}/`));
    assert.deepEqual(
      outside,
      [],
      'files the instances wrote outside .next (the unit allows only that)',
    );
  });
});
