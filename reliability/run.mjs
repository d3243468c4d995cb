// npm run test:reliability: the site against a failing backend, fuzzed ids, the key scan and
// the security headers (reliability/specs). Builds into .next-reliability when needed, then runs
// the specs one file at a time; each spec starts the demo backend (4510) and `next start`
// (3500) itself, because the fault spec must restart both (a cold cache is a fresh process; a
// refused connection is a stopped backend). Exits with the tests' status and prints the tail of
// the site logs when a test failed.
//
//   npm run test:reliability                       all specs
//   npm run test:reliability -- faults fuzz        only these specs
//   npm run test:reliability -- --rebuild          build again first
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded } from './support/build.mjs';
import { ROOT, SUITE, suiteEnv } from './support/config.mjs';
import { assertPortFree, stopRegisteredGroups } from './support/processes.mjs';

const LOG_TAIL_CHARS = 4000;
const startedAt = Date.now();
const args = process.argv.slice(2);
const rebuild = args.includes('--rebuild') || process.env.RELIABILITY_REBUILD === '1';
const wanted = args.filter((arg) => !arg.startsWith('--'));

const specs = readdirSync(`${ROOT}reliability/specs`)
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => wanted.length === 0 || wanted.some((want) => name.startsWith(want)))
  .sort()
  .map((name) => `reliability/specs/${name}`);
if (specs.length === 0) {
  console.error(`reliability: no spec matches ${wanted.join(', ')}`);
  process.exit(1);
}

await assertPortFree(SUITE.sitePort);
await assertPortFree(SUITE.apiPort);
await buildIfNeeded({ env: suiteEnv(), apiPort: SUITE.apiPort, force: rebuild });

const logDir = mkdtempSync(join(tmpdir(), 'reliability-logs-'));
/** Runs the test runner; resolves to its exit status. */
function runTests(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--test', '--test-concurrency=1', ...specs], {
      cwd: ROOT,
      stdio: 'inherit',
      env,
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

// Ctrl-C reaches the test runner too; this process stays to stop what the specs started.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => console.error(`reliability: ${signal}, stopping`));

let status = 1;
try {
  status = await runTests({
    ...process.env,
    // What the specs start and talk to (reliability/support/config.mjs reads these).
    RELIABILITY_SITE_PORT: String(SUITE.sitePort),
    RELIABILITY_API_PORT: String(SUITE.apiPort),
    RELIABILITY_DIST_DIR: SUITE.distDir,
    RELIABILITY_SITE_URL: `http://127.0.0.1:${SUITE.sitePort}`,
    RELIABILITY_API_URL: `http://127.0.0.1:${SUITE.apiPort}`,
    RELIABILITY_LOG_DIR: logDir,
  });
} finally {
  // A spec that crashed or was interrupted may have left its backend or site running.
  await stopRegisteredGroups(logDir);
}

if (status !== 0) {
  for (const name of readdirSync(logDir).filter((file) => file.endsWith('.log'))) {
    const log = readFileSync(join(logDir, name), 'utf8');
    console.error(`\n===== last ${LOG_TAIL_CHARS} characters of the site log (${name}) =====`);
    console.error(log.slice(-LOG_TAIL_CHARS));
  }
}
rmSync(logDir, { recursive: true, force: true });
console.log(
  `reliability: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
);
process.exit(status);
