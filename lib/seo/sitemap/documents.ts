import { element, xmlDocument, type XmlNode } from '@/lib/feeds/xml';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';
import { localHref } from '@/lib/routing/routes';
import type { ChangeFrequency, SitemapPage } from './pages';

// sitemaps.org 0.9 with Google's xhtml:link alternates, written by lib/feeds/xml.ts (it escapes).

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** The protocol's limits of one file, uncompressed. */
export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 52_428_800 };
export type SitemapLimits = { urls: number; bytes: number };

export type SitemapUrl = {
  loc: string;
  lastmod?: string;
  changefreq?: ChangeFrequency;
  priority?: number;
  alternates: { hreflang: string; href: string }[];
};

export function sitemapUrls(pages: SitemapPage[], siteUrl: string): SitemapUrl[] {
  return pages.flatMap(({ href, lastmod, changefreq, priority }) => {
    const alternates = [
      ...LANGUAGE_CODES.map((code) => ({
        hreflang: LANGUAGES[code].tag,
        href: `${siteUrl}${localHref(href, code)}`,
      })),
      { hreflang: 'x-default', href: `${siteUrl}${localHref(href, DEFAULT_LANGUAGE)}` },
    ];
    return LANGUAGE_CODES.map((code) => ({
      loc: `${siteUrl}${localHref(href, code)}`,
      lastmod,
      changefreq,
      priority,
      alternates,
    }));
  });
}

function urlNode({ loc, lastmod, changefreq, priority, alternates }: SitemapUrl): XmlNode {
  // The schema's order: loc, lastmod, changefreq, priority, then the other namespaces' elements.
  return element(
    'url',
    {},
    element('loc', {}, loc),
    lastmod ? element('lastmod', {}, lastmod) : null,
    changefreq ? element('changefreq', {}, changefreq) : null,
    priority !== undefined && element('priority', {}, priority.toFixed(1)),
    ...alternates.map(({ hreflang, href }) =>
      element('xhtml:link', { rel: 'alternate', hreflang, href }),
    ),
  );
}

export function urlsetXml(urls: SitemapUrl[]): string {
  return xmlDocument(
    element('urlset', { xmlns: SITEMAP_NS, 'xmlns:xhtml': XHTML_NS }, ...urls.map(urlNode)),
  );
}

export function sitemapIndexXml(parts: { loc: string; lastmod?: string }[]): string {
  return xmlDocument(
    element(
      'sitemapindex',
      { xmlns: SITEMAP_NS },
      ...parts.map(({ loc, lastmod }) =>
        element(
          'sitemap',
          {},
          element('loc', {}, loc),
          lastmod ? element('lastmod', {}, lastmod) : null,
        ),
      ),
    ),
  );
}

export const sitemapPartPath = (n: number) => `/sitemaps/${n}.xml`;

export function sitemapPartNumber(segment: string): number | null {
  const match = /^([1-9][0-9]{0,5})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}

type SitemapFile = { urls: SitemapUrl[]; xml: string };

function fit(urls: SitemapUrl[], bytes: number): SitemapFile[] {
  const xml = urlsetXml(urls);
  if (urls.length <= 1 || Buffer.byteLength(xml) <= bytes) return [{ urls, xml }];
  const half = Math.ceil(urls.length / 2);
  return [...fit(urls.slice(0, half), bytes), ...fit(urls.slice(half), bytes)];
}

/** By count first, then halved while a file is larger than the limit. */
function split(urls: SitemapUrl[], limits: SitemapLimits): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (let at = 0; at < urls.length || at === 0; at += limits.urls)
    files.push(...fit(urls.slice(at, at + limits.urls), limits.bytes));
  return files;
}

export type SitemapFiles = {
  root: string;
  parts: string[];
};

/** `limits` is a parameter so that tests can force an index. */
export function sitemapFiles(
  urls: SitemapUrl[],
  siteUrl: string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): SitemapFiles {
  const files = split(urls, limits);
  if (files.length === 1 && files[0]) return { root: files[0].xml, parts: [] };
  const index = files.map((file, at) => ({
    loc: `${siteUrl}${sitemapPartPath(at + 1)}`,
    // W3C dates compare as text.
    lastmod: file.urls.reduce<string | undefined>(
      (newest, url) => (url.lastmod && (!newest || url.lastmod > newest) ? url.lastmod : newest),
      undefined,
    ),
  }));
  return { root: sitemapIndexXml(index), parts: files.map((file) => file.xml) };
}
