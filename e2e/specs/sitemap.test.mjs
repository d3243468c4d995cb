// The sitemap as search engines read it (docs/behaviour.md, Shared and found):
// /sitemap.xml, and every part when it is an index, validates against the sitemaps.org 0.9
// schema (xmllint, e2e/support/sitemap/sitemaps.xsd), lists every indexable page once in every
// language with its alternates, and nothing else: each listed page answers 200, indexable, as
// its own canonical, and no indexable page that a listed page links to is left out.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { BASE_URL } from '../support/browser.mjs';
import {
  inLanguage,
  LANGUAGES,
  linksOf,
  mapLimited,
  onBase,
  pageOf,
  readPage,
  readSitemap,
  schemaErrors,
} from '../support/sitemap/sitemap.mjs';

const ENGLISH = LANGUAGES.find(({ prefix }) => !prefix).code;
/** One in this many pages of each other language is fetched (every English page is: its links are followed). */
const SAMPLE_EVERY = 5;
const CONCURRENCY = 6;

/** [{ name, status, type, body, sitemap }] of /sitemap.xml and its parts. */
let files = [];
/** Every <url> of every file. */
let urls = [];

async function fetchFile(url) {
  const response = await fetch(url, { redirect: 'manual' });
  const body = await response.text();
  let sitemap = null;
  try {
    sitemap = readSitemap(body);
  } catch {
    // Reported by the schema test.
  }
  return {
    name: new URL(url).pathname,
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body,
    sitemap,
  };
}

before(async () => {
  files = [await fetchFile(`${BASE_URL}/sitemap.xml`)];
  if (files[0].sitemap?.root === 'sitemapindex') {
    for (const loc of files[0].sitemap.sitemaps) files.push(await fetchFile(onBase(loc, BASE_URL)));
  }
  urls = files.flatMap((file) => (file.sitemap?.root === 'urlset' ? file.sitemap.urls : []));
});

/** Each page read once: the English pages are read for two tests. */
const pages = new Map();
const read = (url) => {
  if (!pages.has(url)) pages.set(url, readPage(url));
  return pages.get(url);
};

describe('/sitemap.xml', () => {
  it('answers 200 as XML, and so does each part it lists, each valid by the sitemaps.org 0.9 schema (xmllint)', () => {
    const problems = [];
    for (const file of files) {
      if (file.status !== 200) problems.push(`${file.name}: status ${file.status}`);
      if (!/^(application|text)\/xml\b/.test(file.type))
        problems.push(`${file.name}: Content-Type ${file.type}`);
      const errors = schemaErrors(file.body, file.name);
      if (errors.length > 0)
        problems.push(
          `${file.name}: ${errors.length} schema errors, the first: ${errors.slice(0, 5).join(' | ')}`,
        );
    }
    if (files[0].sitemap?.root === 'sitemapindex' && files.length < 2)
      problems.push('an index of no part');
    assert.deepEqual(problems, []);
  });

  it('answers 404 for a part beyond those it lists', async () => {
    const parts = files[0].sitemap?.root === 'sitemapindex' ? files[0].sitemap.sitemaps.length : 0;
    for (const part of [`${parts + 1}.xml`, '0.xml', 'x.xml']) {
      const response = await fetch(`${BASE_URL}/sitemaps/${part}`, { redirect: 'manual' });
      await response.arrayBuffer();
      assert.equal(response.status, 404, `/sitemaps/${part}`);
    }
  });

  it('lists each URL once, all on one origin, and each page in every language', () => {
    assert.ok(urls.length > 0, 'no URL listed');
    const problems = [];
    const seen = new Set();
    for (const { loc } of urls) {
      if (seen.has(loc)) problems.push(`listed twice: ${loc}`);
      seen.add(loc);
    }
    const origins = new Set(urls.map(({ loc }) => new URL(loc).origin));
    if (origins.size !== 1) problems.push(`on ${origins.size} origins: ${[...origins].join(', ')}`);
    const origin = [...origins][0];
    const byPage = new Map();
    for (const { loc } of urls) {
      const { page, lang } = pageOf(loc);
      if (page) byPage.set(page, [...(byPage.get(page) ?? []), lang]);
    }
    for (const [page, languages] of byPage) {
      for (const { code } of LANGUAGES) {
        if (!languages.includes(code))
          problems.push(`${page}: not listed in ${code} (${origin}${inLanguage(page, code)})`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('names on each URL every language and x-default (English) as alternates: the listed URLs of its page', () => {
    const listed = new Set(urls.map(({ loc }) => loc));
    const problems = [];
    for (const { loc, alternates } of urls) {
      const { page } = pageOf(loc);
      if (!page) continue;
      const origin = new URL(loc).origin;
      const expected = Object.fromEntries([
        ...LANGUAGES.map(({ code, tag }) => [tag, `${origin}${inLanguage(page, code)}`]),
        ['x-default', `${origin}${inLanguage(page, ENGLISH)}`],
      ]);
      try {
        assert.deepEqual(alternates, expected);
      } catch {
        problems.push(`${loc}: alternates ${JSON.stringify(alternates)}`);
      }
      for (const href of Object.values(alternates))
        if (!listed.has(href)) problems.push(`${loc}: alternate ${href} is not listed`);
    }
    assert.deepEqual(problems.slice(0, 20), [], `${problems.length} problems`);
  });

  it('lists no address that is not an indexable page: no /search, /offline, unknown path, fragment, or query but one well-formed id', () => {
    const problems = urls.flatMap(({ loc }) => {
      const { problem } = pageOf(loc);
      return problem ? [`${loc}: ${problem}`] : [];
    });
    assert.deepEqual(problems, []);
  });
});

describe('the pages it lists', () => {
  it(`answer 200 from BASE_URL (no redirect, no 404), indexable (no unknown id), each its own canonical, titled within 70 plain characters: every English page and one in ${SAMPLE_EVERY} of the others`, async () => {
    // Every English URL (and any that names no page), one in SAMPLE_EVERY of the others.
    const sample = urls
      .map(({ loc }) => loc)
      .filter(
        (loc, at) => [ENGLISH, undefined].includes(pageOf(loc).lang) || at % SAMPLE_EVERY === 0,
      );
    const problems = (
      await mapLimited(sample, CONCURRENCY, async (loc) => {
        const page = await read(onBase(loc, BASE_URL));
        const { pathname, search } = new URL(loc);
        if (page.status !== 200)
          return [
            `${pathname}${search}: status ${page.status}${page.location ? ` → ${page.location}` : ''}`,
          ];
        if (page.noindex) return [`${pathname}${search}: noindex`];
        if (page.canonical !== `${pathname}${search}`)
          return [`${pathname}${search}: canonical ${page.canonical}`];
        return page.title.map((problem) => `${pathname}${search}: ${problem}`);
      })
    ).flat();
    assert.deepEqual(problems.slice(0, 30), [], `${problems.length} of ${sample.length} pages`);
  });

  it('link to no indexable page of the site that the sitemap leaves out', async () => {
    const listed = new Set(urls.map(({ loc }) => `${new URL(loc).pathname}${new URL(loc).search}`));
    const english = urls.map(({ loc }) => loc).filter((loc) => pageOf(loc).lang === ENGLISH);
    const linked = new Map();
    await mapLimited(english, CONCURRENCY, async (loc) => {
      const url = onBase(loc, BASE_URL);
      const page = await read(url);
      for (const link of linksOf(page.html, url)) {
        const { origin, pathname, search } = new URL(link);
        const path = `${pathname}${search}`;
        if (
          origin !== new URL(BASE_URL).origin ||
          listed.has(path) ||
          pageOf(link).problem?.startsWith('no page of the site')
        )
          continue;
        if (!linked.has(path)) linked.set(path, new URL(loc).pathname + new URL(loc).search);
      }
    });
    // A linked address the sitemap leaves out is fine when it is no page of its own: a redirect
    // (an office's /DptHome), a 404, a noindex page (search results) or a view whose canonical
    // is another page (the finder's filters).
    const missing = (
      await mapLimited([...linked], CONCURRENCY, async ([path, from]) => {
        const page = await read(`${BASE_URL}${path}`);
        return page.status === 200 && !page.noindex && page.canonical === path
          ? [`${path} (linked from ${from})`]
          : [];
      })
    ).flat();
    assert.deepEqual(missing.slice(0, 30), [], `${missing.length} indexable pages left out`);
  });
});
