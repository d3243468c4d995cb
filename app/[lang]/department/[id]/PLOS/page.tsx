import { sectionPage } from '@/components/layout/section-page';
import { RichText } from '@/components/content/rich-text';
import { getPlos } from '@/lib/appapi/department';
import { sectionMetadata } from '@/lib/section-metadata';
import { readId, type IdParams } from '@/lib/route-params';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/PLOS', await readId(props));
}

export default sectionPage('/PLOS', async ({ t, id }) => {
  const rows = await getPlos(id).catch(() => []);
  return (
    <section aria-labelledby="objectives-heading">
      <h2 id="objectives-heading" className="section-title">
        {t.department.plos}
      </h2>
      {rows.length === 0 ? (
        <p className="empty-state">{t.department.plosEmpty}</p>
      ) : (
        <ol className="objective-list">
          {rows.map((row, index) => (
            <li key={index}>
              <span className="objective-list__label">PLO-{index + 1}</span>
              <RichText t={t} value={row.PLOS_TITLE} fallback="" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
