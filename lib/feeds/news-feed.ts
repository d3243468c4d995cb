import 'server-only';
import { Feed } from 'feed';
import { absoluteAssetUrl } from '@/lib/appapi/assets';
import type { NewsRow } from '@/lib/appapi/types';
import { BRAND } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import { isoDay, parseUpstreamDate } from '@/lib/format';
import { textOf } from '@/lib/text';
import { FEEDS } from './links';
import { stableId } from './stable-id';

// /feed.xml: RSS 2.0 of all news (HOME_NEWS_GET_ALL), written by the `feed` library.

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
  return url && type ? { url, type, length: 0 } : undefined;
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
    return [{ title, link: page, guid: stableId('news', day, title, siteUrl), date, enclosure: enclosureOf(row.NEWS_IMG) }];
  });

  const feed = new Feed({
    title: `${BRAND.name}: News`,
    description: `The latest news of ${BRAND.name}, ${BRAND.place}.`,
    id: page,
    link: page,
    language: 'en-GB',
    feedLinks: { rss: `${siteUrl}${FEEDS.news.path}` },
    // Readers may wait as long as the site keeps the feed before they fetch it again.
    ttl: Math.max(1, Math.round(revalidateSeconds / 60)),
    // The newest item's date, so that the document changes only when the news does.
    updated: items.length ? new Date(Math.max(...items.map((item) => item.date.getTime()))) : undefined,
  });
  for (const item of items) feed.addItem(item);
  return feed.rss2();
}
