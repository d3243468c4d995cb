// The search speed rows (issue 27): search-speed.ts, run with tsx beside the lib/search of the
// main before the issue (SEARCH_SPEED.beforeCommit), extracted from git into bench-results/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { RESULTS_DIR, ROOT, SEARCH_SPEED } from './config.mjs';

/** The old lib/search as files in a folder of bench-results/, or null without git history. */
function extractBefore() {
  const listing = spawnSync(
    'git',
    ['ls-tree', '--name-only', `${SEARCH_SPEED.beforeCommit}`, 'lib/search/'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (listing.status !== 0) return null;
  const dir = `${RESULTS_DIR}search-before/lib/search`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const path of listing.stdout.split('\n').filter(Boolean)) {
    const file = spawnSync('git', ['show', `${SEARCH_SPEED.beforeCommit}:${path}`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (file.status !== 0) return null;
    writeFileSync(`${dir}/${path.split('/').pop()}`, file.stdout);
  }
  return dir;
}

/** @returns {{ documents: number, queries: number, now: object, before?: object } | null} */
export function measureSearchSpeed() {
  console.log(
    'bench: search speed: building the index and uncached queries, now and before issue 27…',
  );
  const before = extractBefore();
  const run = spawnSync(
    'npx',
    [
      'tsx',
      '--conditions',
      'react-server',
      'scripts/bench/search-speed.ts',
      ...(before ? [before] : []),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  const line = (run.stdout ?? '').trim().split('\n').pop() ?? '';
  try {
    return JSON.parse(line);
  } catch {
    console.error(`bench: search speed failed: ${run.stderr}`);
    return null;
  }
}
