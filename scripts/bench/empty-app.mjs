// The framework's floor: an empty App Router page built with the same Next.js (this repo's
// node_modules) and the same poweredByHeader/reactStrictMode, measured like the site's pages.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { waitForHttp } from '../../e2e/support/server.mjs';
import { killGroup, onCleanup } from './cleanup.mjs';
import { RESULTS_DIR, ROOT, SITE_PORT, SITE_URL } from './config.mjs';
import { assertPortFree } from './servers.mjs';

export const EMPTY_APP_DIR = `${RESULTS_DIR}empty-app/`;
const NEXT_BIN = `${ROOT}node_modules/next/dist/bin/next`;
// The same bundler as the site's `npm run build` (docs/architecture.md, "Runtime, framework and tools", says why it is webpack).
const BUILD_ARGS = ['build', '--webpack'];

const FILES = {
  // No dependencies of its own: node_modules is a symlink to the site's.
  'package.json': `${JSON.stringify({ name: 'bench-empty-app', private: true }, null, 2)}\n`,
  // The site's settings that apply to an empty page (Next 16's build runs no linter).
  'next.config.mjs': `/** @type {import('next').NextConfig} */
export default { poweredByHeader: false, reactStrictMode: true };
`,
  'app/layout.tsx': `import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `export default function Page() {
  return <p>Empty page.</p>;
}
`,
};

function nextVersion() {
  return JSON.parse(readFileSync(`${ROOT}node_modules/next/package.json`, 'utf8')).version;
}

function fingerprint() {
  return createHash('sha256')
    .update(JSON.stringify({ next: nextVersion(), args: BUILD_ARGS, files: FILES }))
    .digest('hex');
}

/**
 * Creates and builds the empty app unless the cached build matches this Next version and these
 * files. Returns { built, nextVersion }.
 */
export function ensureEmptyApp() {
  const stampPath = `${EMPTY_APP_DIR}bench-stamp.json`;
  const stamp = existsSync(stampPath) ? JSON.parse(readFileSync(stampPath, 'utf8')) : null;
  if (stamp?.fingerprint === fingerprint() && existsSync(`${EMPTY_APP_DIR}.next/BUILD_ID`)) {
    return { built: false, nextVersion: nextVersion() };
  }
  console.log('bench: building the empty App Router page (cached afterwards)…');
  rmSync(EMPTY_APP_DIR, { recursive: true, force: true });
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(`${EMPTY_APP_DIR}${name}`.replace(/\/[^/]+$/, ''), { recursive: true });
    writeFileSync(`${EMPTY_APP_DIR}${name}`, text);
  }
  symlinkSync(`${ROOT}node_modules`, `${EMPTY_APP_DIR}node_modules`, 'dir');
  const result = spawnSync(process.execPath, [NEXT_BIN, ...BUILD_ARGS], {
    cwd: EMPTY_APP_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' },
  });
  if (result.status !== 0) throw new Error(`the empty app's build failed (exit ${result.status})`);
  // Should the site's tsconfig ever stop excluding bench-results/, its `tsc` would pick this
  // next-env.d.ts up and declare Next's route types twice; the build does not need it any more.
  rmSync(`${EMPTY_APP_DIR}next-env.d.ts`, { force: true });
  writeFileSync(
    stampPath,
    JSON.stringify({ fingerprint: fingerprint(), nextVersion: nextVersion() }, null, 2),
  );
  return { built: true, nextVersion: nextVersion() };
}

/** Serves the empty app with `next start` on the site's port (the site is stopped by then). */
export async function startEmptyApp() {
  await assertPortFree(SITE_URL, 'empty app');
  const logs = [];
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(SITE_PORT)], {
    cwd: EMPTY_APP_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr.on('data', (chunk) => logs.push(String(chunk)));
  const stop = onCleanup('empty app', async () => {
    killGroup(child.pid);
    await new Promise((resolve) =>
      child.exitCode === null ? child.once('exit', resolve) : resolve(),
    );
  });
  await waitForHttp(`${SITE_URL}/`, 60_000);
  return { url: SITE_URL, stop, logs };
}
