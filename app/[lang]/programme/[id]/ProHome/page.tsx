import { sectionPage } from '@/components/layout/section-page';
import { JsonLd } from '@/components/content/json-ld';
import { RichText } from '@/components/content/rich-text';
import { getProgramme } from '@/lib/appapi/programme';
import { programmeMetadata } from '@/lib/seo/section-metadata';
import { programmeJsonLd } from '@/lib/seo/json-ld/programmes';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { hrefTo, localHref } from '@/lib/routing/routes';
import { textOf } from '@/lib/appapi/values';
import Link from 'next/link';

export async function generateMetadata(props: IdParams) {
  return programmeMetadata(await readId(props));
}

export default sectionPage('/ProHome', async ({ t, id }) => {
  const programme = await getProgramme(id).catch(() => null);
  const deptId = textOf(programme?.DeptID);
  const programmeData = programmeJsonLd(id, programme, t.lang);
  return (
    <>
      {programmeData && <JsonLd data={programmeData} />}
      <section aria-labelledby="programme-heading" className="content-section">
        <h2 id="programme-heading" className="section-title">
          {t.programme.about}
        </h2>
        <RichText t={t} value={programme?.PROGRAM_DESC} fallback={t.fallback.about} />
        {deptId && (
          <p className="related-links">
            <Link href={localHref(hrefTo('/Programs', deptId), t.lang)} prefetch={false}>
              {t.programme.courseScheme}
            </Link>
            <Link href={localHref(hrefTo('/DptHome', deptId), t.lang)} prefetch={false}>
              {t.programme.department}
            </Link>
          </p>
        )}
      </section>
    </>
  );
});
