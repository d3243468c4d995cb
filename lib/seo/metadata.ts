import type { Metadata } from 'next';
import { BRAND } from '@/lib/brand';
import { FEEDS, feedPath, feedTitle, type FeedName } from '@/lib/feeds/links';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';
import { plainText } from '@/lib/rich-text';
import { previewImagePath, PREVIEW_SIZE } from './preview-image/paths';
import { hrefTo, localHref } from '@/lib/routes';

// Titles, descriptions, canonical links and Open Graph tags of every page.

const DESCRIPTION_LENGTH = 160;

/** The first sentences of a text, cut at a word boundary, for a meta description. */
export function summarize(value: unknown, fallback: string): string {
  const text = plainText(value);
  if (!text) return fallback;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** What a search result shows of a title before it cuts it (issue 36): the whole <title>, suffix included. */
export const TITLE_LENGTH = 70;
/** The suffix the root layout's title template adds to every page's own title. */
export const TITLE_SUFFIX = ` | ${BRAND.shortName}`;
/** Invisible direction marks and isolates: a title is plain text, shown as the engine lays it out. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** A range of numbers isolated left to right for a page's text, as the dictionaries write the admission year. */
const ISOLATED_RANGE = /\u2066(\d+)-(\d+)\u2069/g;

/**
 * Text for a search result or a link preview (titles, descriptions): no invisible direction
 * marks. The admission year that an Urdu or Sindhi page isolates ("⁦2025-26⁩") is written
 * "2025/26" there instead: after Arabic letters, "2025-26" without a mark shows as "26-2025",
 * while the slash keeps the two numbers in order (Unicode's bidi rules W2 and W4).
 */
export function plainHeadText(text: string): string {
  return text.replace(ISOLATED_RANGE, '$1/$2').replace(BIDI_CONTROLS, '');
}

/**
 * A page's own title as its <title> and previews carry it: plain (plainHeadText), and cut at a
 * word, with '…', where it would run past TITLE_LENGTH with its suffix.
 * Titles name the page's own words first ('Faculty – Department of …'), so the cut keeps them.
 */
export function fitTitle(title: string): string {
  const plain = plainHeadText(title).replace(/\s+/g, ' ').trim();
  const room = TITLE_LENGTH - TITLE_SUFFIX.length;
  if (plain.length <= room) return plain;
  const cut = plain.slice(0, room - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > room / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:&–—-]+$/, '')}…`;
}

type PageMetadataInput = {
  title: string;
  description: string;
  /** The public path; with `id`, the canonical link is `/Path?id=…` (the public form). */
  path: string;
  id?: string;
  /**
   * false for a page about an id the backend did not name (unknown, or the backend unreachable):
   * it answers 200 with the spec's fallback texts, and tells search engines not to index it.
   */
  indexable?: boolean;
  /** The site's feeds that hold what the page shows, as <link rel="alternate">. */
  feeds?: FeedName[];
};

/**
 * A page's metadata in the dictionary's language: its canonical link is its own language's URL,
 * and it names the same page in every language (hreflang, with x-default English) and the
 * other languages' Open Graph locales. Next makes the links absolute from SITE_URL
 * (metadataBase, app/[lang]/layout.tsx).
 */
export function pageMetadata(
  t: Dictionary,
  {
    title: fullTitle,
    description: fullDescription,
    path,
    id,
    indexable = true,
    feeds = [],
  }: PageMetadataInput,
): Metadata {
  const title = fitTitle(fullTitle);
  const description = plainHeadText(fullDescription);
  const english = hrefTo(path, id);
  const url = localHref(english, t.lang);
  const languages: Record<string, string> = Object.fromEntries(
    LANGUAGE_CODES.map((code) => [LANGUAGES[code].tag, localHref(english, code)]),
  );
  languages['x-default'] = localHref(english, DEFAULT_LANGUAGE);
  // Each feed in the page's language where it has one (/ur/feed.xml), named in that language.
  const types = Object.fromEntries(
    feeds.map((name) => [
      FEEDS[name].type,
      [{ url: feedPath(name, t.lang), title: feedTitle(name, t.content.feedNames) }],
    ]),
  );
  // The page's own preview (issue 26); a page about an id the backend does not name shows the
  // site's, so that made-up ids fill no cache with images.
  const image = {
    url: indexable ? previewImagePath(t.lang, path, id) : previewImagePath(t.lang, '/'),
    ...PREVIEW_SIZE,
    type: 'image/png',
    alt: title === t.site.name ? t.site.name : `${title} – ${t.site.name}`,
  };
  return {
    title,
    description,
    ...(indexable ? {} : { robots: { index: false } }),
    alternates: { canonical: url, languages, ...(feeds.length ? { types } : {}) },
    openGraph: {
      type: 'website',
      siteName: t.site.name,
      locale: LANGUAGES[t.lang].ogLocale,
      alternateLocale: LANGUAGE_CODES.filter((code) => code !== t.lang).map(
        (code) => LANGUAGES[code].ogLocale,
      ),
      title: `${title}${TITLE_SUFFIX}`,
      description,
      url,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: `${title}${TITLE_SUFFIX}`,
      description,
      images: [image],
    },
  };
}
