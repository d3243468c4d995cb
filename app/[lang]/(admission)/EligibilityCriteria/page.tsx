import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { guideSectionPage } from '@/components/layout/section-page';
import Link from 'next/link';
import { ADMISSION } from '@/lib/content/admission';
import { guidePage } from '@/lib/content/guides';
import { pageDictionary } from '@/lib/i18n/server';
import { interleave } from '@/lib/i18n/templates';
import { localHref } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  const t = await pageDictionary();
  return pageMetadata(t, guidePage(t, 'EligibilityCriteria'));
}

export default guideSectionPage('/EligibilityCriteria', ({ t }) => {
  const e = t.eligibility;
  return (
    <>
      <PageBreadcrumbs t={t} path="/EligibilityCriteria" />
      <h1 className="page-title">{e.heading(ADMISSION.year)}</h1>
      <p className="lead-text">{e.lead}</p>
      {/* A plain img: a small local SVG with its own text alternative below. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src="/images/eligibility-criteria.svg"
        alt={e.imageAlt(ADMISSION.beMinimumPercent, ADMISSION.bsMinimumPercent)}
        width={800}
        height={420}
        className="content-image"
        loading="lazy"
      />
      <section aria-labelledby="be-heading" className="content-section">
        <h2 id="be-heading" className="section-title">
          {e.be.title}
        </h2>
        <p>{e.be.text(ADMISSION.beMinimumPercent)}</p>
      </section>
      <section aria-labelledby="bs-heading" className="content-section">
        <h2 id="bs-heading" className="section-title">
          {e.bs.title}
        </h2>
        <p>{e.bs.text(ADMISSION.bsMinimumPercent)}</p>
      </section>
      <p>
        {interleave(e.ready, {
          guide: <Link href={localHref('/AdmissionHome', t.lang)}>{e.guideLink}</Link>,
        })}
      </p>
    </>
  );
});
