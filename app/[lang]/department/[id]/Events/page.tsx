import { sectionPage } from '@/components/layout/section-page';
import { CardGrid } from '@/components/content/card-grid';
import { JsonLd } from '@/components/content/json-ld';
import { getDepartmentEvents } from '@/lib/appapi/department';
import { sectionMetadata } from '@/lib/section-metadata';
import { departmentOrganization, postsJsonLd } from '@/lib/json-ld';
import { readId, type IdParams } from '@/lib/route-params';
import { hrefTo } from '@/lib/routes';
import { textOf } from '@/lib/text';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/Events', await readId(props));
}

export default sectionPage('/Events', async ({ t, id }) => {
  const [events, author] = await Promise.all([
    getDepartmentEvents(id).catch(() => []),
    departmentOrganization(id),
  ]);
  const postData = postsJsonLd(
    events.map((event) => ({
      title: event.DPT_EVENT_TITLE,
      posted: event.CREATE_DATE,
      image: event.DPT_EVENT_IMG,
    })),
    author,
    hrefTo('/Events', id),
    t.lang,
  );
  return (
    <>
      {postData.length > 0 && <JsonLd data={postData} />}
      <section aria-labelledby="events-heading">
        <h2 id="events-heading" className="section-title">
          {t.department.events}
        </h2>
        <CardGrid
          t={t}
          empty={t.department.eventsEmpty}
          cards={events.map((event) => ({
            title: textOf(event.DPT_EVENT_TITLE),
            image: event.DPT_EVENT_IMG,
            date: event.CREATE_DATE,
          }))}
        />
      </section>
    </>
  );
});
