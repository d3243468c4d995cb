// A production build in the suite's own folder, made only when it is missing, was made with a
// different environment, or is older than the sources (another engineer edits the app while the
// suite runs). The demo backend runs during the build, so that pages prerendered at build time
// hold real content, as in a deployment.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { sourceChangedSince } from '../../e2e/support/server.mjs';
import { ROOT } from './config.mjs';
import { startDemoBackend } from './demo-backend.mjs';

/** Why `distDir` must be built again for `env`, or null when the build there is usable. */
export function staleReason(distDir, env) {
  const buildId = `${ROOT}${distDir}/BUILD_ID`;
  if (!existsSync(buildId)) return 'no build yet';
  const stamp = `${ROOT}${distDir}/reliability-build-env.json`;
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== JSON.stringify(env))
    return 'built with another environment';
  const changed = sourceChangedSince(distDir);
  return changed ? `${changed} changed since the build` : null;
}

function npmRunBuild(env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build exited with ${code}`)),
    );
  });
}

// `next build` adds `<distDir>/types/**/*.ts` and `<distDir>/dev/types/**/*.ts` to tsconfig.json's include and points
// next-env.d.ts at `<distDir>/types`: shared files that belong to the app, not to this suite.
// They are put back as they were (only our own addition is taken out if they changed meanwhile).
const TOUCHED_BY_BUILD = ['tsconfig.json', 'next-env.d.ts'];

function snapshot() {
  return Object.fromEntries(
    TOUCHED_BY_BUILD.map((name) => [
      name,
      existsSync(`${ROOT}${name}`) ? readFileSync(`${ROOT}${name}`, 'utf8') : null,
    ]),
  );
}

function restore(before, distDir) {
  for (const [name, text] of Object.entries(before)) {
    if (text === null) continue;
    const now = readFileSync(`${ROOT}${name}`, 'utf8');
    if (now === text) continue;
    if (name !== 'tsconfig.json') {
      writeFileSync(`${ROOT}${name}`, text);
      continue;
    }
    const ours = [`${distDir}/types/**/*.ts`, `${distDir}/dev/types/**/*.ts`];
    const config = JSON.parse(now);
    const had = JSON.parse(text).include ?? [];
    if (Array.isArray(config.include)) {
      config.include = config.include.filter(
        (entry) => !ours.includes(entry) || had.includes(entry),
      );
    }
    const unchanged = JSON.stringify(config) === JSON.stringify(JSON.parse(text));
    writeFileSync(`${ROOT}${name}`, unchanged ? text : `${JSON.stringify(config, null, 2)}\n`);
  }
}

/** Builds into env.NEXT_DIST_DIR unless a usable build is there (or `force`). */
export async function buildIfNeeded({ env, apiPort, force = false }) {
  const distDir = env.NEXT_DIST_DIR;
  const reason = force ? 'rebuild requested' : staleReason(distDir, env);
  if (!reason) {
    console.log(`reliability: reusing the build in ${distDir}`);
    return;
  }
  console.log(`reliability: building into ${distDir} (${reason})`);
  const backend = await startDemoBackend({ port: apiPort });
  const before = snapshot();
  try {
    await npmRunBuild(env);
  } finally {
    restore(before, distDir);
    await backend.stop();
  }
  writeFileSync(`${ROOT}${distDir}/reliability-build-env.json`, JSON.stringify(env));
}
