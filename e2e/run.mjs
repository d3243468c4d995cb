// npm run test:e2e: builds the site if needed, starts `next start` on the demo data and runs
// the browser suite (node:test + playwright-core + Debian chromium) against it (or the specs
// named on the command line). CLIENT_START=next runs it on a build with Next's own client start
// (lib/next-internals/README.md), in .next-stock, the specs of STOCK_SPECS unless others are named.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { clientStart as readClientStart } from '../lib/next-internals/client-start.mjs';
import { ensureBuild, ROOT, startSite } from './support/server.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `${chromium} is missing: install Debian's chromium (apt-get install -y chromium), as .ci/run does.`,
  );
  process.exit(1);
}

const port = Number(process.env.E2E_PORT ?? 3300);
// The suite runs on the bundled demo data, whatever the shell has configured.
const demoEnv = { APPAPI_URL: '', APPAPI_KEY: '', SITE_URL: `http://127.0.0.1:${port}` };

/**
 * What a visitor does, which must work whichever way the page starts: the first touch of each
 * part (by a phone's touch and a desktop's mouse), navigation, search, the home page, and the
 * build itself. The rest is about the phone layer (phone-first's budgets, vitals) or reads the
 * server's HTML, the same in both builds (every route's checks, offline, sharing).
 */
const STOCK_SPECS = ['first-use', 'navigation', 'search', 'home', 'next-build'];

const clientStart = readClientStart(process.env);
const distDir = clientStart === 'next' ? '.next-stock' : '.next';
await ensureBuild({ force: process.env.E2E_REBUILD === '1', env: demoEnv, distDir, clientStart });
const site = await startSite({ port, env: { ...demoEnv, NEXT_DIST_DIR: distDir } });
// `npm run test:e2e -- urdu search` runs the specs whose names contain one of the words.
const named = process.argv.slice(2);
const only = named.length > 0 || clientStart === 'first-use' ? named : STOCK_SPECS;
const specs = readdirSync(`${ROOT}e2e/specs`)
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => only.length === 0 || only.some((word) => name.includes(word)))
  .sort()
  .map((name) => `e2e/specs/${name}`);

let status = 1;
try {
  const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...specs], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: site.url,
      E2E_CLIENT_START: clientStart,
      E2E_DIST_DIR: distDir,
    },
  });
  status = result.status ?? 1;
} finally {
  site.stop();
}
if (status !== 0) console.error(site.logs.join('').slice(-4000));
process.exit(status);
