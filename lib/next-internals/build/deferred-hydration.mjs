// @ts-check
import { fileURLToPath } from 'node:url';
import { NEXT_APP_CHUNK_GROUP } from './first-use-loader.cjs';
import { manifestWithoutChunks } from './reference-chunks.mjs';

/**
 * Next's client entry, as its webpack config names it: relative to the project, through wherever
 * node_modules really is (a linked one gives ./../elsewhere/node_modules/…). The import from
 * ../boot/load-app.ts is not replaced.
 */
export const NEXT_CLIENT_ENTRY =
  /^\.\/(?:[^!?]*\/)?node_modules\/next\/dist\/client\/app-next\.js$/;

/** What Next's flight client entry loader is asked for: the modules that start each chunk's components. */
export const FLIGHT_CLIENT_ENTRY = /^next-flight-client-entry-loader\?/;

/** A page's client reference manifest, which the server reads to name the chunks each component needs. */
export const CLIENT_REFERENCE_MANIFEST = /^server[\\/]app[\\/].*_client-reference-manifest\.js$/;

/**
 * Hydration on first use (issue 35), in the production browser build:
 * - Next's client entry is ../boot/main-app.ts: it imports Next's client (React DOM, the router)
 *   only when the visitor first touches, clicks or types (../boot/on-first-use.ts), and has it
 *   prefetched once the page has loaded.
 * - Those chunks are taken out of every client reference in the manifests the server renders
 *   with, as Next takes out its entry's own: the page's HTML no longer names them, so a slow
 *   phone neither downloads nor parses them before the page's content is painted. The chunks a
 *   reference keeps (the site's components) arrive with the page as before.
 * - The modules that start each chunk's components as it arrives (Next's flight client entry
 *   loader) get ./first-use-loader.cjs after them: they run on first use too.
 * Every page works without script.
 *
 * @param {any} webpack the webpack Next builds with
 */
export function deferredHydration(webpack) {
  const mainApp = fileURLToPath(new URL('../boot/main-app.ts', import.meta.url));
  const firstUseLoader = fileURLToPath(new URL('./first-use-loader.cjs', import.meta.url));
  let entryReplaced = false;
  const replace = new webpack.NormalModuleReplacementPlugin(
    new RegExp(`${NEXT_CLIENT_ENTRY.source}|${FLIGHT_CLIENT_ENTRY.source}`),
    (/** @type {any} */ resource) => {
      if (FLIGHT_CLIENT_ENTRY.test(resource.request))
        resource.request = `${firstUseLoader}!${resource.request}`;
      else if (NEXT_CLIENT_ENTRY.test(resource.request) && !resource.contextInfo?.issuer) {
        resource.request = mainApp;
        entryReplaced = true;
      }
    },
  );
  return {
    /** @param {any} compiler */
    apply(compiler) {
      replace.apply(compiler);
      compiler.hooks.thisCompilation.tap('DeferredHydration', (/** @type {any} */ compilation) => {
        // After Next's ClientReferenceManifestPlugin (stage ANALYSE) has written the manifests.
        compilation.hooks.processAssets.tap(
          { name: 'DeferredHydration', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            // Without the replacement every page would be sent without its payload and fail to
            // start: the build fails instead.
            if (!entryReplaced)
              throw new Error(
                `deferredHydration: Next's client entry (app-next.js) was never requested as ${NEXT_CLIENT_ENTRY} (lib/next-internals/README.md)`,
              );
            const group = compilation.namedChunkGroups.get(NEXT_APP_CHUNK_GROUP);
            if (!group)
              throw new Error(
                `deferredHydration: no chunk group "${NEXT_APP_CHUNK_GROUP}" (lib/next-internals/boot/load-app.ts)`,
              );
            const appFiles = group
              .getFiles()
              .filter((/** @type {string} */ file) => file.endsWith('.js'));
            for (const asset of compilation.getAssets()) {
              if (!CLIENT_REFERENCE_MANIFEST.test(asset.name)) continue;
              compilation.updateAsset(
                asset.name,
                new webpack.sources.RawSource(
                  manifestWithoutChunks(asset.source.source().toString(), appFiles),
                ),
              );
            }
          },
        );
      });
    },
  };
}
