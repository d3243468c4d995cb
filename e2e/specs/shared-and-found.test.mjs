// Shared and found (issue 26): what link previewers and search engines read of each page. Many
// unfurlers read only the first 32 KB of a page: its title, description, canonical link and
// Open Graph tags must lie within them, in every route view of every language.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { BASE_URL, SCREENSHOT_DIR } from '../support/browser.mjs';
import { FIRST_SCREEN_ROUTES, inLanguage, LANGUAGES } from '../support/first-screen.mjs';
import { titleProblems } from '../support/sitemap/sitemap.mjs';

/**
 * What a previewer that stops after 32 KB must have seen, with a real margin (issue 36: the home
 * pages' last tag once ended 1 KB short of it): within its first half. The stylesheet is a file
 * now (app/site.css), and a head is ~5 KB.
 */
const HEAD_LIMIT_BYTES = 32 * 1024;
const HEAD_MARGIN_LIMIT_BYTES = HEAD_LIMIT_BYTES / 2;
const HEAD_TAGS = {
  title: /<title[\s>]/,
  description: /<meta name="description"/,
  canonical: /<link rel="canonical"/,
  'og:title': /<meta property="og:title"/,
  'og:description': /<meta property="og:description"/,
  'og:url': /<meta property="og:url"/,
  'og:image': /<meta property="og:image"/,
};

/** Byte offset of the first match of `pattern` in `html` (a Buffer), or null. */
function byteOffset(html, pattern) {
  const text = html.toString('latin1');
  const match = pattern.exec(text);
  return match ? match.index : null;
}

describe('the head that link previewers read', () => {
  for (const { code, prefix } of LANGUAGES) {
    it(`in ${code}: title (70 plain characters at most), description, canonical and og tags within the first 16 KB of every route view (half of what a previewer reads)`, async () => {
      const problems = [];
      for (const route of FIRST_SCREEN_ROUTES.filter((path) => path !== '/no-such-page')) {
        const path = inLanguage(route, prefix);
        const html = Buffer.from(await (await fetch(`${BASE_URL}${path}`)).arrayBuffer());
        for (const [name, pattern] of Object.entries(HEAD_TAGS)) {
          const at = byteOffset(html, pattern);
          if (at === null) problems.push(`${path}: no ${name}`);
          else if (at > HEAD_MARGIN_LIMIT_BYTES)
            problems.push(
              `${path}: ${name} at byte ${at}, past half the ${HEAD_LIMIT_BYTES} B a previewer reads`,
            );
        }
        // What a search result shows: 70 characters at most, no invisible direction marks (issue 36).
        problems.push(
          ...titleProblems(html.toString('utf8')).map((problem) => `${path}: ${problem}`),
        );
      }
      assert.deepEqual(problems, []);
    });
  }
});

describe('one URL per page', () => {
  // An office reached from two menus (Quick Links and Administration) was indexable twice.
  for (const { code, prefix } of LANGUAGES) {
    it(`in ${code}: an office's /DptHome and a department's /AdmHome answer 307 (temporary: the backend may move it back) to the one page, which is its own canonical`, async () => {
      for (const [from, to] of [
        ['/DptHome?id=DEP-000025', '/AdmHome?id=DEP-000025'],
        ['/AdmHome?id=DEP-000001', '/DptHome?id=DEP-000001'],
      ]) {
        const response = await fetch(`${BASE_URL}${inLanguage(from, prefix)}`, {
          redirect: 'manual',
        });
        assert.equal(response.status, 307, from);
        assert.equal(response.headers.get('location'), inLanguage(to, prefix));
        const page = await (await fetch(`${BASE_URL}${inLanguage(to, prefix)}`)).text();
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1];
        assert.equal(
          new URL(canonical).pathname + new URL(canonical).search,
          inLanguage(to, prefix),
        );
      }
    });
  }
});

/** Pages a link is shared to, one of each kind, each with the name its preview must carry. */
const PREVIEWED = [
  ['/', { en: 'Kirthar University', ur: 'کیرتھر یونیورسٹی', sd: 'يونيورسٽي آف سائنس' }],
  ['/DptHome?id=DEP-000001', 'Civil Engineering'],
  // Its name's first words: an Urdu or Sindhi title, its own word first, is cut at 70 characters
  // within 'Office of Research, Innovation & Commercialization (ORIC)' (issue 36, lib/seo/metadata.ts).
  ['/AdmHome?id=DEP-000025', 'Office of Research'],
  ['/FacHome?id=FAC-000001', 'Faculty of Engineering'],
  ['/ProHome?id=PGM-000001', 'BE Civil Engineering'],
  ['/HelpDesk', null],
];

describe('a link preview, read by a real client (open-graph-scraper, as messengers read a page)', () => {
  for (const { code, prefix, ogLocale } of LANGUAGES) {
    it(`in ${code}: each kind of page previews with its title naming it, a description, its URL, locale and its own picture`, async () => {
      const { default: ogs } = await import('open-graph-scraper');
      for (const [route, name] of PREVIEWED) {
        const path = inLanguage(route, prefix);
        const { result } = await ogs({ url: `${BASE_URL}${path}` });
        assert.ok(result.success, path);
        const named = typeof name === 'object' && name ? name[code] : name;
        if (named) assert.ok(result.ogTitle?.includes(named), `${path}: ${result.ogTitle}`);
        assert.ok(
          (result.ogDescription ?? '').length > 20,
          `${path}: description ${result.ogDescription}`,
        );
        assert.equal(new URL(result.ogUrl).pathname + new URL(result.ogUrl).search, path);
        assert.equal(result.ogLocale, ogLocale);
        // Its picture (issue 26): the site's own, absolute, 1200×630 PNG under 300 KB, with its alt text.
        assert.equal(result.twitterCard, 'summary_large_image', path);
        const [picture] = result.ogImage ?? [];
        assert.ok(picture, `${path}: no og:image`);
        assert.match(
          picture.url,
          new RegExp(`^https?://[^/]+/og/${code}/[A-Za-z]+(/[A-Za-z0-9_-]+)?\\.png$`),
        );
        assert.equal(`${picture.width}x${picture.height}`, '1200x630');
        assert.ok(
          result.ogImageAlt?.length ||
            /og:image:alt/.test(await (await fetch(`${BASE_URL}${path}`)).text()),
          `${path}: no alt`,
        );
        const response = await fetch(`${BASE_URL}${new URL(picture.url).pathname}`);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-type'), 'image/png');
        const png = Buffer.from(await response.arrayBuffer());
        assert.ok(png.length < 300 * 1024, `${picture.url}: ${png.length} bytes`);
        // The PNG header's IHDR: width and height, big-endian, at bytes 16 and 20.
        assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630]);
        // For people to look at: each kind's picture in each language.
        mkdirSync(SCREENSHOT_DIR, { recursive: true });
        writeFileSync(
          `${SCREENSHOT_DIR}preview-${code}-${route === '/' ? 'home' : route.slice(1).replace(/\?id=/, '-')}.png`,
          png,
        );
      }
    });
  }
});

describe('the W3C Nu Html Checker (vnu-jar, Debian Java)', () => {
  it('finds no error in any route view of any language', async () => {
    const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { spawnSync } = await import('node:child_process');
    const { createRequire } = await import('node:module');
    const vnu = createRequire(import.meta.url)('vnu-jar');
    const folder = mkdtempSync(join(tmpdir(), 'kust-vnu-'));
    const files = new Map();
    try {
      for (const { prefix } of LANGUAGES) {
        for (const route of FIRST_SCREEN_ROUTES) {
          const path = inLanguage(route, prefix);
          const file = join(folder, `${files.size}.html`);
          writeFileSync(file, await (await fetch(`${BASE_URL}${path}`)).text());
          files.set(`file:${file}`, path);
        }
      }
      // One Java start for every page; JSON on stderr.
      const run = spawnSync(
        'java',
        [
          '-jar',
          vnu,
          '--errors-only',
          '--format',
          'json',
          ...[...files.keys()].map((url) => url.slice(5)),
        ],
        {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      assert.equal(run.error, undefined, 'java runs (apt-get install default-jre-headless)');
      const { messages } = JSON.parse(run.stderr);
      const errors = messages.filter(
        (message) => message.type === 'error' || message.subType === 'fatal',
      );
      assert.deepEqual(
        errors.map(
          (message) =>
            `${files.get(message.url) ?? message.url}: ${message.message} (${message.extract ?? ''})`,
        ),
        [],
      );
      assert.equal(files.size, FIRST_SCREEN_ROUTES.length * LANGUAGES.length);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
