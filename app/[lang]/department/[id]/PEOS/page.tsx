import { sectionPage } from '@/components/layout/section-page';
import { ObjectiveList } from '@/components/section/objective-list';
import { getPeos } from '@/lib/appapi/department';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { sectionMetadata } from '@/lib/seo/section-metadata';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/PEOS', await readId(props));
}

export default sectionPage('/PEOS', async ({ t, id }) => {
  const rows = await getPeos(id).catch(() => []);
  return (
    <ObjectiveList
      t={t}
      heading={t.department.peos}
      prefix="PEO-"
      objectives={rows.map((row) => row.PEOS_TITLE)}
      empty={t.department.peosEmpty}
    />
  );
});
