// Reading and checking the site's sitemap as a search engine would (issue 26, item 4): the files
// themselves (xmllint against the sitemaps.org 0.9 schema, sitemaps.xsd here), the URLs they
// list, and the pages behind them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import pLimit from 'p-limit';

export const SCHEMA = new URL('./sitemaps.xsd', import.meta.url).pathname;
const URLSET_SCHEMA = new URL('../../../node_modules/sitemap/schema/sitemap.xsd', import.meta.url)
  .pathname;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const readJson = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
/** The site's languages: [{ code, tag, prefix }], English (no prefix) first. */
export const LANGUAGES = Object.entries(readJson('../../../lib/i18n/languages.json')).map(
  ([code, { tag, prefix }]) => ({ code, tag, prefix }),
);
const ROUTES = readJson('../../../lib/routing/routes.json');
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** xmllint's complaints about `xml` against the sitemaps.org schema, `name` naming the file: [] when it validates. */
export function schemaErrors(xml, name) {
  if (!existsSync(URLSET_SCHEMA))
    throw new Error(`${URLSET_SCHEMA} is missing: npm ci installs it (devDependency sitemap)`);
  const folder = mkdtempSync(join(tmpdir(), 'kust-sitemap-'));
  try {
    const file = join(folder, 'sitemap.xml');
    writeFileSync(file, xml);
    const run = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, file], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (run.error)
      throw new Error(`xmllint does not run (apt-get install libxml2-utils): ${run.error.message}`);
    const lines = run.stderr
      .split('\n')
      .filter(
        (line) => line && !line.endsWith(' validates') && !line.endsWith(' fails to validate'),
      );
    if (run.status !== 0 && lines.length === 0) lines.push(`xmllint exited with ${run.status}`);
    return lines.map((line) => line.replaceAll(file, name));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A sitemap file as data: { root: 'urlset' | 'sitemapindex' | other, urls: [{ loc, alternates:
 * { hreflang: href } }], sitemaps: [loc] }. Throws when it is not well-formed XML.
 */
export function readSitemap(xml) {
  const document = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0)
    throw new Error('not well-formed XML');
  const root = document.documentElement;
  const children = (element, ns, name) =>
    [...element.children].filter((child) => child.namespaceURI === ns && child.localName === name);
  const loc = (element) => children(element, SITEMAP_NS, 'loc')[0]?.textContent?.trim() ?? '';
  const isSitemap = root.namespaceURI === SITEMAP_NS;
  return {
    root: isSitemap ? root.localName : `{${root.namespaceURI}}${root.localName}`,
    urls: isSitemap
      ? children(root, SITEMAP_NS, 'url').map((url) => ({
          loc: loc(url),
          alternates: Object.fromEntries(
            children(url, XHTML_NS, 'link')
              .filter((link) => link.getAttribute('rel') === 'alternate')
              .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
          ),
        }))
      : [],
    sitemaps: isSitemap ? children(root, SITEMAP_NS, 'sitemap').map(loc) : [],
  };
}

/** `url` (absolute, on SITE_URL) on the server under test: its path and query on `base`. */
export const onBase = (url, base) => {
  const { pathname, search } = new URL(url);
  return `${base}${pathname}${search}`;
};

/**
 * The page an address names: { lang, page } with page the English public path ('/DptHome?id=X'),
 * or { problem } when it is no indexable page of the site (unknown path or wrong letter case,
 * /search, /offline, an id route without exactly one well-formed id, a query on a page without id).
 */
export function pageOf(url) {
  const { pathname, searchParams, search, hash } = new URL(url);
  const language =
    LANGUAGES.find(
      ({ prefix }) => prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)),
    ) ?? LANGUAGES.find(({ prefix }) => !prefix);
  const rest = language.prefix ? pathname.slice(language.prefix.length) || '/' : pathname;
  const route = ROUTES.find((candidate) => candidate.path === rest);
  if (!route) return { problem: `no page of the site: ${pathname}` };
  if (route.indexable === false) return { problem: `not indexable: ${route.path}` };
  if (hash) return { problem: 'a fragment' };
  if (route.internal) {
    const ids = searchParams.getAll('id');
    if ([...searchParams.keys()].length !== 1 || ids.length !== 1 || !ID.test(ids[0]))
      return { problem: `not one well-formed id: ${search}` };
    return { lang: language.code, page: `${route.path}?id=${ids[0]}` };
  }
  if (search) return { problem: `a query on a page without id: ${search}` };
  return { lang: language.code, page: route.path };
}

/** The public path of English `page` in language `code`. */
export function inLanguage(page, code) {
  const { prefix } = LANGUAGES.find((language) => language.code === code);
  if (!prefix) return page;
  return page === '/' ? prefix : `${prefix}${page}`;
}

/** What a search engine reads of a page: its status, whether it may index it, its canonical path. */
/** What a search result shows of a title before cutting it (issue 36; lib/seo/metadata.ts TITLE_LENGTH). */
export const TITLE_LENGTH = 70;

/** The problems of a page's <title> as a search result shows it: too long, or invisible direction marks in it. */
export function titleProblems(html) {
  const raw = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1];
  if (raw === undefined) return ['no title'];
  const title = raw.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name],
  );
  const problems = [];
  if (title.length > TITLE_LENGTH) problems.push(`title of ${title.length} characters: ${title}`);
  if (/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(title))
    problems.push(`invisible direction marks in the title: ${JSON.stringify(title)}`);
  return problems;
}

export async function readPage(url) {
  const response = await fetch(url, { redirect: 'manual' });
  const html = response.status === 200 ? await response.text() : (await response.arrayBuffer(), '');
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const canonicalUrl = canonical ? new URL(canonical.replaceAll('&amp;', '&')) : null;
  return {
    status: response.status,
    location: response.headers.get('location'),
    noindex: /<meta name="robots" content="[^"]*noindex/.test(html),
    canonical: canonicalUrl ? `${canonicalUrl.pathname}${canonicalUrl.search}` : null,
    title: titleProblems(html),
    html,
  };
}

/** The links of a page's HTML (href of every <a>), absolute against `url`, without their fragment. */
export function linksOf(html, url) {
  const links = new Set();
  for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const absolute = new URL(href.replaceAll('&amp;', '&'), url);
    absolute.hash = '';
    links.add(absolute.href);
  }
  return [...links];
}

/** Runs `task` over `items`, `concurrency` at a time, in order of the results (p-limit). */
export function mapLimited(items, concurrency, task) {
  const limit = pLimit(concurrency);
  return Promise.all(items.map((item, index) => limit(() => task(item, index))));
}
