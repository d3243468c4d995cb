import { pageDictionary } from '@/lib/i18n/server';
import { SectionLayout, loadSection } from '@/components/layout/section-page';
import { RichText } from '@/components/content/rich-text';
import { Sent } from '@/components/content/sent-text';
import { interleave } from '@/lib/i18n/text';
import { getFacultyDetail } from '@/lib/appapi/faculty';
import { getBannerTitle } from '@/lib/appapi/site';
import { sectionMetadata } from '@/lib/section-metadata';
import { readId, type IdParams } from '@/lib/route-params';

export async function generateMetadata(props: IdParams) {
  const id = await readId(props);
  const faculty = await getFacultyDetail(id).catch(() => null);
  return sectionMetadata('/FacHome', id, faculty?.FACULTY_DESC);
}

export default async function FacHomePage(props: IdParams) {
  const t = await pageDictionary();
  const id = await readId(props);
  // Its menu, trail and banner are asked for now, beside the page's own calls, not after them.
  const section = loadSection(t, '/FacHome', id);
  const [faculty, title] = await Promise.all([
    getFacultyDetail(id).catch(() => null),
    getBannerTitle(id).catch(() => ''),
  ]);
  return (
    <SectionLayout {...await section}>
      <section aria-labelledby="about-heading" className="content-section">
        <h2 id="about-heading" className="section-title">
          {interleave(t.content.about, {
            name: title ? <Sent lang={t.lang}>{title}</Sent> : t.faculty.theFaculty,
          })}
        </h2>
        <RichText t={t} value={faculty?.FACULTY_DESC} fallback={t.fallback.about} />
      </section>
    </SectionLayout>
  );
}
