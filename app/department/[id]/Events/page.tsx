import { CardGrid } from '@/components/content/card-grid';
import { getDepartmentEvents } from '@/lib/appapi/department';
import { contextMetadata } from '@/lib/context-metadata';
import { readId, type IdParams } from '@/lib/route-params';
import { textOf } from '@/lib/text';

export async function generateMetadata(props: IdParams) {
  return contextMetadata('/Events', await readId(props));
}

export default async function EventsPage(props: IdParams) {
  const id = await readId(props);
  const events = await getDepartmentEvents(id).catch(() => []);
  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading" className="section-title">Events</h2>
      <CardGrid
        empty="No events have been announced yet."
        cards={events.map((event) => ({
          title: textOf(event.DPT_EVENT_TITLE),
          image: event.DPT_EVENT_IMG,
          date: event.CREATE_DATE,
        }))}
      />
    </section>
  );
}
