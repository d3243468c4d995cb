// @ts-check
// The boot fetches Next's client itself, so its chunks leave every client reference (README.md).

/** As a manifest names a file: each segment URI-encoded, no deployment query. */
function chunkPath(/** @type {string} */ file) {
  return file
    .split('?')[0]
    .split('/')
    .map((segment) => encodeURIComponent(decodeURIComponent(segment)))
    .join('/');
}

/** @param {string} manifest @param {string[]} files */
export function manifestWithoutChunks(manifest, files) {
  const start = manifest.indexOf(']={') + 2;
  if (start < 2 || !manifest.endsWith('};'))
    throw new Error('Not a client reference manifest: expected `…]={…};`');
  const taken = new Set(files.map(chunkPath));
  const json = /** @type {{ clientModules: Record<string, { chunks: string[] }> }} */ (
    JSON.parse(manifest.slice(start, -1))
  );
  for (const reference of Object.values(json.clientModules)) {
    const kept = /** @type {string[]} */ ([]);
    for (let index = 0; index < reference.chunks.length; index += 2) {
      if (!taken.has(chunkPath(reference.chunks[index + 1])))
        kept.push(reference.chunks[index], reference.chunks[index + 1]);
    }
    reference.chunks = kept;
  }
  return `${manifest.slice(0, start)}${JSON.stringify(json)};`;
}
