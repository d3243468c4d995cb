// @ts-check
// What a running server's Next config adds to the build's, from the environment it starts with:
// the page cache handler (this folder's handler.mjs, in memory within PAGE_CACHE_MAX_MB and
// shared through Redis with REDIS_URL), no second copy in Next's own memory cache, and the image
// optimiser's disk cache within the same bound. Used by next.config.mjs for `next start` and by
// scripts/standalone-server.mjs for the deployed bundle, whose config was written at build time.
//
// Never during `next build`: webpack would bundle the handler, Redis client and all, into the
// middleware's edge bundle, which cannot load node: modules; and Vercel's build must not name
// it (Vercel's cache takes its place there, docs/deploy.md, "Deploy to Vercel").
import { fileURLToPath } from 'node:url';
import { pageCacheMegabytes } from './heap.mjs';

/** The handler beside this file: in the repository, or in the bundle that copied both. */
export const PAGE_CACHE_HANDLER = fileURLToPath(new URL('./handler.mjs', import.meta.url));

/**
 * `config` (a Next config object, as built) for a server started with `env`.
 * @template {{ images?: object }} Config
 * @param {Config} config
 * @param {NodeJS.ProcessEnv} [env]
 */
export function runningServerConfig(config, env = process.env) {
  return {
    ...config,
    cacheHandler: PAGE_CACHE_HANDLER,
    cacheMaxMemorySize: 0,
    images: { ...config.images, maximumDiskCacheSize: pageCacheMegabytes(env) * 1024 * 1024 },
  };
}
