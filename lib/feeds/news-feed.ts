import 'server-only';
import { absoluteAssetUrl } from '@/lib/appapi/assets';
import type { NewsRow } from '@/lib/appapi/types';
import { getAllNews } from '@/lib/appapi/home';
import { getConfig } from '@/lib/config/site-config';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { languagePath } from '@/lib/routing/routes';
import { parseUpstreamDate } from '@/lib/i18n/format';
import { textOf } from '@/lib/appapi/values';
import { FEEDS, feedPath } from './links';
import { newsAnchors, stableId } from './stable-id';
import { element, xmlDocument } from './xml';

const MEDIA_RSS = 'http://search.yahoo.com/mrss/';

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

/** Media RSS, not an <enclosure>, whose length in bytes only fetching each picture would tell. */
function pictureOf(image: unknown) {
  const url = absoluteAssetUrl(image);
  const type = url && IMAGE_TYPES[new URL(url).pathname.split('.').pop()?.toLowerCase() ?? ''];
  return url && type ? element('media:content', { url, type, medium: 'image' }) : null;
}

export function newsFeed(news: NewsRow[], lang: Language): string {
  const { siteUrl, revalidateSeconds } = getConfig();
  const t = DICTIONARIES[lang];
  const page = `${siteUrl}${languagePath('/NewsEvents', lang)}`;
  const anchors = newsAnchors(news);
  const items = news.flatMap((row, index) => {
    const title = textOf(row.NEWS_TITLE);
    const date = parseUpstreamDate(row.NEWS_DATE);
    const anchor = anchors[index];
    // Undated, readers would date it at each fetch and show it as new.
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

/** Backend down: an empty feed, still valid (callAppApi logs the failure). */
export async function newsFeedResponse(lang: Language): Promise<Response> {
  const news = await getAllNews().catch(() => []);
  return new Response(newsFeed(news, lang), {
    headers: { 'Content-Type': `${FEEDS.news.type}; charset=utf-8` },
  });
}
