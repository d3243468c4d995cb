#!/usr/bin/env node
// @ts-check
// The last step of `npm run build`: completes Next's standalone output (<distDir>/standalone)
// into the whole deployable site, so that one folder copied to a server runs there with
// `node scripts/standalone-server.mjs` and nothing else (docs/deploy.md, "On your own servers"):
//   - <distDir>/static and public/ (with the service worker the build wrote), which Next leaves
//     to the deployer;
//   - deploy/nginx, deploy/redis and deploy/systemd: what the server's recipe installs from;
//   - the server script and the page cache handler, traced with @vercel/nft (their own modules
//     and packages: the Redis client, pino, prom-client), since Next traces only what the
//     build's config names and the handler is named at start (lib/page-cache/server-config.mjs).
// On Vercel there is no standalone output (next.config.mjs) and nothing to do.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFileTrace } from '@vercel/nft';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST_DIR = process.env.NEXT_DIST_DIR?.trim() || '.next';
const BUNDLE = join(ROOT, DIST_DIR, 'standalone');

/** What the bundle's own server needs beyond Next's trace of the pages. */
const BUNDLE_ENTRIES = [
  'scripts/standalone-server.mjs',
  'lib/page-cache/handler.mjs',
  'deploy/nginx/render.mjs',
];

/** Files and bytes under `dir`. */
function folderSize(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

async function main() {
  if (!existsSync(join(BUNDLE, 'server.js'))) {
    console.log(
      `bundle: no standalone output in ${DIST_DIR} (Vercel's build), nothing to complete`,
    );
    return;
  }
  for (const [from, to] of [
    [join(ROOT, DIST_DIR, 'static'), join(BUNDLE, DIST_DIR, 'static')],
    [join(ROOT, 'public'), join(BUNDLE, 'public')],
    ...['nginx', 'redis', 'systemd'].map((name) => [
      join(ROOT, 'deploy', name),
      join(BUNDLE, 'deploy', name),
    ]),
  ]) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
  // Everything the bundle's server and the handler load, from the repository, at the same paths.
  // Next and React are Next's own trace's (the server's), never a second, different set of files;
  // the build folder is Next's to place (the server script looks one up at run time, which the
  // tracer takes for every build folder of the checkout).
  const { fileList, warnings } = await nodeFileTrace(BUNDLE_ENTRIES, {
    base: ROOT,
    ignore: (path) =>
      /^node_modules\/(next|react|react-dom)\//.test(path) || /^\.next[^/]*\//.test(path),
  });
  let added = 0;
  for (const file of fileList) {
    const target = join(BUNDLE, file);
    if (existsSync(target) || statSync(join(ROOT, file)).isDirectory()) continue;
    mkdirSync(dirname(target), { recursive: true });
    cpSync(join(ROOT, file), target, { verbatimSymlinks: true });
    added += 1;
  }
  // A package missing from the checkout too is an optional one its package loads only if present
  // (the Redis client's @node-rs/xxhash, for a command we never send): the bundle lacks nothing.
  for (const warning of warnings) {
    const missing = /Failed to resolve dependency "([^"]+)"/.exec(warning.message)?.[1];
    if (missing && !existsSync(join(ROOT, 'node_modules', missing))) continue;
    console.warn(`bundle: ${warning.message}`);
  }
  const { files, bytes } = folderSize(BUNDLE);
  console.log(
    `bundle: ${DIST_DIR}/standalone is the deployable site (${added} files added for its server): ${files} files, ${(bytes / 1e6).toFixed(1)} MB`,
  );
}

await main();
