import { PersonMessage } from '@/components/content/person-message';
import { sectionPage } from '@/components/layout/section-page';
import { getFacultyDetail } from '@/lib/appapi/faculty';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { imageOf } from '@/lib/views/view-image';

export async function generateMetadata(props: IdParams) {
  const id = await readId(props);
  const faculty = await getFacultyDetail(id).catch(() => null);
  return sectionMetadata('/DeanMessage', id, faculty?.DEAN_MESSAGE);
}

export default sectionPage('/DeanMessage', async ({ t, id }) => {
  const faculty = await getFacultyDetail(id).catch(() => null);
  return (
    <PersonMessage
      t={t}
      role="Dean"
      heading={t.faculty.deanMessage}
      photo={imageOf(faculty?.Photo)}
      name={faculty?.FirstName}
      message={faculty?.DEAN_MESSAGE}
    />
  );
});
