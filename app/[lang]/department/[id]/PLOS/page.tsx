import { pageDictionary } from '@/lib/i18n/server';
import { SectionLayout, loadSection } from '@/components/layout/section-page';
import { RichText } from '@/components/content/rich-text';
import { getPlos } from '@/lib/appapi/department';
import { sectionMetadata } from '@/lib/section-metadata';
import { readId, type IdParams } from '@/lib/route-params';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/PLOS', await readId(props));
}

export default async function PLOSPage(props: IdParams) {
  const t = await pageDictionary();
  const id = await readId(props);
  // Its menu, trail and banner are asked for now, beside the page's own calls, not after them.
  const section = loadSection(t, '/PLOS', id);
  const rows = await getPlos(id).catch(() => []);
  return (
    <SectionLayout {...await section}>
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
    </SectionLayout>
  );
}
