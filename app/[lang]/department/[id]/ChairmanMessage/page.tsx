import { PersonMessage } from '@/components/content/person-message';
import { sectionPage } from '@/components/layout/section-page';
import { getDepartmentAbout } from '@/lib/appapi/department';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { imageOf } from '@/lib/views/view-image';

export async function generateMetadata(props: IdParams) {
  const id = await readId(props);
  const about = await getDepartmentAbout(id).catch(() => null);
  return sectionMetadata('/ChairmanMessage', id, about?.CHAIRMAN_MSG);
}

export default sectionPage('/ChairmanMessage', async ({ t, id }) => {
  // DPT_ABOUT_GET carries the head's message in CHAIRMAN_MSG for every kind of department.
  const about = await getDepartmentAbout(id).catch(() => null);
  return (
    <PersonMessage
      t={t}
      role="Chairman"
      heading={t.department.chairmanMessage}
      photo={imageOf(about?.Photo)}
      name={about?.FirstName}
      message={about?.CHAIRMAN_MSG}
    />
  );
});
