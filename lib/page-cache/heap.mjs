#!/usr/bin/env node
// @ts-check
// The heap bound of a site process: PAGE_CACHE_MAX_MB for the page cache plus 256 MB for the
// rest (rendering, sockets, the reply cache). Without a bound V8 lets garbage pile up while
// memory is plentiful (a flood of 3,000 unknown ids took one process from 233 to 889 MB of
// memory, most of it garbage; bounded, 179 to 348 MB with the same answers and latency).
// `npm start` and `npm run stack` pass it to Node through NODE_OPTIONS; a
// --max-old-space-size the operator already set there is kept.
//
//   node lib/page-cache/heap.mjs   → prints NODE_OPTIONS with the bound added
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * PAGE_CACHE_MAX_MB (CONTRACT.md, "Under a flood"): the bound of each cache an instance keeps.
 * @param {NodeJS.ProcessEnv} env
 */
export function pageCacheMegabytes(env = process.env) {
  const value = Number(env.PAGE_CACHE_MAX_MB?.trim());
  return Number.isInteger(value) && value > 0 ? value : 256;
}

/** @param {NodeJS.ProcessEnv} env */
export function heapMegabytes(env = process.env) {
  return pageCacheMegabytes(env) + 256;
}

/** NODE_OPTIONS for a site process: the operator's, plus the heap bound unless they set one. */
export function nodeOptions(env = process.env) {
  const current = env.NODE_OPTIONS?.trim() ?? '';
  if (/--max[-_]old[-_]space[-_]size/.test(current)) return current;
  return `${current} --max-old-space-size=${heapMegabytes(env)}`.trim();
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url))
  console.log(nodeOptions());
