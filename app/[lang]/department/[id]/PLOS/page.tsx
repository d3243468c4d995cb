import { sectionPage } from '@/components/layout/section-page';
import { ObjectiveList } from '@/components/section/objective-list';
import { getPlos } from '@/lib/appapi/department';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { sectionMetadata } from '@/lib/seo/section-metadata';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/PLOS', await readId(props));
}

export default sectionPage('/PLOS', async ({ t, id }) => {
  const rows = await getPlos(id).catch(() => []);
  return (
    <ObjectiveList
      t={t}
      heading={t.department.plos}
      prefix="PLO-"
      objectives={rows.map((row) => row.PLOS_TITLE)}
      empty={t.department.plosEmpty}
    />
  );
});
