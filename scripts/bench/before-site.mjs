// The main before an issue, built and started beside the site (issue 35's phone table measures
// both in the same run): the commit's tree from git (git archive, no worktree) in
// bench-results/before-<commit>/, with its own install from its own lockfile (npm ci: a linked
// node_modules resolves the build's module replacements against this checkout and breaks the
// before build's start), built once with the bench's environment into .next-bench there, then
// started as npm start starts it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { startSite } from '../../e2e/support/server.mjs';
import { onCleanup } from './cleanup.mjs';
import { DIST_DIR, RESULTS_DIR, ROOT, SITE_ENV } from './config.mjs';

/** The build's folder: one per commit and client start (lib/next-internals/client-start.mjs). */
const dirOf = (commit, clientStart = 'first-use') =>
  `${RESULTS_DIR}before-${commit}${clientStart === 'first-use' ? '' : `-${clientStart}`}/`;

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/** The commit's tree, built with `clientStart`; resolves with { dir, built, seconds }. */
export function ensureBeforeBuild(commit, clientStart = 'first-use') {
  const dir = dirOf(commit, clientStart);
  const env = { ...SITE_ENV, CLIENT_START: clientStart };
  const stampPath = `${dir}bench-before.json`;
  const stamp = existsSync(stampPath) ? JSON.parse(readFileSync(stampPath, 'utf8')) : null;
  if (stamp && isDeepStrictEqual(stamp.env, env) && existsSync(`${dir}${DIST_DIR}/BUILD_ID`))
    return { dir, built: false, seconds: 0 };
  const started = Date.now();
  console.log(`bench: building the main before the issue (${commit}) in ${dir.replace(ROOT, '')}…`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', commit], {
    cwd: ROOT,
    maxBuffer: 512 * 1024 * 1024,
  });
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`);
  run('tar', ['-x', '-C', dir], { input: archive.stdout, stdio: ['pipe', 'inherit', 'inherit'] });
  run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir });
  run(process.execPath, [`${dir}node_modules/next/dist/bin/next`, 'build', '--webpack'], {
    cwd: dir,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  writeFileSync(stampPath, `${JSON.stringify({ commit, env }, null, 2)}\n`);
  return { dir, built: true, seconds: (Date.now() - started) / 1000 };
}

/** Starts the built commit on `port`; resolves with { url, stop }. */
export async function startBeforeSite(commit, port, clientStart = 'first-use') {
  const site = await startSite({
    port,
    hostname: '127.0.0.1',
    env: SITE_ENV,
    root: dirOf(commit, clientStart),
  });
  const stop = onCleanup(`site before ${commit}`, () => site.stop());
  return { url: site.url, stop };
}
