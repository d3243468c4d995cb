// Webpack loader for the browser build (next.config.mjs, deferredHydration): runs on the output
// of Next's next-flight-client-entry-loader, the modules that start every client chunk's
// components as its script arrives (`import(/* webpackMode: "eager" */ …)` of each). Wrapped in
// whenStarted, they run when the page is first used (lib/boot/on-first-use.ts): until then a
// slow phone does not evaluate React DOM, Next's router or the page's components. React
// requires each on demand as it hydrates; the code is in the same chunks as before.
const ON_FIRST_USE = require.resolve('./on-first-use.ts');

module.exports = function firstUseLoader(source) {
  return `import { whenStarted } from ${JSON.stringify(ON_FIRST_USE)};\nwhenStarted(() => {\n${source}\n});\n`;
};
