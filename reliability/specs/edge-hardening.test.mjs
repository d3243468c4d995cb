// The edge as an operator installs it (docs/deploy.md, "On your own servers"): Debian's nginx with
// Debian's own /etc/nginx copied into a temporary prefix (nginx.conf and its includes, conf.d/,
// sites-enabled/default in place), only the paths, the user and the port changed so that it runs
// here, and the site's file rendered by the recipe's command into conf.d/, in front of a small
// server that stands in for the instances. What it checks:
// - the site is served for its names, over IPv4 and IPv6, not nginx's welcome page (beside
//   Debian's default site, which keeps every other name);
// - the compressing hop listens on loopback only (render.mjs refuses anything else), trusts
//   X-Real-IP only from the edge's own address and counts every request, with or without it;
// - no nginx version in any answer; nginx's own answers (404, 429, 502, 504) are pages in the
//   site's look with the site's security headers;
// - /api/health through the edge answers loopback and private addresses only, 404 to the rest;
// - the per-address limit takes an IPv4 client by its address and an IPv6 client by its /64.
// A second address is made to look like a client elsewhere the way an operator's load balancer
// does: conf.d/test-balancer.conf trusts X-Forwarded-For from 127.0.0.3 (set_real_ip_from, as
// docs/reliability.md, "Under a flood", tells operators behind one), so that the edge sees whatever address the test names there.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { renderSiteConf } from '../../deploy/nginx/render.mjs';
import {
  NEXT_INTERNAL_REQUEST_HEADERS,
  ROUTER_HEADERS,
} from '../../lib/next-internals/request-headers.mjs';
import { ROOT } from '../support/config.mjs';
import { registerGroup, stopGroup } from '../support/processes.mjs';
import { openConnections, rawConnection } from '../support/raw-http.mjs';
import { freePort } from '../support/stack.mjs';

const NAMES = ['www.example.edu.pk', 'example.edu.pk'];
const SITE_TITLE = 'Stand-in for the site';
const BUILD = 'stand-in-build-7f3a';
/** The limit the site's file is rendered with here: small, so that a few requests show it. */
const RATE = 1;
const BURST = 8;
/** Connections answered at once for one client (100 as shipped): small, so that a few show it. */
const CONN_LIMIT = 4;
/** Within a second at most the first request, the burst and one refill pass. */
const MAX_PASSED = BURST + 2;
/** The hop waits this long for an instance here (30 s as shipped), so that a 504 comes soon. */
const READ_TIMEOUT = '2s';
const BALANCER = '127.0.0.3';
/** What nginx's own pages must carry (the site's headers; a CSP for a page with inline style only). */
const OWN_PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cache-control': 'no-store',
};
const UNIVERSITY = 'Kirthar University of Science &amp; Technology';
/** The Urdu and Sindhi headings of nginx's own page (deploy/nginx/error-page.html) for 429, 5xx and 4xx. */
const OTHER_LANGUAGES_WORDS = {
  ur: {
    tooMany: 'براہِ کرم تھوڑا انتظار کریں',
    unavailable: 'ویب سائٹ ابھی نہیں کھل رہی',
    notFound: 'یہ صفحہ نہیں ملا',
  },
  sd: {
    tooMany: 'مهرباني ڪري ٿورو انتظار ڪريو',
    unavailable: 'ويب سائيٽ هن وقت نٿي کلي',
    notFound: 'هي صفحو نه مليو',
  },
};

let dir;
let nginx;
let instance;
let port;
let hopPort;

/**
 * The instance: a page naming its URL, health naming a build, /hang never answered; /headers
 * names the request headers it got (rawHeaders: each line as sent), /skipped and /private answer
 * as Next answers a middleware prefetch and a page rendered for its request. `asked` counts the
 * requests per path.
 */
async function startInstance() {
  const hanging = new Set();
  const asked = new Map();
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://instance').pathname).replace(
      /\/+/g,
      '/',
    );
    asked.set(path, (asked.get(path) ?? 0) + 1);
    if (path === '/headers') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(request.rawHeaders));
    } else if (path === '/skipped') {
      response.writeHead(200, {
        'x-middleware-skip': '1',
        'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      });
      response.end('{}');
    } else if (path === '/private') {
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
      });
      response.end(`<!DOCTYPE html><title>${SITE_TITLE}</title><p>for this request only</p>`);
    } else if (path.startsWith('/api/health')) {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify({ status: 'ok', build: BUILD, backend: 'up' }));
    } else if (path === '/hang') {
      hanging.add(response);
    } else {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<!DOCTYPE html><title>${SITE_TITLE}</title><p>${request.url}</p>`);
    }
  });
  const instancePort = await freePort();
  await new Promise((resolve) => server.listen(instancePort, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${instancePort}`,
    asked: (path) => asked.get(path) ?? 0,
    kill: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A copy of the folder `source` in `target` in which every link is replaced by a copy of what it
 * points to. (cpSync's `dereference` does that for `source` itself only on Node 24: the copy's
 * sites-enabled/default stayed a link, and editing it edited the machine's own default site.)
 */
function copyResolved(source, target) {
  mkdirSync(target, { recursive: true });
  for (const name of readdirSync(source)) {
    const from = join(source, name);
    const to = join(target, name);
    const info = statSync(from, { throwIfNoEntry: false }); // follows links; a dangling one is left out
    if (info?.isDirectory()) copyResolved(from, to);
    else if (info?.isFile()) copyFileSync(from, to);
  }
}

/**
 * Debian's /etc/nginx in `prefix`, as installed (dereferenced copies of its symlinks), with what
 * running it here needs changed and nothing else: the absolute paths (into the prefix), the
 * user, the pid and log files, the temporary files' folders (compiled in under /var/lib/nginx),
 * the default site's port (80 → `listenPort`) and its root (a copy of /var/www/html).
 */
function debianLayout(prefix, listenPort) {
  assert.ok(
    existsSync('/etc/nginx/sites-enabled/default'),
    'Debian’s default site is not enabled here: the test needs nginx’s stock layout',
  );
  copyResolved('/etc/nginx', prefix);
  // load_module lines name modules/… relative to Debian's prefix, /usr/share/nginx.
  if (existsSync('/usr/share/nginx/modules'))
    symlinkSync('/usr/share/nginx/modules', join(prefix, 'modules'));
  copyResolved('/var/www/html', join(prefix, 'www'));
  for (const sub of ['cache', 'temp', 'logs']) mkdirSync(join(prefix, sub), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const edits = [
    [
      'nginx.conf',
      /^user\s+[^;]+;/m,
      asRoot ? 'user root;' : '# user: nginx runs as whoever runs this test',
    ],
    ['nginx.conf', /^pid\s+[^;]+;/m, `pid ${prefix}/nginx.pid;`],
    ['nginx.conf', /\/var\/log\/nginx\//g, `${prefix}/logs/`],
    ['nginx.conf', /\/etc\/nginx\//g, `${prefix}/`],
    [
      'nginx.conf',
      /^http\s*\{/m,
      `$&\n\t${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${prefix}/temp/${name};`).join(' ')}`,
    ],
    ['sites-enabled/default', /^(\s*listen\s+(?:\[::\]:)?)80(\s)/gm, `$1${listenPort}$2`],
    ['sites-enabled/default', /^(\s*root\s+)\/var\/www\/html;/m, `$1${prefix}/www;`],
  ];
  for (const [file, pattern, replacement] of edits) {
    // Never through a link: that would edit the machine's own /etc/nginx.
    assert.ok(!lstatSync(join(prefix, file)).isSymbolicLink(), `${file} is a copy, not a link`);
    const text = readFileSync(join(prefix, file), 'utf8');
    assert.match(text, pattern, `Debian's ${file} no longer has ${pattern}`);
    writeFileSync(join(prefix, file), text.replace(pattern, replacement));
  }
}

/** The render command of docs/deploy.md's recipe, for this machine's ports. */
function render(args) {
  const result = spawnSync(process.execPath, [join(ROOT, 'deploy/nginx/render.mjs'), ...args], {
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function recipeArgs({
  names = NAMES,
  upstream,
  cacheDir,
  accessLog = join(dirname(cacheDir), 'logs', 'kust-access.log'),
}) {
  return [
    '--listen',
    String(port),
    '--listen',
    `[::]:${port}`,
    ...names.flatMap((name) => ['--server-name', name]),
    '--upstream',
    upstream,
    '--cache-dir',
    cacheDir,
    '--compressor-listen',
    `127.0.0.1:${hopPort}`,
    '--miss-rate',
    String(RATE),
    '--miss-burst',
    String(BURST),
    '--conn-limit',
    String(CONN_LIMIT),
    '--access-log',
    accessLog,
  ];
}

/** `nginx -t` on a prefix: its status and what it said. */
function nginxTest(prefix) {
  const result = spawnSync('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-t'], {
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * One request on a connection of its own, from `localAddress` when given (any 127.0.0.0/8 address
 * is this machine's); no Accept-Encoding, so bodies come plain. Resolves to { status, headers, body }.
 */
function request(url, { method = 'GET', headers = {}, localAddress, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      { method, headers, localAddress, agent: false, timeout: timeoutMs },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body }),
        );
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`no answer within ${timeoutMs} ms: ${url}`)),
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** rawConnection (reliability/support/raw-http.mjs) to the edge, from `localAddress` when given. */
const raw = (parts, { localAddress, ...options } = {}) =>
  rawConnection({ port, localAddress }, parts, options);

const edge = (path = '/') => `http://127.0.0.1:${port}${path}`;
const site = { Host: NAMES[0] };
/** A request from a client at `address` elsewhere, as the edge sees it behind the test's balancer. */
const from = (address, path, headers = {}) =>
  request(edge(path), {
    headers: { ...site, 'X-Forwarded-For': address, ...headers },
    localAddress: BALANCER,
  });
let serial = 0;
/** A path no request asked for before: a miss at the edge, so it reaches the hop and its limit. */
const fresh = (label) => `/page?${label}=${(serial += 1)}`;

async function statuses(count, send) {
  const answers = [];
  for (let n = 0; n < count; n += 1) answers.push((await send(n)).status);
  return answers;
}
const tally = (answers) =>
  answers.reduce((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/** An answer made by nginx itself: the site's look, the site's security headers, no version. */
function assertOwnPage(response, status, what) {
  assert.equal(response.status, status, `${what}: status`);
  assert.equal(response.headers.server, 'nginx', `${what}: Server names no version`);
  for (const [name, value] of Object.entries(OWN_PAGE_HEADERS))
    assert.equal(response.headers[name], value, `${what}: ${name}`);
  assert.match(response.headers['content-type'] ?? '', /^text\/html/, `${what}: Content-Type`);
  assert.ok(
    response.body.includes(UNIVERSITY),
    `${what}: a page in the site's look, not nginx's:\n${response.body.slice(0, 300)}`,
  );
  assert.doesNotMatch(response.body, /<center>nginx/, `${what}: not nginx's stock page`);
  // One page for every status nginx answers itself, its words chosen by the status.
  const title =
    status === 429 ? 'Too many requests' : status >= 500 ? 'Site unavailable' : 'Page not found';
  assert.ok(
    response.body.includes(`<title>${title} |`),
    `${what}: the words for ${status}:\n${response.body.slice(0, 400)}`,
  );
  // The same words in Urdu and in Sindhi, for visitors of those sites, each in a part of the page marked as such.
  for (const [lang, words] of Object.entries(OTHER_LANGUAGES_WORDS)) {
    const expected =
      status === 429 ? words.tooMany : status >= 500 ? words.unavailable : words.notFound;
    assert.ok(response.body.includes(expected), `${what}: the ${lang} words for ${status}`);
    assert.ok(
      response.body.includes(`lang="${lang}" dir="rtl"`),
      `${what}: the ${lang} part marked`,
    );
    for (const other of Object.values(words).filter((text) => text !== expected)) {
      assert.ok(!response.body.includes(other), `${what}: only the ${lang} words for ${status}`);
    }
  }
  assert.match(
    response.body,
    /<section class="ur" lang="ur" dir="rtl"/,
    `${what}: the Urdu part is lang="ur" dir="rtl"`,
  );
  assert.doesNotMatch(response.body, /<!--#/, `${what}: every SSI command carried out`);
}

let log = () => '';

before(async () => {
  instance = await startInstance();
  dir = mkdtempSync(join(tmpdir(), 'kust-edge-debian-'));
  port = await freePort();
  hopPort = await freePort();
  debianLayout(dir, port);
  const rendered = render(recipeArgs({ upstream: instance.address, cacheDir: join(dir, 'cache') }));
  assert.equal(rendered.status, 0, `render.mjs: ${rendered.stderr}`);
  const hopTimeout = /(proxy_read_timeout )30s;/;
  assert.match(rendered.stdout, hopTimeout, 'the hop waits 30 s for an instance');
  writeFileSync(
    join(dir, 'conf.d/kust.conf'),
    rendered.stdout.replace(hopTimeout, `$1${READ_TIMEOUT};`),
  );
  writeFileSync(
    join(dir, 'conf.d/test-balancer.conf'),
    `# This test's load balancer, on ${BALANCER}: the edge takes the client's address from it.\nset_real_ip_from ${BALANCER};\nreal_ip_header X-Forwarded-For;\n`,
  );
  const checked = nginxTest(dir);
  assert.equal(checked.status, 0, checked.output);
  const output = [];
  nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  registerGroup(nginx.pid);
  nginx.stderr.on('data', (chunk) => output.push(String(chunk)));
  log = () =>
    `${output.join('')}${existsSync(join(dir, 'logs/error.log')) ? readFileSync(join(dir, 'logs/error.log'), 'utf8').slice(-3000) : ''}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    // Any answer: nginx is up (what it answers is the tests' business).
    if (
      (await request(edge('/ready'), { headers: site }).catch(() => ({ status: 0 }))).status !== 0
    )
      return;
    await sleep(100);
  }
  throw new Error(`nginx did not answer:\n${log()}`);
});

after(async () => {
  if (nginx) await stopGroup(nginx.pid);
  await instance?.kill().catch(() => {});
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the README recipe on Debian’s own nginx layout', () => {
  it('serves the site for its names over IPv4 and IPv6, not nginx’s welcome page', async () => {
    for (const base of [`http://127.0.0.1:${port}`, `http://[::1]:${port}`]) {
      for (const name of NAMES) {
        const page = await request(`${base}/`, { headers: { Host: name } });
        assert.doesNotMatch(
          page.body,
          /Welcome to nginx/,
          `${base} for ${name}: nginx's welcome page`,
        );
        assert.equal(page.status, 200, `${base} for ${name}`);
        assert.ok(
          page.body.includes(SITE_TITLE),
          `${base} for ${name}: ${page.body.slice(0, 200)}`,
        );
      }
    }
    // Debian's default site is really there, and still answers every other name.
    const other = await request(edge('/'), { headers: { Host: 'other.example' } });
    assert.match(
      other.body,
      /Welcome to nginx/,
      'the default site answers names that are not the site’s',
    );
  });

  it('will not load as a catch-all beside the default site (rather than silently losing to it)', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'kust-edge-catchall-'));
    try {
      debianLayout(prefix, port);
      const rendered = render(
        recipeArgs({ names: [], upstream: instance.address, cacheDir: join(prefix, 'cache') }),
      );
      assert.equal(rendered.status, 0, rendered.stderr);
      writeFileSync(join(prefix, 'conf.d/kust.conf'), rendered.stdout);
      const checked = nginxTest(prefix);
      assert.notEqual(checked.status, 0, 'nginx -t accepted two default servers');
      assert.match(checked.output, /duplicate default server/);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});

describe('what reaches an instance, and what is stored (issue 49)', () => {
  it('sends none of Next’s internal request headers on, and each router header once, as the cache key read it (N17, N18)', async () => {
    const internal = Object.fromEntries(NEXT_INTERNAL_REQUEST_HEADERS.map((name) => [name, '1']));
    const repeated = Object.fromEntries(
      ROUTER_HEADERS.map((name, index) => [name, [`${index + 1}`, 'second']]),
    );
    const answer = await from('198.51.100.49', fresh('headers').replace('/page', '/headers'), {
      ...internal,
      ...repeated,
    });
    assert.equal(answer.status, 200, answer.body.slice(0, 200));
    const raw = JSON.parse(answer.body);
    const received = [];
    for (let index = 0; index < raw.length; index += 2)
      received.push([raw[index].toLowerCase(), raw[index + 1]]);
    const names = received.map(([name]) => name);
    for (const name of NEXT_INTERNAL_REQUEST_HEADERS)
      assert.ok(!names.includes(name.toLowerCase()), `${name} reached the instance`);
    ROUTER_HEADERS.forEach((name, index) => {
      assert.deepEqual(
        received.filter(([one]) => one === name.toLowerCase()).map(([, value]) => value),
        [`${index + 1}`],
        `${name}: one line, the first value (the one nginx's $http_ variable and so the key read)`,
      );
    });
  });

  it('never stores an answer marked skipped (x-middleware-skip) or private, and stores the others (N17)', async () => {
    for (const path of ['/skipped', '/private']) {
      const url = `${path}?kept=1`;
      const askedBefore = instance.asked(path);
      const answers = [await from('198.51.100.50', url), await from('198.51.100.50', url)];
      assert.deepEqual(
        answers.map(({ status }) => status),
        [200, 200],
        path,
      );
      assert.equal(
        instance.asked(path) - askedBefore,
        2,
        `${path}: both requests reached the instance`,
      );
      assert.notEqual(answers[1].headers['x-edge-cache'], 'HIT', path);
    }
    const page = fresh('kept');
    const answers = [await from('198.51.100.50', page), await from('198.51.100.50', page)];
    assert.equal(answers[1].headers['x-edge-cache'], 'HIT', 'a page of the site is stored');
  });
});

describe('the compressing hop', () => {
  it('is rendered on a loopback address only', () => {
    for (const listen of [
      '0.0.0.0:8081',
      '10.0.0.5:8081',
      '192.0.2.2:8081',
      '8081',
      '[::]:8081',
      '[fd00::2]:8081',
      '[::ffff:127.0.0.1]:8081',
      'localhost:8081',
      '127.0.0.1.example.com:8081',
      '127.0.0.256:8081',
    ]) {
      assert.throws(
        () =>
          renderSiteConf({
            listen: '80',
            compressorListen: listen,
            upstreams: ['127.0.0.1:3001'],
            cacheDir: '/var/cache/nginx/kust',
          }),
        /loopback/,
        `--compressor-listen ${listen}`,
      );
    }
    for (const listen of ['127.0.0.1:8081', '127.3.2.1:9000', '[::1]:8081']) {
      assert.match(
        renderSiteConf({
          listen: '80',
          compressorListen: listen,
          upstreams: ['127.0.0.1:3001'],
          cacheDir: '/var/cache/nginx/kust',
        }),
        new RegExp(`listen ${listen.replace(/[[\].]/g, '\\$&')};`),
      );
    }
    const cli = render(['--upstream', '127.0.0.1:3001', '--compressor-listen', '0.0.0.0:8081']);
    assert.equal(cli.status, 2);
    assert.match(cli.stderr, /compressor listen: not a loopback address/);
  });

  it('limits requests sent to it straight, whatever X-Real-IP they forge', async () => {
    // Another process of this machine (127.0.0.2), naming a new client each time.
    const answers = await statuses(25, (n) =>
      request(`http://127.0.0.1:${hopPort}${fresh('forged')}`, {
        headers: { ...site, 'X-Real-IP': `203.0.113.${n + 1}` },
        localAddress: '127.0.0.2',
      }),
    );
    const passed = answers.filter((status) => status === 200).length;
    assert.ok(
      passed <= MAX_PASSED,
      `${passed} of 25 passed (limit ${RATE}/s, burst ${BURST}): ${JSON.stringify(tally(answers))}`,
    );
    assert.ok(
      answers.every((status) => status === 200 || status === 429),
      JSON.stringify(tally(answers)),
    );
  });

  it('counts requests without X-Real-IP, even from the edge’s own address', async () => {
    for (const localAddress of ['127.0.0.1', '127.0.0.4']) {
      const answers = await statuses(25, () =>
        request(`http://127.0.0.1:${hopPort}${fresh('bare')}`, { headers: site, localAddress }),
      );
      const passed = answers.filter((status) => status === 200).length;
      assert.ok(
        passed <= MAX_PASSED,
        `from ${localAddress}: ${passed} of 25 passed: ${JSON.stringify(tally(answers))}`,
      );
    }
    // Health has a count of its own, and counts them too.
    const checks = await statuses(25, () =>
      request(`http://127.0.0.1:${hopPort}/api/health`, {
        headers: site,
        localAddress: '127.0.0.5',
      }),
    );
    assert.ok(
      checks.filter((status) => status === 200).length <= MAX_PASSED,
      `health: ${JSON.stringify(tally(checks))}`,
    );
  });
});

describe('the edge', () => {
  it('names no nginx version (Debian’s nginx.conf leaves server_tokens on)', async () => {
    // A page from the instance, then the same from the edge's cache. (nginx's own pages: below.)
    const path = fresh('version');
    for (const response of [
      await from('198.51.100.40', path),
      await request(`http://[::1]:${port}${path}`, { headers: site }),
    ]) {
      assert.equal(response.status, 200);
      assert.equal(response.headers.server, 'nginx');
    }
  });

  it('answers /api/health to this machine and private networks only, 404 to everyone else', async () => {
    for (const [what, send] of [
      ['127.0.0.1', () => request(edge('/api/health'), { headers: site })],
      ['::1', () => request(`http://[::1]:${port}/api/health`, { headers: site })],
      ...[
        '10.1.2.3',
        '172.16.5.4',
        '172.31.255.254',
        '192.168.1.10',
        'fd12:3456::1',
        'fc00::9',
      ].map((address) => [address, () => from(address, '/api/health')]),
    ]) {
      const response = await send();
      assert.equal(response.status, 200, `health for ${what}`);
      assert.equal(JSON.parse(response.body).build, BUILD, `health for ${what}`);
    }
    for (const address of [
      '203.0.113.9',
      '172.32.0.1',
      '100.64.0.1',
      '11.0.0.1',
      '2001:db8::1',
      'fe80::1',
    ]) {
      for (const path of [
        '/api/health',
        '/api/health?full=1',
        '/api/health/',
        '/api//health',
        '/api/%68ealth',
        '/api/healthz',
      ]) {
        const response = await from(address, path);
        assert.doesNotMatch(
          response.body,
          new RegExp(BUILD),
          `${path} for ${address} names the build`,
        );
        assertOwnPage(response, 404, `${path} for ${address}`);
      }
    }
  });

  it('counts an IPv6 client by its /64 and an IPv4 client by its address', async () => {
    const passedFrom = async (address) =>
      (await statuses(BURST, () => from(address, fresh('v6')))).filter((status) => status === 200)
        .length;
    // Within one /64, however the address is written: the second spends what the first left.
    assert.equal(await passedFrom('2001:db8:1:2::a'), BURST);
    const sameNet = await statuses(BURST, (n) =>
      from(
        ['2001:db8:1:2:ffff::b', '2001:0db8:0001:0002:0000:0000:0000:000c', '2001:db8:1:2:1:2:3:4'][
          n % 3
        ],
        fresh('v6'),
      ),
    );
    assert.ok(
      sameNet.filter((status) => status === 200).length <= 3,
      `same /64: ${JSON.stringify(tally(sameNet))}`,
    );
    // Another /64 (even next door, even with the same interface id) has its own.
    assert.equal(await passedFrom('2001:db8:1:3::a'), BURST);
    assert.equal(await passedFrom('2001:db8:1:a00::a'), BURST);
    // IPv4: one address is one client; its neighbour is another; written as IPv4-mapped, the same.
    assert.equal(await passedFrom('198.51.100.7'), BURST);
    assert.equal(await passedFrom('198.51.100.8'), BURST);
    const mapped = await statuses(BURST, () => from('::ffff:198.51.100.7', fresh('v4')));
    assert.ok(
      mapped.filter((status) => status === 200).length <= 3,
      `::ffff:198.51.100.7: ${JSON.stringify(tally(mapped))}`,
    );
  });

  it('answers what it refuses itself with its own page: its pages’ internal paths, a body too large', async () => {
    for (const path of ['/__kust/error-page.html'])
      assertOwnPage(await from('198.51.100.50', path), 404, path);
    // Refused on its Content-Length, before any of the body is read.
    const tooLarge = await request(edge('/api/revalidate'), {
      method: 'POST',
      headers: {
        ...site,
        'Content-Type': 'application/json',
        'Content-Length': String(2 * 1024 * 1024),
      },
    });
    assertOwnPage(tooLarge, 413, 'a 2 MB revalidation');
  });

  it('answers a client over its limit with the 429 page and the site’s headers', async () => {
    const answers = [];
    for (let n = 0; n < BURST + 6; n += 1) answers.push(await from('198.51.100.20', fresh('over')));
    const refused = answers.find(({ status }) => status === 429);
    assert.ok(refused, JSON.stringify(tally(answers.map(({ status }) => status))));
    assertOwnPage(refused, 429, '429');
    assert.equal(refused.headers['retry-after'], String(Math.ceil(BURST / RATE)));
  });

  it('answers with its own page and the site’s headers what nginx refuses itself: headers too large (494, sent as 400), a transfer coding it does not know (501) (issue 29, N9)', async () => {
    const unknownCoding = await request(edge('/'), {
      method: 'POST',
      headers: { ...site, 'Transfer-Encoding': 'gzip' },
    });
    assertOwnPage(unknownCoding, 501, 'a transfer coding nginx does not know');
    const bigHeaders = await request(edge('/'), {
      headers: { ...site, 'X-Big': 'a'.repeat(9000) },
    });
    assertOwnPage(bigHeaders, 400, 'a header larger than nginx reads (494)');
  });

  it('answers with its own page and the site’s headers what it refuses of a request itself: TRACE (405), a failed If-Match (412) (issue 49, N23)', async () => {
    const path = fresh('n23');
    const address = '198.51.100.23';
    for (let n = 0; n < 2; n += 1) assert.equal((await from(address, path)).status, 200);
    const answers = {
      405: await request(edge(path), {
        method: 'TRACE',
        headers: { ...site, 'X-Forwarded-For': address },
        localAddress: BALANCER,
      }),
      412: await from(address, path, { 'If-Match': '"nope"' }),
    };
    for (const [status, response] of Object.entries(answers))
      assertOwnPage(response, Number(status), `${status}`);
  });

  it('lets a slow phone through, but not a client that trickles or holds many connections (issue 29, N6)', async () => {
    // A request's headers over about 2 s, as a phone on a bad network might send them: a page.
    const header = `GET /slow-phone HTTP/1.1\r\nHost: ${NAMES[0]}\r\nConnection: close\r\n\r\n`;
    const slow = await raw(header.match(/.{1,8}/gs), {
      gapMs: 2000 / Math.ceil(header.length / 8),
    });
    assert.match(slow.received.toString('latin1'), /^HTTP\/1\.1 200 /);
    // Headers that never end: let go after client_header_timeout (10 s), not nginx's 60 s.
    const trickle = await raw([`GET / HTTP/1.1\r\nHost: ${NAMES[0]}\r\n`, 'X-Slow: 1\r\n'], {
      gapMs: 100,
    });
    assert.ok(
      trickle.ms > 8000 && trickle.ms < 15_000,
      `a trickling client was held ${Math.round(trickle.ms)} ms`,
    );
    // CONN_LIMIT requests of one client held open (a body that never comes): the next is refused
    // with the 429 page; another client is not.
    const held = Array.from({ length: CONN_LIMIT }, () =>
      raw(
        [
          `POST /api/revalidate HTTP/1.1\r\nHost: ${NAMES[0]}\r\nX-Forwarded-For: 198.51.100.60\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
        ],
        {
          localAddress: BALANCER,
        },
      ),
    );
    await sleep(500);
    assertOwnPage(
      await from('198.51.100.60', '/another-page'),
      429,
      'one connection more than the limit',
    );
    assert.equal((await from('198.51.100.61', '/another-page')).status, 200, 'another client');
    for (const socket of openConnections) socket.destroy();
    await Promise.all(held);
  });

  it('logs every request as a line of JSON in UTF-8, whatever bytes its URI and User-Agent hold (issue 29, N8)', async () => {
    const accessLog = join(dir, 'logs', 'kust-access.log');
    const before = existsSync(accessLog) ? readFileSync(accessLog).length : 0;
    const requests = [
      Buffer.concat([
        Buffer.from('GET /a'),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from(`b HTTP/1.1\r\nHost: ${NAMES[0]}\r\nUser-Agent: x`),
        Buffer.from([0x80, 0xe0, 0x80]),
        Buffer.from('\r\nConnection: close\r\n\r\n'),
      ]),
      Buffer.from(
        `GET /${'داخلہ'} HTTP/1.1\r\nHost: ${NAMES[0]}\r\nUser-Agent: فون "\\ \x01\r\nConnection: close\r\n\r\n`,
      ),
    ];
    for (const bytes of requests) await raw([bytes], { timeoutMs: 10_000 });
    let lines = [];
    for (let i = 0; i < 50 && lines.length < requests.length; i += 1) {
      await sleep(100);
      lines = readFileSync(accessLog)
        .subarray(before)
        .toString('latin1')
        .split('\n')
        .filter(Boolean);
    }
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      readFileSync(accessLog).subarray(before),
    );
    const records = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const uris = records.map((record) => record.uri);
    assert.ok(uris.includes('/a[not UTF-8]'), JSON.stringify(uris));
    assert.ok(uris.includes('/داخلہ'), JSON.stringify(uris));
    const agents = records.map((record) => record.userAgent);
    assert.ok(
      agents.includes('x[not UTF-8]') && agents.includes('فون "\\ \x01'),
      JSON.stringify(agents),
    );
  });

  it('answers 504 with its own page when the instance does not answer in time', async () => {
    const response = await from('198.51.100.30', '/hang', {});
    assertOwnPage(response, 504, '504');
  });

  it('answers 502 with its own page when no instance is up', async () => {
    await instance.kill();
    // After the 504 the instance is left out for 2 s anyway; a new path has no stale copy.
    const response = await from('198.51.100.31', fresh('down'));
    assertOwnPage(response, 502, `502 (${log().split('\n').slice(-3).join(' / ')})`);
  });
});
