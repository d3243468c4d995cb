#!/usr/bin/env node
// @ts-check
// After `vercel build`: gives every page generated on demand (the id routes: /DptHome?id=…) the
// revalidate window as its lifetime in .vercel/output (docs/deploy.md, "Deploy to Vercel").
//
// Vercel's Next.js builder (@vercel/next, with CLI 64.0.2) writes `"expiration": 1` into the
// prerender config of every route whose pages are made on first request (a "blocking fallback":
// ours have no ids known at build), whatever the page says: its own `initialRevalidate = 1`.
// `expiration` is Next's revalidate (the Prerender type's own words: "`expiration` is
// `revalidate` in Next.js terms, and `s-maxage` in cache-control terms"), so left as it is, a
// department page could be made again every second on a results evening, each time asking the
// backend. Each page's own answer says `s-maxage` = APPAPI_REVALIDATE_SECONDS, and a page built
// from fallbacks 1 s; this makes the deployment's default agree with the first, so that the
// lifetime does not rest on one header. Run from the repository root, with the environment of
// the build:
//
//   vercel build && node deploy/vercel/finish-output.mjs && vercel deploy --prebuilt
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** APPAPI_REVALIDATE_SECONDS as lib/config/site-config.ts reads it. */
export function revalidateSeconds(env = process.env) {
  const value = Number(env.APPAPI_REVALIDATE_SECONDS?.trim());
  return Number.isInteger(value) && value > 0 ? value : 300;
}

/** Every prerender config under `dir`, with its path relative to the functions folder. */
export function prerenderConfigs(functionsDir) {
  /** @type {{ file: string, route: string, config: any }[]} */
  const found = [];
  const walk = (/** @type {string} */ dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name.endsWith('.func')) continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.prerender-config.json')) {
        found.push({
          file: path,
          route: `/${relative(functionsDir, path).replace(/\.prerender-config\.json$/, '')}`,
          config: JSON.parse(readFileSync(path, 'utf8')),
        });
      }
    }
  };
  walk(functionsDir);
  return found;
}

/** Whether a prerendered route is one of the id routes (lib/routing/routes.json `internal`: /department/:id/…). */
export function isIdRoute(route) {
  return /\/\[id\]\//.test(route);
}

/** Sets the id routes' expiration to `seconds`; returns how many configs changed. */
export function finishOutput(outputDir, seconds) {
  let changed = 0;
  for (const { file, route, config } of prerenderConfigs(join(outputDir, 'functions'))) {
    if (!isIdRoute(route) || config.expiration === seconds) continue;
    config.expiration = seconds;
    writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
    changed += 1;
  }
  return changed;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const seconds = revalidateSeconds();
  const changed = finishOutput('.vercel/output', seconds);
  console.log(
    `finish-output: ${changed} prerender configs of the id routes now expire after ${seconds} s (APPAPI_REVALIDATE_SECONDS)`,
  );
}
