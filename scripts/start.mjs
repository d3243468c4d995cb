#!/usr/bin/env node
// @ts-check
// `npm start`: Next's own `next start`, in this same process and with the same arguments, after
// writing the security headers of this process's environment into the build (issue 16,
// finding 11). Next reads the headers from the build's routes-manifest.json, where `next build`
// put those of the build's environment: a server started with another MAP_EMBED_URL,
// APPAPI_URL or SITE_URL refused its own map (frame-src) or sent the wrong HSTS. Every way
// the site is started goes through here: npm start, npm run stack, the systemd unit, the
// browser, reliability and bench harnesses.
//
//   node scripts/start.mjs [directory] [next start options: -p 3000 -H 0.0.0.0 …]
//
// The heap bound (lib/page-cache/heap.mjs) must be in NODE_OPTIONS before Node starts, so
// package.json and the harnesses set it; this script cannot.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { installJsonConsole } from '../lib/ops/log.mjs';
import { applyRuntimeSecurityHeadersOrExit } from '../lib/http/security-headers.mjs';
import { installLocationDedupe } from '../lib/next-internals/dedupe-location.mjs';

// Every line from here on, Next's start-up lines included, is one JSON object (lib/ops/log.mjs).
installJsonConsole();
installLocationDedupe();

const args = process.argv.slice(2);
// Only to find the project folder, as `next start [directory]` does; Next parses them itself.
const { positionals } = parseArgs({
  args,
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    keepAliveTimeout: { type: 'string' },
  },
  allowPositionals: true,
  strict: false,
});
const projectDir = resolve(positionals[0] ?? '.');

const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');

// The environment Next itself will run with: .env.production and the like, as `next start`
// reads them (once: Next finds them loaded), then the build folder next.config.mjs names.
createRequire(nextBin)('@next/env').loadEnvConfig(projectDir, false, {
  info: console.log,
  error: console.error,
});
const { default: configFor } = await import(
  pathToFileURL(resolve(projectDir, 'next.config.mjs')).href
);
const distDir = resolve(projectDir, (await configFor(PHASE_PRODUCTION_SERVER)).distDir ?? '.next');

applyRuntimeSecurityHeadersOrExit(distDir, process.env);

process.argv = [process.argv[0] ?? process.execPath, nextBin, 'start', ...args];
require(nextBin);
