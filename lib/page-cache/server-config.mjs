// @ts-check
// Next's config for a running server, never for `next build`: webpack would bundle the handler,
// Redis client and all, into the edge middleware; on Vercel its cache takes the handler's place.
import { fileURLToPath } from 'node:url';
import { pageCacheMegabytes } from './heap.mjs';

export const PAGE_CACHE_HANDLER = fileURLToPath(new URL('./handler.mjs', import.meta.url));

export function runningServerConfig(config, env = process.env) {
  return {
    ...config,
    cacheHandler: PAGE_CACHE_HANDLER,
    cacheMaxMemorySize: 0,
    images: { ...config.images, maximumDiskCacheSize: pageCacheMegabytes(env) * 1024 * 1024 },
  };
}
