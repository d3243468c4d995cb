import type { ReactNode } from 'react';
import { FEEDS, feedPath, type FeedName } from '@/lib/feeds/links';
import type { Dictionary } from '@/lib/i18n/dictionaries';

type FeedLinksProps = { t: Dictionary; feeds: FeedName[] };

/** Links to the site's feeds beside what they carry; plain <a>: a feed is a file, not a page. */
/** Each feed's icon, inline: an SVG image would be a document of its own for a phone to build. */
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
