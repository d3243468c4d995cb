#!/usr/bin/env node
// @ts-check
// A site process's heap bound: unbounded, V8 lets a flood's garbage pile up while memory is
// plentiful. `node lib/page-cache/heap.mjs` prints NODE_OPTIONS with it, or the operator's own.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The bound of each cache an instance keeps (docs/behaviour.md, "Under a flood").
export function pageCacheMegabytes(env = process.env) {
  const value = Number(env.PAGE_CACHE_MAX_MB?.trim());
  return Number.isInteger(value) && value > 0 ? value : 256;
}

export function heapMegabytes(env = process.env) {
  return pageCacheMegabytes(env) + 256;
}

export function nodeOptions(env = process.env) {
  const current = env.NODE_OPTIONS?.trim() ?? '';
  if (/--max[-_]old[-_]space[-_]size/.test(current)) return current;
  return `${current} --max-old-space-size=${heapMegabytes(env)}`.trim();
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url))
  console.log(nodeOptions());
