import { sectionPage } from '@/components/layout/section-page';
import { CardGrid } from '@/components/content/card-grid';
import { JsonLd } from '@/components/content/json-ld';
import { getSeminars } from '@/lib/appapi/department';
import { sectionMetadata } from '@/lib/section-metadata';
import { departmentOrganization, postsJsonLd } from '@/lib/json-ld';
import { readId, type IdParams } from '@/lib/route-params';
import { hrefTo } from '@/lib/routes';
import { textOf } from '@/lib/text';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/Seminars', await readId(props));
}

export default sectionPage('/Seminars', async ({ t, id }) => {
  const [seminars, author] = await Promise.all([
    getSeminars(id).catch(() => []),
    departmentOrganization(id),
  ]);
  const postData = postsJsonLd(
    seminars.map((seminar) => ({
      title: seminar.SEMINARS_TITLE,
      posted: seminar.CREATE_DATE,
      image: seminar.SEMINARS_IMG,
      description: seminar.SEMINARS_DESC,
    })),
    author,
    hrefTo('/Seminars', id),
    t.lang,
  );
  return (
    <>
      {postData.length > 0 && <JsonLd data={postData} />}
      <section aria-labelledby="seminars-heading">
        <h2 id="seminars-heading" className="section-title">
          {t.department.seminars}
        </h2>
        <CardGrid
          t={t}
          empty={t.department.seminarsEmpty}
          cards={seminars.map((seminar) => ({
            title: textOf(seminar.SEMINARS_TITLE),
            image: seminar.SEMINARS_IMG,
            date: seminar.CREATE_DATE,
            description: seminar.SEMINARS_DESC,
          }))}
        />
      </section>
    </>
  );
});
