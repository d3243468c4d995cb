import { FEEDS, type FeedName } from '@/lib/feeds/links';

type FeedLinksProps = { feeds: FeedName[] };

/**
 * Visible links to the site's feeds, beside the news and events they carry. Plain <a>: a feed is
 * a file for a reader or a calendar app, not a page for the client-side router.
 */
export function FeedLinks({ feeds }: FeedLinksProps) {
  return (
    <p className="feed-links">
      {feeds.map((name) => (
        <a key={name} href={FEEDS[name].path} type={FEEDS[name].type} className={`feed-links__link feed-links__link--${name}`}>
          {FEEDS[name].label}
        </a>
      ))}
    </p>
  );
}
