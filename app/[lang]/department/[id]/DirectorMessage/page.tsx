import { PersonMessage } from '@/components/content/person-message';
import { sectionPage } from '@/components/layout/section-page';
import { getDepartmentAbout } from '@/lib/appapi/department';
import { getConfig } from '@/lib/config/site-config';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { imageOf } from '@/lib/views/view-image';

export async function generateMetadata(props: IdParams) {
  const id = await readId(props);
  const about = await getDepartmentAbout(id).catch(() => null);
  return sectionMetadata('/DirectorMessage', id, about?.CHAIRMAN_MSG);
}

export default sectionPage('/DirectorMessage', async ({ t, id }) => {
  // DPT_ABOUT_GET carries the head's message in CHAIRMAN_MSG for every kind of department.
  const about = await getDepartmentAbout(id).catch(() => null);
  // The admission menu's Vice Chancellor Message is the director message of the VC's office.
  const isViceChancellor = id === getConfig().vcMessageDeptId;
  return (
    <PersonMessage
      t={t}
      role="Director"
      office={isViceChancellor ? t.department.viceChancellor : undefined}
      heading={isViceChancellor ? t.department.vcMessage : t.department.directorMessage}
      photo={imageOf(about?.Photo)}
      name={about?.FirstName}
      message={about?.CHAIRMAN_MSG}
    />
  );
});
