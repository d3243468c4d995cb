import { BRAND } from '@/lib/brand';

// The site's two feeds (CONTRACT.md, "Finding things"): where they are served, their media
// type, and how pages name them (<link rel="alternate"> titles and the visible links).

export const FEEDS = {
  news: {
    path: '/feed.xml',
    type: 'application/rss+xml',
    title: `${BRAND.shortName} news`,
    label: 'RSS feed of news',
  },
  events: {
    path: '/events.ics',
    type: 'text/calendar',
    title: `${BRAND.shortName} events`,
    label: 'Add events to your calendar (.ics)',
  },
} as const;

export type FeedName = keyof typeof FEEDS;
