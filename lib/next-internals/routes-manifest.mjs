// @ts-check
// The header rules of a build, as `next start` reads them: next.config.mjs's headers() are
// computed at `next build` and written into <distDir>/routes-manifest.json, which Next's server
// reads at start and never computes again (lib/next-internals/README.md, "Routes manifest").
// A start script replaces one rule there with the headers of its own environment
// (lib/security-headers.mjs).
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Replaces the headers of the build's rule for `source` that sets `header` (Next may add a rule
 * of its own for the same source: a deployment's skew cookie). Atomic (a temporary file renamed
 * over the manifest, so a server starting meanwhile reads the old or the new file whole), and
 * nothing is written when the rule already holds them. Returns 'unchanged', 'updated' or
 * 'no build' (no manifest: `next start` says so itself). Throws when the manifest has no such
 * rule (a build made by other code: build again).
 *
 * @param {string} distDir
 * @param {string} source
 * @param {string} header lower case
 * @param {{ key: string, value: string }[]} headers
 * @returns {'unchanged' | 'updated' | 'no build'}
 */
export function replaceHeaderRule(distDir, source, header, headers) {
  const path = join(distDir, 'routes-manifest.json');
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return 'no build';
    throw error;
  }
  const manifest = JSON.parse(text);
  /** @type {{ source: string, headers: { key: string, value: string }[] }[]} */
  const rules = Array.isArray(manifest.headers) ? manifest.headers : [];
  const rule = rules.find(
    (candidate) =>
      candidate.source === source &&
      candidate.headers?.some(({ key }) => key.toLowerCase() === header),
  );
  if (!rule) {
    throw new Error(
      `${path} has no header rule for ${source}: build the site again (npm run build)`,
    );
  }
  if (JSON.stringify(rule.headers) === JSON.stringify(headers)) return 'unchanged';
  rule.headers = headers;
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, JSON.stringify(manifest));
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return 'updated';
}
