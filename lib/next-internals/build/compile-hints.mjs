// @ts-check

/** Modules nearly all of whose functions run as soon as their chunk does. */
export const FRAMEWORK_MODULE =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|next|swiper)[\\/]/;

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** V8 compiles a hinted chunk off the main thread as it downloads (docs/performance.md). */
export function compileHints(/** @type {any} */ webpack) {
  return {
    apply(/** @type {any} */ compiler) {
      compiler.hooks.thisCompilation.tap('CompileHints', (/** @type {any} */ compilation) => {
        // After minification (which drops comments), before the files' content hashes.
        compilation.hooks.processAssets.tap(
          { name: 'CompileHints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
          () => {
            for (const chunk of compilation.chunks) {
              const framework = compilation.chunkGraph
                .getChunkModules(chunk)
                .some((/** @type {any} */ module) =>
                  FRAMEWORK_MODULE.test(module.resource ?? module.rootModule?.resource ?? ''),
                );
              if (!framework) continue;
              for (const file of chunk.files) {
                if (file.endsWith('.js'))
                  compilation.updateAsset(
                    file,
                    (/** @type {any} */ source) =>
                      new webpack.sources.ConcatSource(COMPILE_HINT, source),
                  );
              }
            }
          },
        );
      });
    },
  };
}
