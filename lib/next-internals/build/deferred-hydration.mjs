// @ts-check
import { fileURLToPath } from 'node:url';
import { NEXT_APP_CHUNK_GROUP } from './first-use-loader.cjs';
import { manifestWithoutChunks } from './reference-chunks.mjs';

/** As Next's webpack config names it (a linked node_modules gives ./../elsewhere/…). */
export const NEXT_CLIENT_ENTRY =
  /^\.\/(?:[^!?]*\/)?node_modules\/next\/dist\/client\/app-next\.js$/;

export const FLIGHT_CLIENT_ENTRY = /^next-flight-client-entry-loader\?/;

export const CLIENT_REFERENCE_MANIFEST = /^server[\\/]app[\\/].*_client-reference-manifest\.js$/;

/** Hydration on first use (README.md, "Client entry" and the next two). */
export function deferredHydration(/** @type {any} */ webpack) {
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
    apply(/** @type {any} */ compiler) {
      replace.apply(compiler);
      compiler.hooks.thisCompilation.tap('DeferredHydration', (/** @type {any} */ compilation) => {
        // After Next's ClientReferenceManifestPlugin (stage ANALYSE) has written the manifests.
        compilation.hooks.processAssets.tap(
          { name: 'DeferredHydration', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
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
