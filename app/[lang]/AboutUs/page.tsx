import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { RichText } from '@/components/content/rich-text';
import { VcMessage } from '@/components/home/vc-message';
import { getAbout } from '@/lib/appapi/home';
import { guidePage } from '@/lib/content/guides';
import { viceChancellorOf } from '@/lib/views/home-view';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata, summarize } from '@/lib/seo/metadata';
import { textOf } from '@/lib/appapi/values';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  const t = await pageDictionary();
  const guide = guidePage(t, 'AboutUs');
  if (t.lang !== 'en') return pageMetadata(t, guide);
  // The backend's about text is English: only English pages take their description from it.
  const about = await getAbout().catch(() => null);
  return pageMetadata(t, {
    ...guide,
    description: summarize(about?.ABOUT_DESC, guide.description),
  });
}

export default async function AboutUsPage() {
  const t = await pageDictionary();
  const s = t.about;
  const about = await getAbout().catch(() => undefined);
  if (about === undefined) {
    // The about call failed: a placeholder until the page is rendered again
    // (docs/behaviour.md, /AboutUs).
    return (
      <div className="container page-content">
        <PageBreadcrumbs t={t} path="/AboutUs" />
        <h1 className="page-title">{s.heading}</h1>
        <p className="fallback-text">{t.fallback.loadingContact}</p>
      </div>
    );
  }
  const sentTitle = textOf(about?.ABOUT_TITLE);
  return (
    <div className="container page-content">
      <PageBreadcrumbs t={t} path="/AboutUs" />
      {sentTitle ? (
        <h1 className="page-title" {...backendTextAttributes(t.lang)}>
          {sentTitle}
        </h1>
      ) : (
        <h1 className="page-title">{s.fallbackTitle(t.site.name)}</h1>
      )}
      <RichText
        t={t}
        value={about?.ABOUT_DESC}
        fallback={t.fallback.description}
        className="lead-text"
      />
      <div className="statement-grid">
        <section aria-labelledby="vision-heading" className="statement">
          <h2 id="vision-heading" className="section-title">
            {s.vision}
          </h2>
          <RichText t={t} value={about?.ABOUT_VISION} fallback={t.fallback.vision} />
        </section>
        <section aria-labelledby="mission-heading" className="statement">
          <h2 id="mission-heading" className="section-title">
            {s.mission}
          </h2>
          <RichText t={t} value={about?.ABOUT_MISSION} fallback={t.fallback.mission} />
        </section>
      </div>
      <section id="vc-message" aria-labelledby="vc-heading" className="content-section">
        <VcMessage t={t} vc={viceChancellorOf(about)} headingId="vc-heading" />
      </section>
    </div>
  );
}
