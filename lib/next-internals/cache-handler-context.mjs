// @ts-check
// Next's undocumented `serverDistDir`, read by the page cache handler (README.md).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** BUILD_ID, or `development`; null (entries then stay in this process, not mixed in Redis). */
export function buildIdOf(/** @type {{ serverDistDir?: unknown }} */ ctx) {
  if (typeof ctx?.serverDistDir !== 'string' || ctx.serverDistDir === '') return null;
  const path = join(ctx.serverDistDir, '..', 'BUILD_ID');
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : 'development';
}

export function stylesheetsDirOf(/** @type {{ serverDistDir?: unknown }} */ ctx) {
  if (typeof ctx?.serverDistDir !== 'string' || ctx.serverDistDir === '') return null;
  return join(ctx.serverDistDir, '..', 'static', 'css');
}
