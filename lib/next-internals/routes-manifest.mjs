// @ts-check
// `next start` reads header rules from the build's manifest (README.md, "Routes manifest").
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Replaces the rule setting `header` (Next may add its own for `source`) atomically: a server
 * starting meanwhile reads one file whole. @returns {'unchanged' | 'updated' | 'no build'}
 * @param {string} distDir @param {string} source @param {string} header @param {{ key: string, value: string }[]} headers */
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
  const rules = /** @type {{ source: string, headers: { key: string, value: string }[] }[]} */ (
    Array.isArray(manifest.headers) ? manifest.headers : []
  );
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
