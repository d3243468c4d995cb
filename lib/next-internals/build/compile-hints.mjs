// @ts-check

/**
 * Modules nearly all of whose functions run as soon as their chunk does: React, React DOM, their
 * scheduler and Next's client (as the page hydrates), and Swiper (as the home slider starts,
 * lib/hero-slider/start.ts).
 */
export const FRAMEWORK_MODULE =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|next|swiper)[\\/]/;

/** V8's explicit compile hint (v8.dev/blog/explicit-compile-hints; Chrome 136+), a comment elsewhere. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the browser chunks that hold the framework and Swiper with V8's explicit compile hint on
 * their first line. Nearly every function in them runs as the page hydrates; without the hint
 * V8 compiles each lazily, on the main thread, the first time it is called. With it, V8 compiles
 * them while they download, on a background thread (docs/performance.md, "V8's compile hint").
 *
 * @param {any} webpack the webpack Next builds with
 */
export function compileHints(webpack) {
  return {
    /** @param {any} compiler */
    apply(compiler) {
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
