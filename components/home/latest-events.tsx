import { CardGrid } from '@/components/content/card-grid';
import { FeedLinks } from '@/components/content/feed-links';
import { formatEventDate } from '@/lib/i18n/format';
import type { EventItem } from '@/lib/views/home-view';
import type { Dictionary } from '@/lib/i18n/dictionaries';

type LatestEventsProps = { t: Dictionary; events: EventItem[] };

/**
 * The first four events (docs/behaviour.md, Home page), dates as DD MMM YYYY, descriptions clamped
 * to 4 lines, and the link to the calendar of them all.
 */
export function LatestEvents({ t, events }: LatestEventsProps) {
  return (
    <section className="home-section home-section--alt" aria-labelledby="events-heading">
      <div className="container">
        <h2 id="events-heading" className="home-section__title">
          {t.home.events.title}
        </h2>
        <CardGrid
          t={t}
          empty={t.home.events.empty}
          cards={events.map((event) => ({
            title: event.title,
            image: event.image,
            dateText: formatEventDate(event.date, t.lang),
            description: event.description,
            clampLines: 4,
          }))}
        />
        <FeedLinks t={t} feeds={['events']} />
      </div>
    </section>
  );
}
