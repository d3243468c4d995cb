import 'server-only';
import { absoluteAssetUrl } from '@/lib/appapi/assets';
import type { NewsRow } from '@/lib/appapi/types';
import { getAllNews } from '@/lib/appapi/home';
import { getConfig } from '@/lib/config';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { languagePath } from '@/lib/routes';
import { parseUpstreamDate } from '@/lib/format';
import { textOf } from '@/lib/text';
import { FEEDS, feedPath } from './links';
import { newsAnchors, stableId } from './stable-id';
import { element, xmlDocument } from './xml';

// /feed.xml, /ur/feed.xml, /sd/feed.xml: RSS 2.0 of all news (HOME_NEWS_GET_ALL), one per
// language (issue 36): the channel's title, description and language in that language, every
// item linking to that language's news page. Items keep the backend's titles, which it writes in
// English. Written by lib/feeds/xml.ts, which escapes every value, so backend text stays text
// whatever it holds.

const MEDIA_RSS = 'http://search.yahoo.com/mrss/';

/** Picture types by file name; a picture whose type its name does not tell is left out. */
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/**
 * The item's picture as Media RSS <media:content>, not as an <enclosure>: RSS 2.0 requires an
 * enclosure's length in bytes, which the site cannot know without fetching every picture from
 * the backend's hosts at each rewrite (and `length="0"` is a false length). Media RSS needs no
 * size, and the readers that show pictures read it.
 */
function pictureOf(image: unknown) {
  const url = absoluteAssetUrl(image);
  const type = url && IMAGE_TYPES[new URL(url).pathname.split('.').pop()?.toLowerCase() ?? ''];
  return url && type ? element('media:content', { url, type, medium: 'image' }) : null;
}

/** Longest synopsis, in characters: a reader's summary line, not the whole story. */
/** The RSS document of `news` in `lang`, in the backend's order (newest first). */
export function newsFeed(news: NewsRow[], lang: Language): string {
  const { siteUrl, revalidateSeconds } = getConfig();
  const t = DICTIONARIES[lang];
  // News has no page of its own: each item links to its card on the page that lists them all,
  // whose id (NewsCards, `anchored`) is the item's key.
  const page = `${siteUrl}${languagePath('/NewsEvents', lang)}`;
  const anchors = newsAnchors(news);
  const items = news.flatMap((row, index) => {
    const title = textOf(row.NEWS_TITLE);
    const date = parseUpstreamDate(row.NEWS_DATE);
    const anchor = anchors[index];
    // An undated item (no anchor) is left out: readers would date it at each fetch and show it as new.
    if (!title || !date || !anchor) return [];
    return [
      {
        title,
        date,
        link: `${page}#${anchor}`,
        guid: stableId(anchor, siteUrl),
        picture: pictureOf(row.NEWS_IMG),
      },
    ];
  });
  // The newest item's date, so that the document changes only when the news does.
  const updated = items.length
    ? new Date(Math.max(...items.map((item) => item.date.getTime())))
    : null;

  const channel = element(
    'channel',
    {},
    element('title', {}, t.content.newsFeed.title(t.site.name)),
    element('link', {}, page),
    element('description', {}, t.content.newsFeed.description(t.site.name, t.site.place)),
    element('language', {}, LANGUAGES[lang].intlLocale),
    updated && element('lastBuildDate', {}, updated.toUTCString()),
    // Readers may wait as long as the site keeps the feed before they fetch it again.
    element('ttl', {}, String(Math.max(1, Math.round(revalidateSeconds / 60)))),
    element('atom:link', {
      href: `${siteUrl}${feedPath('news', lang)}`,
      rel: 'self',
      type: FEEDS.news.type,
    }),
    ...items.map((item) =>
      element(
        'item',
        {},
        element('title', {}, item.title),
        element('link', {}, item.link),
        // Not the link: the guid predates the anchors and readers already hold it.
        element('guid', { isPermaLink: 'false' }, item.guid),
        element('pubDate', {}, item.date.toUTCString()),
        item.picture,
      ),
    ),
  );
  return xmlDocument(
    element(
      'rss',
      { version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom', 'xmlns:media': MEDIA_RSS },
      channel,
    ),
  );
}

/**
 * The news feed's answer in `lang` (app/feed.xml, app/[lang]/feed.xml). Backend down: an empty
 * feed, still valid (the failure is logged by callAppApi).
 */
export async function newsFeedResponse(lang: Language): Promise<Response> {
  const news = await getAllNews().catch(() => []);
  return new Response(newsFeed(news, lang), {
    headers: { 'Content-Type': `${FEEDS.news.type}; charset=utf-8` },
  });
}
