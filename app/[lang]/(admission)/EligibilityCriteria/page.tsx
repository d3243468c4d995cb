import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import Link from 'next/link';
import { ADMISSION } from '@/lib/admission';
import { GUIDES } from '@/lib/guides';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  return pageMetadata(await pageDictionary(), GUIDES.EligibilityCriteria);
}

export default async function EligibilityCriteriaPage() {
  const t = await pageDictionary();
  return (
    <>
      <PageBreadcrumbs t={t} path="/EligibilityCriteria" />
      <h1 className="page-title">Eligibility Criteria {ADMISSION.year}</h1>
      <p className="lead-text">
        Check these minimum requirements before you register on the admissions portal. Meeting them lets you apply and
        sit the entry test; admission itself is offered in order of merit.
      </p>
      {/* A plain img: a small local SVG with its own text alternative below. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src="/images/eligibility-criteria.svg"
        alt={`Minimum marks: ${ADMISSION.beMinimumPercent}% for BE programmes and ${ADMISSION.bsMinimumPercent}% for BS programmes, in HSC-I (annual 2024) or HSC-II passed up to 2022.`}
        width={800}
        height={420}
        className="content-image"
        loading="lazy"
      />
      <section aria-labelledby="be-heading" className="content-section">
        <h2 id="be-heading" className="section-title">Bachelor of Engineering (BE)</h2>
        <p>
          At least {ADMISSION.beMinimumPercent}% marks in HSC Part-I (annual examination 2024), or in HSC Part-II for
          candidates who passed it in 2022 or earlier, in the pre-engineering group or an equivalent qualification.
        </p>
      </section>
      <section aria-labelledby="bs-heading" className="content-section">
        <h2 id="bs-heading" className="section-title">Bachelor of Science (BS)</h2>
        <p>
          At least {ADMISSION.bsMinimumPercent}% marks in HSC Part-I (annual examination 2024), or in HSC Part-II for
          candidates who passed it in 2022 or earlier, in a group relevant to the programme.
        </p>
      </section>
      <p>
        Ready to apply? Follow the <Link href="/AdmissionHome">how-to-apply guide</Link>.
      </p>
    </>
  );
}
