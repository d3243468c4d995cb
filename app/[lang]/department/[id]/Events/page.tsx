import { sectionPage } from '@/components/layout/section-page';
import { PostCards } from '@/components/section/post-cards';
import { getDepartmentEvents } from '@/lib/appapi/department';
import { departmentOrganization } from '@/lib/seo/json-ld/university';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { hrefTo } from '@/lib/routing/routes';
import { sectionMetadata } from '@/lib/seo/section-metadata';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/Events', await readId(props));
}

export default sectionPage('/Events', async ({ t, id }) => {
  const [events, author] = await Promise.all([
    getDepartmentEvents(id).catch(() => []),
    departmentOrganization(id),
  ]);
  return (
    <PostCards
      t={t}
      headingId="events-heading"
      heading={t.department.events}
      empty={t.department.eventsEmpty}
      posts={events.map((event) => ({
        title: event.DPT_EVENT_TITLE,
        posted: event.CREATE_DATE,
        image: event.DPT_EVENT_IMG,
      }))}
      author={author}
      href={hrefTo('/Events', id)}
    />
  );
});
