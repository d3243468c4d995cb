import { sectionPage } from '@/components/layout/section-page';
import { PostCards } from '@/components/section/post-cards';
import { getSeminars } from '@/lib/appapi/department';
import { departmentOrganization } from '@/lib/seo/json-ld/university';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { hrefTo } from '@/lib/routing/routes';
import { sectionMetadata } from '@/lib/seo/section-metadata';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/Seminars', await readId(props));
}

export default sectionPage('/Seminars', async ({ t, id }) => {
  const [seminars, author] = await Promise.all([
    getSeminars(id).catch(() => []),
    departmentOrganization(id),
  ]);
  return (
    <PostCards
      t={t}
      headingId="seminars-heading"
      heading={t.department.seminars}
      empty={t.department.seminarsEmpty}
      posts={seminars.map((seminar) => ({
        title: seminar.SEMINARS_TITLE,
        posted: seminar.CREATE_DATE,
        image: seminar.SEMINARS_IMG,
        description: seminar.SEMINARS_DESC,
      }))}
      author={author}
      href={hrefTo('/Seminars', id)}
    />
  );
});
