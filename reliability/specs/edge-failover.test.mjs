// The edge's choice of instance (deploy/nginx/render.mjs, upstreamServers) with Debian's nginx
// running the site's own configuration, in front of two small HTTP servers that stand in for the
// instances so that the test decides exactly when one dies and when the other drops a request.
// (stack.test.mjs kills a real instance under load; this is the case it cannot stage on demand.)
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { makeNginxDirs, renderMainConf, renderSiteConf } from '../../deploy/nginx/render.mjs';
import { registerGroup, stopGroup } from '../support/processes.mjs';
import { get } from '../support/site.mjs';
import { freePort } from '../support/stack.mjs';

/** An instance: answers 200 naming itself; drop() makes it close the next request's connection unanswered. */
async function startInstance(name) {
  let dropNext = false;
  const server = createServer((request, response) => {
    if (dropNext) {
      dropNext = false;
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
    response.end(`instance ${name}`);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${port}`,
    drop: () => {
      dropNext = true;
    },
    /** Gone as a killed process is: listening socket and open connections closed. */
    kill: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

let dir;
let nginx;
let edge;
let instances;

before(async () => {
  instances = [await startInstance('a'), await startInstance('b')];
  dir = mkdtempSync(join(tmpdir(), 'kust-failover-'));
  makeNginxDirs(dir);
  const port = await freePort();
  writeFileSync(
    join(dir, 'site.conf'),
    renderSiteConf({
      listen: `127.0.0.1:${port}`,
      compressorListen: `127.0.0.1:${await freePort()}`,
      upstreams: instances.map(({ address }) => address),
      cacheDir: join(dir, 'cache'),
      missRate: 100_000,
      missBurst: 100_000,
      accessLog: join(dir, 'logs', 'access.log'),
    }),
  );
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    renderMainConf({ dir, siteConf: join(dir, 'site.conf'), user: asRoot ? 'root' : undefined }),
  );
  const output = [];
  nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  registerGroup(nginx.pid);
  nginx.stderr.on('data', (chunk) => output.push(String(chunk)));
  nginx.log = () => output.join('');
  edge = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await get(`${edge}/ready`).catch(() => ({ status: 0 }))).status === 200) return;
    await sleep(100);
  }
  throw new Error(`nginx did not answer:\n${nginx.log()}`);
});

after(async () => {
  if (nginx) await stopGroup(nginx.pid);
  for (const instance of instances ?? []) await instance.kill().catch(() => {});
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** `count` distinct URLs (edge cache misses), one after another: their statuses and bodies. */
async function requests(count, label) {
  const answers = [];
  for (let n = 0; n < count; n += 1) {
    const { status, body } = await get(`${edge}/page?${label}=${n}`);
    answers.push(status === 200 ? body : status);
  }
  return answers;
}

describe('the edge in front of two instances', () => {
  it('spreads requests over both while both answer', async () => {
    const answers = await requests(20, 'both');
    assert.deepEqual([...new Set(answers)].sort(), ['instance a', 'instance b']);
  });

  it('sends every request to the live instance once the other is dead', async () => {
    await instances[0].kill();
    assert.deepEqual([...new Set(await requests(20, 'dead'))], ['instance b']);
  });

  it('still reaches the last live instance right after it dropped a request', async () => {
    // The live instance fails one request while the other is dead: both are then "left out" for
    // 2 s, and without the backup entries nginx would answer 502 ("no live upstreams") meanwhile.
    instances[1].drop();
    const answers = await requests(30, 'dropped');
    assert.deepEqual(
      [...new Set(answers)],
      ['instance b'],
      nginx.log().split('\n').slice(-6).join('\n'),
    );
  });
});
