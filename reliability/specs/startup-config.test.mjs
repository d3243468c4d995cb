// A backend without its key (issue 16, finding 12): with APPAPI_URL set and APPAPI_KEY unset
// or empty, the site used to send the bundled demo's key to that backend. Now the build and
// the server stop at once, with one message naming both variables (lib/config/check.mjs,
// through next.config.mjs and instrumentation.ts), before anything is built or served.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ROOT, SUITE, suiteEnv } from '../support/config.mjs';
import { registerGroup, stopGroup } from '../support/processes.mjs';
import { requireBuild } from '../support/suite.mjs';

const MESSAGE =
  /APPAPI_URL is set but APPAPI_KEY is not: set APPAPI_KEY to the key of the backend at APPAPI_URL/;
/** Far more than failing takes (under 2 s here), far less than a build or a started server. */
const LIMIT_MS = 30_000;

/** Runs `command` in the project with `env`; resolves to { code, output, ms }, killing it at LIMIT_MS. */
function run(command, args, env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    registerGroup(child.pid);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => void stopGroup(child.pid, 1000), LIMIT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal, output, ms: Date.now() - started });
    });
  });
}

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

function assertRefused({ code, output, ms }, what) {
  assert.notEqual(code, 0, `${what} exited with 0:\n${output}`);
  assert.notEqual(
    code,
    'SIGTERM',
    `${what} was still running after ${LIMIT_MS / 1000} s:\n${output.slice(-2000)}`,
  );
  assert.match(output, MESSAGE, `${what} did not say why:\n${output}`);
  assert.ok(ms < LIMIT_MS, `${what} took ${ms} ms`);
}

for (const [label, key] of [
  ['unset', undefined],
  ['empty', ''],
]) {
  describe(`APPAPI_URL set and APPAPI_KEY ${label}`, () => {
    // undefined: spawn leaves the variable out, whatever the shell has.
    const env = { ...suiteEnv(), APPAPI_KEY: key };

    it('next start exits at once with the message, and never serves', async () => {
      requireBuild();
      const result = await run('npx', ['next', 'start', '-p', String(SUITE.sitePort)], env);
      assertRefused(result, 'next start');
      assert.equal(
        await answers(`http://127.0.0.1:${SUITE.sitePort}/robots.txt`),
        false,
        'the port still answers',
      );
    });

    it('npm start exits at once with the message', async () => {
      requireBuild();
      const result = await run('npm', ['start', '--', '-p', String(SUITE.sitePort)], env);
      assertRefused(result, 'npm start');
    });

    it('next build exits at once with the message, and builds nothing', async () => {
      const distDir = `${SUITE.distDir}-refused`;
      rmSync(`${ROOT}${distDir}`, { recursive: true, force: true });
      try {
        const result = await run('npm', ['run', 'build'], { ...env, NEXT_DIST_DIR: distDir });
        assertRefused(result, 'next build');
        assert.equal(existsSync(`${ROOT}${distDir}/BUILD_ID`), false);
      } finally {
        rmSync(`${ROOT}${distDir}`, { recursive: true, force: true });
      }
    });
  });
}
