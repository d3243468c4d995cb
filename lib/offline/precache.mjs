// @ts-check
// What the service worker precaches: the offline page of each language and the one file it
// shows, the header's crest. Nothing of the build's JavaScript: the pages are shown without scripts.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** @type {Record<string, { prefix: string }>} */
const languages = JSON.parse(
  readFileSync(new URL('../i18n/languages.json', import.meta.url), 'utf8'),
);

/** The offline page's path in each language: /offline, /ur/offline. */
export const OFFLINE_PAGE_PATHS = Object.values(languages).map(({ prefix }) => `${prefix}/offline`);

/** Files of public/ the offline page shows. */
const OFFLINE_PAGE_FILES = ['/logo-crest.png'];

/**
 * The precache list. The pages' revision is the build's (a new build's offline page, in new
 * words or a new layout, replaces the old on the next visit); a file's is its content's hash.
 *
 * @param {{ publicDir: URL, buildRevision?: string }} options
 * @returns {{ url: string, revision: string }[]}
 */
export function precacheEntries({ publicDir, buildRevision = randomUUID() }) {
  return [
    ...OFFLINE_PAGE_PATHS.map((url) => ({ url, revision: buildRevision })),
    ...OFFLINE_PAGE_FILES.map((url) => ({
      url,
      revision: createHash('sha256')
        .update(readFileSync(new URL(`.${url}`, publicDir)))
        .digest('hex')
        .slice(0, 16),
    })),
  ];
}
