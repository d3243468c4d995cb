// Runs after Next's flight client entry loader: each chunk's component imports wait for first use
// (whenStarted). The module that lists only Next's own components would put Next's client back in
// every page's entry: its imports go lazy, into Next's client's chunk group (README.md, "Flight
// client entry loader").
const ON_FIRST_USE = require.resolve('../boot/on-first-use.ts');

/** `webpackChunkName` in ../boot/load-app.ts. */
const NEXT_APP_CHUNK_GROUP = 'next-app';

const IMPORT = /import\(\/\* (.*?) \*\/ ("(?:[^"\\]|\\.)*")\)/g;
const NEXT_OWN = /[\\/]node_modules[\\/]next[\\/]dist[\\/]/;

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
