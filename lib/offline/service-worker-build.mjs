// @ts-check
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { precacheEntries } from './precache.mjs';

/** The service worker's URL (CONTRACT.md, "Offline"), built into public/ by `next build`. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The service worker (./worker.ts) is compiled with the browser's bundle by Serwist's webpack
 * plugin and written to public/sw.js, with its precache list (./precache.mjs): the offline pages
 * and the logo only, none of the build's chunks. Not @serwist/next: it adds its window-side
 * library to every page's main bundle even when told not to register, and the registration here
 * is one line of the layout. The plugin is loaded for `next build` only, so `next start` needs
 * nothing of it.
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
