// Webpack loader for the browser build (lib/next-internals/build/deferred-hydration.mjs): runs on the output
// of Next's next-flight-client-entry-loader, the modules that start every client chunk's
// components as its script arrives (`import(/* webpackMode: "eager" */ …)` of each). Wrapped in
// whenStarted, they run when the page is first used (lib/next-internals/boot/on-first-use.ts): until then a
// slow phone evaluates none of the components. React requires each on demand as it hydrates.
//
// One such module lists only Next's own client components (its layout router, error boundaries:
// the "app-pages-internals" Next adds to its entry). Left eager, they would put Next's client back
// in the entry every page's HTML names; their imports become lazy, in the chunk group of Next's
// client (lib/next-internals/boot/load-app.ts names it), fetched with it after the page has loaded. The page is
// hydrated once they have run (lib/next-internals/boot/main-app.ts).
const ON_FIRST_USE = require.resolve('../boot/on-first-use.ts');

/** The chunk group of Next's client: `webpackChunkName` in lib/next-internals/boot/load-app.ts. */
const NEXT_APP_CHUNK_GROUP = 'next-app';

const IMPORT = /import\(\/\* (.*?) \*\/ ("(?:[^"\\]|\\.)*")\)/g;
const NEXT_OWN = /[\\/]node_modules[\\/]next[\\/]dist[\\/]/;

/** The `import(…)` expressions of Next's output, lazy if every one is of Next's own components. */
function componentImports(source) {
  const imports = [...source.matchAll(IMPORT)].map(([, comment, path]) => ({ comment, path }));
  const nextOwn =
    imports.length > 0 && imports.every(({ path }) => NEXT_OWN.test(JSON.parse(path)));
  return imports.map(
    ({ comment, path }) =>
      `import(/* ${nextOwn ? comment.replace('webpackMode: "eager"', `webpackMode: "lazy", webpackChunkName: "${NEXT_APP_CHUNK_GROUP}"`) : comment} */ ${path})`,
  );
}

module.exports = function firstUseLoader(source) {
  const imports = componentImports(source);
  return `import { whenStarted } from ${JSON.stringify(ON_FIRST_USE)};\nwhenStarted(() => Promise.all([\n${imports.join(',\n')}\n]));\n`;
};
module.exports.NEXT_APP_CHUNK_GROUP = NEXT_APP_CHUNK_GROUP;
