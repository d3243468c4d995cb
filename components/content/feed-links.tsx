import type { ReactNode } from 'react';
import { FEEDS, feedPath, type FeedName } from '@/lib/feeds/links';
import type { Dictionary } from '@/lib/i18n/dictionaries';

type FeedLinksProps = { t: Dictionary; feeds: FeedName[] };

/**
 * Visible links to the site's feeds, beside the news and events they carry, named in the page's
 * language: the news feed in that language (lib/feeds/links.ts), the calendar as the backend
 * writes it. Plain <a>: a feed is a file for a reader or a calendar app, not a page for the
 * client-side router.
 */
/**
 * Each feed's icon, drawn inline: an SVG image (a CSS mask, an <img>) is a document of its own
 * that a phone builds on its main thread as the page loads (issue 35); an inline one is part of
 * the page. It takes the link's colour (hover and focus too) and says nothing to screen readers.
 */
const ICONS: Record<FeedName, ReactNode> = {
  news: (
    <>
      <circle cx="3" cy="13" r="2" />
      <path d="M1 6a9 9 0 0 1 9 9H7.5A6.5 6.5 0 0 0 1 8.5zM1 1a14 14 0 0 1 14 14h-2.5A11.5 11.5 0 0 0 1 3.5z" />
    </>
  ),
  events: (
    <path
      fillRule="evenodd"
      d="M4 0h2v2h4V0h2v2h2a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1h2zM3 6v8h10V6z"
    />
  ),
};

export function FeedLinks({ t, feeds }: FeedLinksProps) {
  return (
    <p className="feed-links">
      {feeds.map((name) => (
        <a
          key={name}
          href={feedPath(name, t.lang)}
          type={FEEDS[name].type}
          className="feed-links__link"
        >
          <svg
            className="feed-links__icon"
            viewBox="0 0 16 16"
            aria-hidden="true"
            focusable="false"
          >
            {ICONS[name]}
          </svg>
          {t.content.feeds[name]}
        </a>
      ))}
    </p>
  );
}
