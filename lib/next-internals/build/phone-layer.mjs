// @ts-check
import { compileHints } from './compile-hints.mjs';
import { deferredHydration } from './deferred-hydration.mjs';

/** @param {'first-use' | 'next'} start @param {{ isServer: boolean, dev: boolean, webpack: any }} options */
export function phoneLayerPlugins(start, { isServer, dev, webpack }) {
  if (start !== 'first-use' || isServer || dev) return [];
  return [compileHints(webpack), deferredHydration(webpack)];
}
