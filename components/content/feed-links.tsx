import { FEEDS, type FeedName } from '@/lib/feeds/links';
import type { Dictionary } from '@/lib/i18n/dictionaries';

type FeedLinksProps = { t: Dictionary; feeds: FeedName[] };

/**
 * Visible links to the site's feeds, beside the news and events they carry, named in the page's
 * language (the feeds themselves carry the backend's English). Plain <a>: a feed is a file for a
 * reader or a calendar app, not a page for the client-side router.
 */
export function FeedLinks({ t, feeds }: FeedLinksProps) {
  return (
    <p className="feed-links">
      {feeds.map((name) => (
        <a key={name} href={FEEDS[name].path} type={FEEDS[name].type} className={`feed-links__link feed-links__link--${name}`}>
          {t.content.feeds[name]}
        </a>
      ))}
    </p>
  );
}
