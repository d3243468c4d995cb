import { sectionPage } from '@/components/layout/section-page';
import { RichText } from '@/components/content/rich-text';
import { getDepartmentAbout } from '@/lib/appapi/department';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { sectionMetadata } from '@/lib/seo/section-metadata';

export async function generateMetadata(props: IdParams) {
  const id = await readId(props);
  const about = await getDepartmentAbout(id).catch(() => null);
  return sectionMetadata('/MissionVision', id, about?.ABOUT_VISION);
}

export default sectionPage('/MissionVision', async ({ t, id }) => {
  const about = await getDepartmentAbout(id).catch(() => null);
  return (
    <div className="statement-grid">
      <section aria-labelledby="vision-heading" className="statement">
        <h2 id="vision-heading" className="section-title">
          {t.department.vision}
        </h2>
        <RichText t={t} value={about?.ABOUT_VISION} fallback={t.fallback.vision} />
      </section>
      <section aria-labelledby="mission-heading" className="statement">
        <h2 id="mission-heading" className="section-title">
          {t.department.mission}
        </h2>
        <RichText t={t} value={about?.ABOUT_MISSION} fallback={t.fallback.mission} />
      </section>
    </div>
  );
});
