// npm run test:e2e: builds the site if needed, starts `next start` on the demo data and runs
// the browser suite (node:test + playwright-core + Debian chromium) against it (or the specs
// named on the command line).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { ensureBuild, ROOT, startSite } from './support/server.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`${chromium} is missing: install Debian's chromium (apt-get install -y chromium), as .ci/run does.`);
  process.exit(1);
}

const port = Number(process.env.E2E_PORT ?? 3300);
// The suite runs on the bundled demo data, whatever the shell has configured.
const demoEnv = { APPAPI_URL: '', APPAPI_KEY: '', SITE_URL: `http://127.0.0.1:${port}` };

await ensureBuild({ force: process.env.E2E_REBUILD === '1', env: demoEnv });
const site = await startSite({ port, env: demoEnv });
// `npm run test:e2e -- urdu search` runs the specs whose names contain one of the words.
const only = process.argv.slice(2);
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
    env: { ...process.env, E2E_BASE_URL: site.url },
  });
  status = result.status ?? 1;
} finally {
  site.stop();
}
if (status !== 0) console.error(site.logs.join('').slice(-4000));
process.exit(status);
