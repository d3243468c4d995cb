// @ts-check
import { compileHints } from './compile-hints.mjs';
import { deferredHydration } from './deferred-hydration.mjs';

/**
 * The phone layer's webpack plugins, for the production browser build of a first-use build
 * (../client-start.mjs): none for the server, development or Next's own client start.
 *
 * @param {'first-use' | 'next'} start the build's client start
 * @param {{ isServer: boolean, dev: boolean, webpack: any }} options Next's webpack options
 * @returns {unknown[]}
 */
export function phoneLayerPlugins(start, { isServer, dev, webpack }) {
  if (start !== 'first-use' || isServer || dev) return [];
  return [compileHints(webpack), deferredHydration(webpack)];
}
