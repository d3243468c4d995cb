import { sectionPage } from '@/components/layout/section-page';
import { RichText } from '@/components/content/rich-text';
import { getPeos } from '@/lib/appapi/department';
import { sectionMetadata } from '@/lib/section-metadata';
import { readId, type IdParams } from '@/lib/route-params';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/PEOS', await readId(props));
}

export default sectionPage('/PEOS', async ({ t, id }) => {
  const rows = await getPeos(id).catch(() => []);
  return (
    <section aria-labelledby="objectives-heading">
      <h2 id="objectives-heading" className="section-title">
        {t.department.peos}
      </h2>
      {rows.length === 0 ? (
        <p className="empty-state">{t.department.peosEmpty}</p>
      ) : (
        <ol className="objective-list">
          {rows.map((row, index) => (
            <li key={index}>
              <span className="objective-list__label">PEO-{index + 1}</span>
              <RichText t={t} value={row.PEOS_TITLE} fallback="" />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
