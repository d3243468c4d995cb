import { CardGrid } from '@/components/content/card-grid';
import { FeedLinks } from '@/components/content/feed-links';
import type { HomeEventRow } from '@/lib/appapi/types';
import { formatEventDate } from '@/lib/format';
import { textOf } from '@/lib/text';

type LatestEventsProps = { events: HomeEventRow[] };

/**
 * The first four events (spec §9), dates as DD MMM YYYY, descriptions clamped to 4 lines, and
 * the link to the calendar of them all.
 */
export function LatestEvents({ events }: LatestEventsProps) {
  return (
    <section className="home-section home-section--alt" aria-labelledby="events-heading">
      <div className="container">
        <h2 id="events-heading" className="home-section__title">Latest Events</h2>
        <CardGrid
          empty="No upcoming events at the moment."
          cards={events.map((event) => ({
            title: textOf(event.EVENT_TITLE),
            image: event.EVENT_IMG,
            dateText: formatEventDate(event.EVENT_DATE),
            description: event.EVENT_DESC,
            clampLines: 4,
          }))}
        />
        <FeedLinks feeds={['events']} />
      </div>
    </section>
  );
}
