// @ts-check
// What the page cache handler (lib/page-cache/handler.mjs) reads from the context Next builds it
// with (lib/next-internals/README.md, "Cache handler context"). Next passes `serverDistDir`, the
// build's server folder, as an undocumented field of that context; its BUILD_ID beside it names
// the Redis keys of this build, so that two builds sharing a Redis never serve each other's pages,
// and the build's static folder beside it holds the stylesheet whose first-paint rules each kept
// page carries (lib/page-cache/first-paint-css.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The build id the handler's shared entries are keyed by: the build's BUILD_ID, `development`
 * for a server folder without one (`next dev`), or null when Next passed no server folder, so
 * that the caller keeps its entries to this process rather than mix builds in Redis.
 * @param {{ serverDistDir?: unknown }} ctx the context Next constructs the handler with
 * @returns {string | null}
 */
export function buildIdOf(ctx) {
  if (typeof ctx?.serverDistDir !== 'string' || ctx.serverDistDir === '') return null;
  const path = join(ctx.serverDistDir, '..', 'BUILD_ID');
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : 'development';
}

/**
 * The build's stylesheets folder, `<distDir>/static/css`, which the site serves at
 * `/_next/static/css/` (a deployed bundle copies it to the same place, scripts/bundle.mjs); null
 * when Next passed no server folder.
 * @param {{ serverDistDir?: unknown }} ctx the context Next constructs the handler with
 * @returns {string | null}
 */
export function stylesheetsDirOf(ctx) {
  if (typeof ctx?.serverDistDir !== 'string' || ctx.serverDistDir === '') return null;
  return join(ctx.serverDistDir, '..', 'static', 'css');
}
