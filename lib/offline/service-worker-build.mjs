// @ts-check
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { precacheEntries } from './precache.mjs';

export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Imported at build only: `next start` needs nothing of it. Not @serwist/next: docs/offline.md.
 * @returns {Promise<(config: any, options: { isServer: boolean, dev: boolean }) => any>} Next's `webpack` hook
 */
export async function serviceWorkerBuild() {
  const { InjectManifest } = await import('@serwist/webpack-plugin');
  // In the environment, so every compiler of one build shares it.
  process.env.SERVICE_WORKER_REVISION ||= randomUUID();
  const buildRevision = process.env.SERVICE_WORKER_REVISION;
  const publicDir = new URL('../../public/', import.meta.url);
  return (webpackConfig, { isServer, dev }) => {
    if (isServer || dev) return webpackConfig;
    webpackConfig.plugins.push(
      new InjectManifest({
        swSrc: fileURLToPath(new URL('./worker.ts', import.meta.url)),
        swDest: fileURLToPath(new URL(`.${SERVICE_WORKER_PATH}`, publicDir)),
        exclude: [() => true],
        additionalPrecacheEntries: precacheEntries({ publicDir, buildRevision }),
      }),
    );
    return webpackConfig;
  };
}
