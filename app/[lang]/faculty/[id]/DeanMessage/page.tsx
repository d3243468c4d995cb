import { pageDictionary } from '@/lib/i18n/server';
import { SectionLayout, loadSection } from '@/components/layout/section-page';
import { PersonMessage } from '@/components/content/person-message';
import { getFacultyDetail } from '@/lib/appapi/faculty';
import { sectionMetadata } from '@/lib/section-metadata';
import { readId, type IdParams } from '@/lib/route-params';

export async function generateMetadata(props: IdParams) {
  const id = await readId(props);
  const faculty = await getFacultyDetail(id).catch(() => null);
  return sectionMetadata('/DeanMessage', id, faculty?.DEAN_MESSAGE);
}

export default async function DeanMessagePage(props: IdParams) {
  const t = await pageDictionary();
  const id = await readId(props);
  // Its menu, trail and banner are asked for now, beside the page's own calls, not after them.
  const section = loadSection(t, '/DeanMessage', id);
  const faculty = await getFacultyDetail(id).catch(() => null);
  return (
    <SectionLayout {...await section}>
      <PersonMessage
        t={t}
        role="Dean"
        heading={t.faculty.deanMessage}
        photo={faculty?.Photo}
        name={faculty?.FirstName}
        message={faculty?.DEAN_MESSAGE}
      />
    </SectionLayout>
  );
}
