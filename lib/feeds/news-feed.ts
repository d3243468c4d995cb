import 'server-only';
import { absoluteAssetUrl } from '@/lib/appapi/assets';
import type { NewsRow } from '@/lib/appapi/types';
import { BRAND } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import { isoDay, parseUpstreamDate } from '@/lib/format';
import { textOf } from '@/lib/text';
import { FEEDS } from './links';
import { stableId } from './stable-id';
import { element, xmlDocument } from './xml';

// /feed.xml: RSS 2.0 of all news (HOME_NEWS_GET_ALL). Written by lib/feeds/xml.ts, which
// escapes every value, so backend text stays text whatever it holds.

/** RSS enclosures need a media type; an image whose type its name does not tell gets none. */
const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

function enclosureOf(image: unknown) {
  const url = absoluteAssetUrl(image);
  const type = url && IMAGE_TYPES[new URL(url).pathname.split('.').pop()?.toLowerCase() ?? ''];
  // RSS asks for a length; 0 is what readers accept when it is not known.
  return url && type ? element('enclosure', { url, length: '0', type }) : null;
}

/** The RSS document of `news`, in the backend's order (newest first). */
export function newsFeed(news: NewsRow[]): string {
  const { siteUrl, revalidateSeconds } = getConfig();
  // News has no page of its own: every item links to the page that lists it.
  const page = `${siteUrl}/NewsEvents`;
  const items = news.flatMap((row) => {
    const title = textOf(row.NEWS_TITLE);
    const date = parseUpstreamDate(row.NEWS_DATE);
    const day = isoDay(row.NEWS_DATE);
    // An undated item is left out: readers would date it at each fetch and show it as new.
    if (!title || !date || !day) return [];
    return [{ title, date, guid: stableId('news', day, title, siteUrl), enclosure: enclosureOf(row.NEWS_IMG) }];
  });
  // The newest item's date, so that the document changes only when the news does.
  const updated = items.length ? new Date(Math.max(...items.map((item) => item.date.getTime()))) : null;

  const channel = element(
    'channel',
    {},
    element('title', {}, `${BRAND.name}: News`),
    element('link', {}, page),
    element('description', {}, `The latest news of ${BRAND.name}, ${BRAND.place}.`),
    element('language', {}, 'en-GB'),
    updated && element('lastBuildDate', {}, updated.toUTCString()),
    // Readers may wait as long as the site keeps the feed before they fetch it again.
    element('ttl', {}, String(Math.max(1, Math.round(revalidateSeconds / 60)))),
    element('atom:link', { href: `${siteUrl}${FEEDS.news.path}`, rel: 'self', type: FEEDS.news.type }),
    ...items.map((item) =>
      element(
        'item',
        {},
        element('title', {}, item.title),
        element('link', {}, page),
        element('guid', { isPermaLink: 'false' }, item.guid),
        element('pubDate', {}, item.date.toUTCString()),
        item.enclosure,
      ),
    ),
  );
  return xmlDocument(element('rss', { version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' }, channel));
}
