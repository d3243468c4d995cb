import { CardGrid } from '@/components/content/card-grid';
import { FeedLinks } from '@/components/content/feed-links';
import type { HomeEventRow } from '@/lib/appapi/types';
import { formatEventDate } from '@/lib/format';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { textOf } from '@/lib/text';

type LatestEventsProps = { t: Dictionary; events: HomeEventRow[] };

/**
 * The first four events (spec §9), dates as DD MMM YYYY, descriptions clamped to 4 lines, and
 * the link to the calendar of them all.
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
            title: textOf(event.EVENT_TITLE),
            image: event.EVENT_IMG,
            dateText: formatEventDate(event.EVENT_DATE, t.lang),
            description: event.EVENT_DESC,
            clampLines: 4,
          }))}
        />
        <FeedLinks t={t} feeds={['events']} />
      </div>
    </section>
  );
}
