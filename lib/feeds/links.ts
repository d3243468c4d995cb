import { BRAND } from '@/lib/brand';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';

// The site's feeds (CONTRACT.md, "Finding things"): where they are served, their media type, and
// how pages name them (<link rel="alternate"> and the visible links, in the page's language).
// The news feed is one per language (/feed.xml, /ur/feed.xml, /sd/feed.xml: issue 36); the
// calendar is one file, its events as the backend writes them.

export const FEEDS = {
  news: {
    path: '/feed.xml',
    type: 'application/rss+xml',
    perLanguage: true,
  },
  events: {
    path: '/events.ics',
    type: 'text/calendar',
    perLanguage: false,
  },
} as const;

export type FeedName = keyof typeof FEEDS;

/** A feed's path for a page in `lang`: '/ur/feed.xml' for Urdu's news, '/events.ics' in any. */
export function feedPath(name: FeedName, lang: Language): string {
  const feed = FEEDS[name];
  return feed.perLanguage ? `${LANGUAGES[lang].prefix}${feed.path}` : feed.path;
}

/** The name a page's <link rel="alternate"> gives a feed: 'KUST news'; in Urdu, 'KUST خبریں'. */
export function feedTitle(name: FeedName, words: { news: string; events: string }): string {
  return `${BRAND.shortName} ${words[name]}`;
}
