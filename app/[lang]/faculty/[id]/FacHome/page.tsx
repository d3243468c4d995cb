import { sectionPage } from '@/components/layout/section-page';
import { RichText } from '@/components/content/rich-text';
import { BackendText } from '@/components/content/backend-text';
import { interleave } from '@/lib/i18n/templates';
import { getFacultyDetail } from '@/lib/appapi/faculty';
import { getBannerTitle } from '@/lib/appapi/site';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { sectionMetadata } from '@/lib/seo/section-metadata';

export async function generateMetadata(props: IdParams) {
  const id = await readId(props);
  const faculty = await getFacultyDetail(id).catch(() => null);
  return sectionMetadata('/FacHome', id, faculty?.FACULTY_DESC);
}

export default sectionPage('/FacHome', async ({ t, id }) => {
  const [faculty, title] = await Promise.all([
    getFacultyDetail(id).catch(() => null),
    getBannerTitle(id).catch(() => ''),
  ]);
  return (
    <section aria-labelledby="about-heading" className="content-section">
      <h2 id="about-heading" className="section-title">
        {interleave(t.content.about, {
          name: title ? <BackendText lang={t.lang}>{title}</BackendText> : t.faculty.theFaculty,
        })}
      </h2>
      <RichText t={t} value={faculty?.FACULTY_DESC} fallback={t.fallback.about} />
    </section>
  );
});
