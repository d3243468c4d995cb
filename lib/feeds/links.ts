import { BRAND } from '@/lib/content/brand';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';

// docs/behaviour.md, /feed.xml and /events.ics: the calendar is one file for every language.

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

export function feedPath(name: FeedName, lang: Language): string {
  const feed = FEEDS[name];
  return feed.perLanguage ? `${LANGUAGES[lang].prefix}${feed.path}` : feed.path;
}

export function feedTitle(name: FeedName, words: { news: string; events: string }): string {
  return `${BRAND.shortName} ${words[name]}`;
}
