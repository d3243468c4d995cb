// @ts-check
// The server renders a page's HTML with Next's client reference manifest: for each client
// component, the chunks the browser needs for it, which React names in the page as <script async>
// tags. The browser build's bootstrap fetches Next's client itself after the page has loaded
// (lib/next-internals/boot/main-app.ts), so its chunks are taken out of every reference (./deferred-hydration.mjs), as Next takes out its entry's own.

/** A chunk file as a manifest names it: each path segment URI-encoded, without a deployment query. */
function chunkPath(/** @type {string} */ file) {
  return file
    .split('?')[0]
    .split('/')
    .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
    .join('/');
}

/**
 * A client reference manifest (`globalThis.__RSC_MANIFEST[page]={…};`) whose client modules no
 * longer list the given chunk files. A module's `chunks` are pairs: chunk id, file.
 *
 * @param {string} manifest the manifest file's text
 * @param {string[]} files chunk files as the build names them (static/chunks/…js)
 * @returns {string}
 */
export function manifestWithoutChunks(manifest, files) {
  const start = manifest.indexOf(']={') + 2;
  if (start < 2 || !manifest.endsWith('};'))
    throw new Error('Not a client reference manifest: expected `…]={…};`');
  const taken = new Set(files.map(chunkPath));
  /** @type {{ clientModules: Record<string, { chunks: string[] }> }} */
  const json = JSON.parse(manifest.slice(start, -1));
  for (const reference of Object.values(json.clientModules)) {
    /** @type {string[]} */
    const kept = [];
    for (let index = 0; index < reference.chunks.length; index += 2) {
      if (!taken.has(chunkPath(reference.chunks[index + 1])))
        kept.push(reference.chunks[index], reference.chunks[index + 1]);
    }
    reference.chunks = kept;
  }
  return `${manifest.slice(0, start)}${JSON.stringify(json)};`;
}
