import { pageDictionary } from '@/lib/i18n/server';
import { ContextPage, pageContext } from '@/components/layout/context-page';
import { PersonMessage } from '@/components/content/person-message';
import { getFacultyDetail } from '@/lib/appapi/faculty';
import { contextMetadata } from '@/lib/context-metadata';
import { readId, type IdParams } from '@/lib/route-params';

export async function generateMetadata(props: IdParams) {
  const id = await readId(props);
  const faculty = await getFacultyDetail(id).catch(() => null);
  return contextMetadata('/DeanMessage', id, faculty?.DEAN_MESSAGE);
}

export default async function DeanMessagePage(props: IdParams) {
  const t = await pageDictionary();
  const id = await readId(props);
  // Its menu, trail and banner are asked for now, beside the page's own calls, not after them.
  const context = pageContext(t, '/DeanMessage', id);
  const faculty = await getFacultyDetail(id).catch(() => null);
  return (
    <ContextPage {...await context}>
      <PersonMessage
        t={t}
        role="Dean"
        heading={t.faculty.deanMessage}
        photo={faculty?.Photo}
        name={faculty?.FirstName}
        message={faculty?.DEAN_MESSAGE}
      />
    </ContextPage>
  );
}
