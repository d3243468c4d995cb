import { pageDictionary } from '@/lib/i18n/server';
import { SectionLayout, loadSection } from '@/components/layout/section-page';
import { PersonMessage } from '@/components/content/person-message';
import { getDepartmentAbout } from '@/lib/appapi/department';
import { sectionMetadata } from '@/lib/section-metadata';
import { readId, type IdParams } from '@/lib/route-params';

export async function generateMetadata(props: IdParams) {
  const id = await readId(props);
  const about = await getDepartmentAbout(id).catch(() => null);
  return sectionMetadata('/ChairmanMessage', id, about?.CHAIRMAN_MSG);
}

export default async function ChairmanMessagePage(props: IdParams) {
  const t = await pageDictionary();
  const id = await readId(props);
  // Its menu, trail and banner are asked for now, beside the page's own calls, not after them.
  const section = loadSection(t, '/ChairmanMessage', id);
  // DPT_ABOUT_GET carries the head's message in CHAIRMAN_MSG for every kind of department.
  const about = await getDepartmentAbout(id).catch(() => null);
  return (
    <SectionLayout {...await section}>
      <PersonMessage
        t={t}
        role="Chairman"
        heading={t.department.chairmanMessage}
        photo={about?.Photo}
        name={about?.FirstName}
        message={about?.CHAIRMAN_MSG}
      />
    </SectionLayout>
  );
}
