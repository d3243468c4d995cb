import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { RichText } from '@/components/content/rich-text';
import { VcMessage } from '@/components/home/vc-message';
import { getAbout } from '@/lib/appapi/home';
import { BRAND } from '@/lib/brand';
import { FALLBACK } from '@/lib/fallbacks';
import { GUIDES } from '@/lib/guides';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata, summarize } from '@/lib/seo';
import { textOf } from '@/lib/text';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  const about = await getAbout().catch(() => null);
  return pageMetadata(await pageDictionary(), {
    ...GUIDES.AboutUs,
    description: summarize(about?.ABOUT_DESC, GUIDES.AboutUs.description),
  });
}

export default async function AboutUsPage() {
  const t = await pageDictionary();
  const about = await getAbout().catch(() => undefined);
  if (about === undefined) {
    // The about call failed: the page is re-rendered within seconds (spec §4 placeholder).
    return (
      <div className="container page-content">
        <PageBreadcrumbs t={t} path="/AboutUs" />
        <h1 className="page-title">About Us</h1>
        <p className="fallback-text">{FALLBACK.loadingContact}</p>
      </div>
    );
  }
  return (
    <div className="container page-content">
      <PageBreadcrumbs t={t} path="/AboutUs" />
      <h1 className="page-title">{textOf(about?.ABOUT_TITLE) || `About ${BRAND.name}`}</h1>
      <RichText value={about?.ABOUT_DESC} fallback={FALLBACK.description} className="lead-text" />
      <div className="statement-grid">
        <section aria-labelledby="vision-heading" className="statement">
          <h2 id="vision-heading" className="section-title">Our Vision</h2>
          <RichText value={about?.ABOUT_VISION} fallback={FALLBACK.vision} />
        </section>
        <section aria-labelledby="mission-heading" className="statement">
          <h2 id="mission-heading" className="section-title">Our Mission</h2>
          <RichText value={about?.ABOUT_MISSION} fallback={FALLBACK.mission} />
        </section>
      </div>
      <section id="vc-message" aria-labelledby="vc-heading" className="content-section">
        <VcMessage about={about} headingId="vc-heading" />
      </section>
    </div>
  );
}
