// The main before an issue, built and started beside the site (issue 35's phone table measures
// both in the same run): the commit's tree from git (git archive, no worktree) in
// bench-results/before-<commit>/, with this checkout's node_modules linked in (the commit must
// need no package this one lacks), built once with the bench's environment into .next-bench
// there, then started as npm start starts it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { startSite } from '../../e2e/support/server.mjs';
import { onCleanup } from './cleanup.mjs';
import { DIST_DIR, RESULTS_DIR, ROOT, SITE_ENV } from './config.mjs';

const dirOf = (commit) => `${RESULTS_DIR}before-${commit}/`;

function run(command, args, options) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/** The commit's tree, built; resolves with { dir, built, seconds }. */
export function ensureBeforeBuild(commit) {
  const dir = dirOf(commit);
  const stampPath = `${dir}bench-before.json`;
  const stamp = existsSync(stampPath) ? JSON.parse(readFileSync(stampPath, 'utf8')) : null;
  if (stamp && isDeepStrictEqual(stamp.env, SITE_ENV) && existsSync(`${dir}${DIST_DIR}/BUILD_ID`)) return { dir, built: false, seconds: 0 };
  const started = Date.now();
  console.log(`bench: building the main before the issue (${commit}) in ${dir.replace(ROOT, '')}…`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('git', ['archive', '--format=tar', commit], { cwd: ROOT, maxBuffer: 512 * 1024 * 1024 });
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`);
  run('tar', ['-x', '-C', dir], { input: archive.stdout, stdio: ['pipe', 'inherit', 'inherit'] });
  symlinkSync(`${ROOT}node_modules`, `${dir}node_modules`, 'dir');
  run(process.execPath, [`${ROOT}node_modules/next/dist/bin/next`, 'build', '--webpack'], {
    cwd: dir,
    env: { ...process.env, ...SITE_ENV, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' },
  });
  writeFileSync(stampPath, `${JSON.stringify({ commit, env: SITE_ENV }, null, 2)}\n`);
  return { dir, built: true, seconds: (Date.now() - started) / 1000 };
}

/** Starts the built commit on `port`; resolves with { url, stop }. */
export async function startBeforeSite(commit, port) {
  const site = await startSite({ port, hostname: '127.0.0.1', env: SITE_ENV, root: dirOf(commit) });
  const stop = onCleanup(`site before ${commit}`, () => site.stop());
  return { url: site.url, stop };
}
