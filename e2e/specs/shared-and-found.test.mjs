// Shared and found (issue 26): what link previewers and search engines read of each page. Many
// unfurlers read only the first 32 KB of a page: its title, description, canonical link and
// Open Graph tags must lie within them, in every route view of every language.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL } from '../support/browser.mjs';
import { FIRST_SCREEN_ROUTES, inLanguage, LANGUAGES } from '../support/first-screen.mjs';

/** What a previewer that stops after 32 KB must have seen. */
const HEAD_LIMIT_BYTES = 32 * 1024;
const HEAD_TAGS = {
  title: /<title[\s>]/,
  description: /<meta name="description"/,
  canonical: /<link rel="canonical"/,
  'og:title': /<meta property="og:title"/,
  'og:description': /<meta property="og:description"/,
  'og:url': /<meta property="og:url"/,
};

/** Byte offset of the first match of `pattern` in `html` (a Buffer), or null. */
function byteOffset(html, pattern) {
  const text = html.toString('latin1');
  const match = pattern.exec(text);
  return match ? match.index : null;
}

describe('the head that link previewers read', () => {
  for (const { code, prefix } of LANGUAGES) {
    it(`in ${code}: title, description, canonical and og tags within the first 32 KB of every route view`, async () => {
      const problems = [];
      for (const route of FIRST_SCREEN_ROUTES.filter((path) => path !== '/no-such-page')) {
        const path = inLanguage(route, prefix);
        const html = Buffer.from(await (await fetch(`${BASE_URL}${path}`)).arrayBuffer());
        for (const [name, pattern] of Object.entries(HEAD_TAGS)) {
          const at = byteOffset(html, pattern);
          if (at === null) problems.push(`${path}: no ${name}`);
          else if (at > HEAD_LIMIT_BYTES) problems.push(`${path}: ${name} at byte ${at}`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }
});

describe('one URL per page', () => {
  // An office reached from two menus (Quick Links and Administration) was indexable twice.
  for (const { code, prefix } of LANGUAGES) {
    it(`in ${code}: an office's /DptHome and a department's /AdmHome answer 308 to the one page, which is its own canonical`, async () => {
      for (const [from, to] of [
        ['/DptHome?id=DEP-000025', '/AdmHome?id=DEP-000025'],
        ['/AdmHome?id=DEP-000001', '/DptHome?id=DEP-000001'],
      ]) {
        const response = await fetch(`${BASE_URL}${inLanguage(from, prefix)}`, { redirect: 'manual' });
        assert.equal(response.status, 308, from);
        assert.equal(response.headers.get('location'), inLanguage(to, prefix));
        const page = await (await fetch(`${BASE_URL}${inLanguage(to, prefix)}`)).text();
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
        assert.equal(new URL(canonical).pathname + new URL(canonical).search, inLanguage(to, prefix));
      }
    });
  }
});
