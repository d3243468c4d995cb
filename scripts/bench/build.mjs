// The site build the benchmark measures (.next-bench, built against the demo backend server)
// and the browser it needs. Nothing is downloaded at run time except chromium when missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { ensureBuild, newestSourceMtime } from '../../e2e/support/server.mjs';
import { CHROMIUM_PATH, DIST_DIR, ROOT, SITE_ENV } from './config.mjs';

const BUILD = `${ROOT}${DIST_DIR}`;
const STAMP = `${BUILD}/bench-build.json`;

/** Installs Debian's chromium when it is missing (sudo unless root). */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log(`bench: ${CHROMIUM_PATH} is missing; installing Debian's chromium`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', 'chromium'],
  ]) {
    const command = [...sudo, ...args];
    const result = spawnSync(command[0], command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`${command.join(' ')} failed (exit ${result.status})`);
  }
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`chromium installed but ${CHROMIUM_PATH} is still missing`);
}

/** Why the build must be (re)made, or null when it is current. */
export function staleReason() {
  if (!existsSync(`${BUILD}/BUILD_ID`)) return `${DIST_DIR} is missing`;
  const stamp = existsSync(STAMP) ? JSON.parse(readFileSync(STAMP, 'utf8')) : null;
  if (!isDeepStrictEqual(stamp?.env, SITE_ENV))
    return `${DIST_DIR} was built with another environment`;
  if (newestSourceMtime() > stamp.sourcesMtimeMs)
    return `sources changed since ${DIST_DIR} was built`;
  return null;
}

/**
 * `next build` rewrites tsconfig.json (adds `.next-bench/types/**` and `.next-bench/dev/types/**` to include, reformats it) and
 * next-env.d.ts for a custom distDir. Neither belongs to the benchmark: put them back afterwards
 * if nothing else changed them meanwhile, keeping their timestamps.
 */
function guardProjectFiles() {
  const files = ['tsconfig.json', 'next-env.d.ts'].map((name) => {
    const path = `${ROOT}${name}`;
    return existsSync(path)
      ? { name, path, text: readFileSync(path, 'utf8'), stat: statSync(path) }
      : null;
  });
  return () => {
    for (const file of files.filter(Boolean)) {
      const now = readFileSync(file.path, 'utf8');
      if (now === file.text) continue;
      if (onlyDistDirChanges(file.name, file.text, now)) {
        writeFileSync(file.path, file.text);
        utimesSync(file.path, file.stat.atime, file.stat.mtime);
      } else {
        console.warn(
          `bench: ${file.name} changed during the build in ways the build does not explain; left as it is`,
        );
      }
    }
  };
}

function onlyDistDirChanges(name, before, after) {
  if (name === 'next-env.d.ts')
    return after === before.replaceAll('./.next/types/', `./${DIST_DIR}/types/`);
  try {
    const normalise = (text) => {
      const config = JSON.parse(text);
      const added = [`${DIST_DIR}/types/**/*.ts`, `${DIST_DIR}/dev/types/**/*.ts`];
      config.include = (config.include ?? []).filter((entry) => !added.includes(entry)).sort();
      return config;
    };
    return isDeepStrictEqual(normalise(before), normalise(after));
  } catch {
    return false; // not plain JSON: do not touch it
  }
}

/**
 * Builds DIST_DIR against the demo backend server (which must be running: pages without an id
 * are prerendered from it) when it is missing or stale, or always with `force`.
 * @returns {Promise<{ built: boolean, reason: string | null, seconds: number }>}
 */
export async function ensureSiteBuild({ force }) {
  const reason = force ? '--rebuild' : staleReason();
  if (!reason) return { built: false, reason: null, seconds: 0 };
  console.log(`bench: building ${DIST_DIR} (${reason})…`);
  const started = Date.now();
  // Read before the build: a file edited while it runs makes the next run build again.
  const sourcesMtimeMs = newestSourceMtime();
  const restore = guardProjectFiles();
  try {
    await ensureBuild({ force: true, env: SITE_ENV });
  } finally {
    restore();
  }
  writeFileSync(
    STAMP,
    JSON.stringify({ env: SITE_ENV, sourcesMtimeMs, builtAt: new Date().toISOString() }, null, 2),
  );
  return { built: true, reason, seconds: (Date.now() - started) / 1000 };
}
