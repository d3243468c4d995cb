import type { Metadata } from 'next';
import { BRAND } from './brand';
import { FEEDS, type FeedName } from './feeds/links';
import type { Dictionary } from './i18n/dictionaries';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from './i18n/languages';
import { plainText } from './rich-text';
import { previewImagePath, PREVIEW_SIZE } from './preview-image/paths';
import { hrefTo, localHref } from './routes';

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
export function pageMetadata(t: Dictionary, { title, description, path, id, indexable = true, feeds = [] }: PageMetadataInput): Metadata {
  const english = hrefTo(path, id);
  const url = localHref(english, t.lang);
  const languages: Record<string, string> = Object.fromEntries(LANGUAGE_CODES.map((code) => [LANGUAGES[code].tag, localHref(english, code)]));
  languages['x-default'] = localHref(english, DEFAULT_LANGUAGE);
  const types = Object.fromEntries(feeds.map((name) => [FEEDS[name].type, [{ url: FEEDS[name].path, title: FEEDS[name].title }]]));
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
      alternateLocale: LANGUAGE_CODES.filter((code) => code !== t.lang).map((code) => LANGUAGES[code].ogLocale),
      title: `${title} | ${BRAND.shortName}`,
      description,
      url,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: `${title} | ${BRAND.shortName}`, description, images: [image] },
  };
}
