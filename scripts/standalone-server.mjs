#!/usr/bin/env node
// @ts-check
// The deployed site's server: what `npm start` is for a checkout, this is for the bundle that
// `npm run build` writes to <distDir>/standalone (scripts/bundle.mjs; docs/deploy.md,
// "On your own servers"). From the bundle's folder, with no npm and no sources:
//
//   node scripts/standalone-server.mjs [-p 3000] [-H 0.0.0.0] [--keepAliveTimeout ms]
//
// It does what Next's generated server.js does (the build's config handed to Next's server in
// __NEXT_PRIVATE_STANDALONE_CONFIG, then startServer), plus what scripts/start.mjs adds to
// `next start`: JSON log lines from the first one, the configuration check, the security
// headers of this environment, and the running server's part of the config (the page cache
// handler and its bounds, lib/page-cache/server-config.mjs), which the build leaves out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { installJsonConsole } from '../lib/ops/log.mjs';
import { runningServerConfig } from '../lib/page-cache/server-config.mjs';
import { applyRuntimeSecurityHeadersOrExit } from '../lib/http/security-headers.mjs';
import { installLocationDedupe } from '../lib/next-internals/dedupe-location.mjs';

installJsonConsole();
installLocationDedupe();

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    keepAliveTimeout: { type: 'string' },
  },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
// All interfaces by default, as `next start`; the systemd unit gives its address.
const hostname = values.hostname ?? '0.0.0.0';
const keepAliveTimeout =
  values.keepAliveTimeout === undefined ? undefined : Number(values.keepAliveTimeout);
if (
  !Number.isInteger(port) ||
  port < 0 ||
  port > 65535 ||
  (keepAliveTimeout !== undefined && !(keepAliveTimeout >= 0))
) {
  console.error(
    `Usage: node scripts/standalone-server.mjs [-p port] [-H address] [--keepAliveTimeout ms]`,
  );
  process.exit(2);
}

const dir = fileURLToPath(new URL('..', import.meta.url));
process.env.NODE_ENV = 'production';
process.chdir(dir);

// The build folder is the one holding the build's config (.next unless built with NEXT_DIST_DIR).
const distName = readdirSync(dir).find((name) =>
  existsSync(join(dir, name, 'required-server-files.json')),
);
if (!distName) {
  console.error(
    `No build in ${dir}: run this from the folder npm run build wrote (<distDir>/standalone)`,
  );
  process.exit(1);
}
const distDir = join(dir, distName);

const require = createRequire(join(dir, 'server.js'));
// .env files beside the bundle, as `next start` reads them, before anything reads the environment.
require('@next/env').loadEnvConfig(dir, false, { info: console.log, error: console.error });
// APPAPI_URL without APPAPI_KEY stops the server at once (next.config.mjs does this for `next start`).
await import('../lib/config/guard.mjs');

applyRuntimeSecurityHeadersOrExit(distDir, process.env);

const built = JSON.parse(readFileSync(join(distDir, 'required-server-files.json'), 'utf8')).config;
const config = runningServerConfig(built);
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

require('next');
const { startServer } = require('next/dist/server/lib/start-server');
try {
  await startServer({
    dir,
    isDev: false,
    config,
    hostname,
    port,
    allowRetry: false,
    keepAliveTimeout,
  });
} catch (error) {
  console.error(error);
  process.exit(1);
}
