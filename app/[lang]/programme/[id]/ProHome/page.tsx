import { pageDictionary } from '@/lib/i18n/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { contextTrail } from '@/lib/breadcrumbs';
import { JsonLd } from '@/components/content/json-ld';
import { RichText } from '@/components/content/rich-text';
import { getProgramme } from '@/lib/appapi/programme';
import { programmeMetadata } from '@/lib/context-metadata';
import { FALLBACK } from '@/lib/fallbacks';
import { programmeJsonLd } from '@/lib/json-ld';
import { readId, type IdParams } from '@/lib/route-params';
import { hrefTo } from '@/lib/routes';
import { textOf } from '@/lib/text';
import Link from 'next/link';

export async function generateMetadata(props: IdParams) {
  return programmeMetadata(await readId(props));
}

export default async function ProHomePage(props: IdParams) {
  const t = await pageDictionary();
  const id = await readId(props);
  const programme = await getProgramme(id).catch(() => null);
  const deptId = textOf(programme?.DeptID);
  const programmeData = programmeJsonLd(id, programme);
  return (
    <>
      {programmeData && <JsonLd data={programmeData} />}
      <Breadcrumbs t={t} trail={await contextTrail('/ProHome', id)} />
      <section aria-labelledby="programme-heading" className="content-section">
        <h2 id="programme-heading" className="section-title">About the Programme</h2>
        <RichText value={programme?.PROGRAM_DESC} fallback={FALLBACK.about} />
        {deptId && (
          <p className="related-links">
            <Link href={hrefTo('/Programs', deptId)} prefetch={false}>View the course scheme</Link>
            <Link href={hrefTo('/DptHome', deptId)} prefetch={false}>Visit the department</Link>
          </p>
        )}
      </section>
    </>
  );
}
