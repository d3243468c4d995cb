// @ts-check
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { precacheEntries } from './precache.mjs';

/** The service worker's URL (docs/behaviour.md, Offline), built into public/ by `next build`. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The service worker (./worker.ts) compiled with the browser's bundle by Serwist's webpack plugin
 * into public/sw.js, with its precache list (./precache.mjs). Not @serwist/next: it adds its
 * window-side library to every page's main bundle (docs/offline.md). Loaded for `next build`
 * only, so `next start` needs nothing of it.
 *
 * @returns {Promise<(config: any, options: { isServer: boolean, dev: boolean }) => any>} Next's `webpack` hook
 */
export async function serviceWorkerBuild() {
  const { InjectManifest } = await import('@serwist/webpack-plugin');
  // One revision for the whole build, in the environment so the build's workers share it.
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
