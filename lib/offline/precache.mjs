// @ts-check
// The offline pages and the crest they show; nothing of the build: they are shown without scripts.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** @type {Record<string, { prefix: string }>} */
const languages = JSON.parse(
  readFileSync(new URL('../i18n/languages.json', import.meta.url), 'utf8'),
);

export const OFFLINE_PAGE_PATHS = Object.values(languages).map(({ prefix }) => `${prefix}/offline`);

const OFFLINE_PAGE_FILES = ['/logo-crest.png'];

/**
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
