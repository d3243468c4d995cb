import type { Metadata } from 'next';
import { BRAND } from '@/lib/content/brand';
import { FEEDS, feedPath, feedTitle, type FeedName } from '@/lib/feeds/links';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';
import { plainText } from '@/lib/views/rich-text';
import { previewImagePath, PREVIEW_SIZE } from './preview-image/paths';
import { hrefTo, localHref } from '@/lib/routing/routes';

const DESCRIPTION_LENGTH = 160;

export function summarize(value: unknown, fallback: string): string {
  const text = plainText(value);
  if (!text) return fallback;
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** What a search result shows of a whole <title>, suffix included, before it cuts it. */
export const TITLE_LENGTH = 70;
export const TITLE_SUFFIX = ` | ${BRAND.shortName}`;
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ISOLATED_RANGE = /\u2066(\d+)-(\d+)\u2069/g;

// Without direction marks an isolated "⁦2025-26⁩" after Arabic letters would show as "26-2025":
// "2025/26" keeps its order (docs/sharing.md, Titles).
export function plainHeadText(text: string): string {
  return text.replace(ISOLATED_RANGE, '$1/$2').replace(BIDI_CONTROLS, '');
}

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
  /** The public path; with `id`, the canonical link is `/Path?id=…`. */
  path: string;
  id?: string;
  /** false for a page about an id the backend did not name (docs/behaviour.md, Public URLs). */
  indexable?: boolean;
  feeds?: FeedName[];
};

/** Links are made absolute by Next from SITE_URL (metadataBase, app/[lang]/layout.tsx). */
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
  const types = Object.fromEntries(
    feeds.map((name) => [
      FEEDS[name].type,
      [{ url: feedPath(name, t.lang), title: feedTitle(name, t.content.feedNames) }],
    ]),
  );
  // A page about an unnamed id shows the site's image, so made-up ids fill no cache with images.
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
