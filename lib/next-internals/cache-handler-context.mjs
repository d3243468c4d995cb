// @ts-check
// What the page cache handler reads from Next's undocumented `serverDistDir` (README.md, "Cache
// handler context").
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * BUILD_ID, or `development`; null without a server folder, so that the caller keeps its entries
 * in this process rather than mix builds in Redis. @param {{ serverDistDir?: unknown }} ctx
 */
export function buildIdOf(ctx) {
  if (typeof ctx?.serverDistDir !== 'string' || ctx.serverDistDir === '') return null;
  const path = join(ctx.serverDistDir, '..', 'BUILD_ID');
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : 'development';
}

/** Served at `/_next/static/css/`. @param {{ serverDistDir?: unknown }} ctx */
export function stylesheetsDirOf(ctx) {
  if (typeof ctx?.serverDistDir !== 'string' || ctx.serverDistDir === '') return null;
  return join(ctx.serverDistDir, '..', 'static', 'css');
}
