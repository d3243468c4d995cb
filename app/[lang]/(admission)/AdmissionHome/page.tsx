import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { guideSectionPage } from '@/components/layout/section-page';
import Link from 'next/link';
import { ExternalLink } from '@/components/content/external-link';
import { ADMISSION } from '@/lib/content/admission';
import { getConfig } from '@/lib/config/site-config';
import { guidePage } from '@/lib/content/guides';
import { pageDictionary } from '@/lib/i18n/server';
import { interleave } from '@/lib/i18n/templates';
import { localHref } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  const t = await pageDictionary();
  return pageMetadata(t, guidePage(t, 'AdmissionHome'));
}

export default guideSectionPage('/AdmissionHome', ({ t }) => {
  const a = t.admission;
  const config = getConfig();
  const here = (href: string) => localHref(href, t.lang);
  return (
    <>
      <PageBreadcrumbs t={t} path="/AdmissionHome" />
      <h1 className="page-title">{a.heading(ADMISSION.year)}</h1>
      <p className="lead-text">{a.lead(ADMISSION.year)}</p>
      <div className="button-row">
        <Link href={here('/Instruction')} className="button" prefetch={false}>
          {a.readInstructions}
        </Link>
        <ExternalLink t={t} href={config.admissionsTutorialUrl} className="button button--outline">
          {a.watchTutorial}
        </ExternalLink>
        <ExternalLink t={t} href={config.admissionsPortalUrl} className="button button--gold">
          {a.applyHere}
        </ExternalLink>
        <ExternalLink t={t} href={config.admissionsLoginUrl} className="button button--outline">
          {a.login}
        </ExternalLink>
      </div>
      <ol className="step-list">
        <li>
          <h2>{a.eligible.title}</h2>
          <p>
            {interleave(a.eligible.text(ADMISSION.beMinimumPercent, ADMISSION.bsMinimumPercent), {
              eligibility: (
                <Link href={here('/EligibilityCriteria')}>{a.eligible.eligibilityLink}</Link>
              ),
            })}
          </p>
        </li>
        <li>
          <h2>{a.register.title}</h2>
          <p>
            {interleave(a.register.text, {
              portal: (
                <ExternalLink t={t} href={config.admissionsPortalUrl}>
                  {a.register.portalLink}
                </ExternalLink>
              ),
              instructions: <Link href={here('/Instruction')}>{a.register.instructionsLink}</Link>,
            })}
          </p>
        </li>
        <li>
          <h2>{a.form.title}</h2>
          <p>{a.form.text}</p>
        </li>
        <li>
          <h2>{a.fee.title}</h2>
          <p>{a.fee.text(ADMISSION.formFeeRupees)}</p>
        </li>
        <li>
          <h2>{a.submit.title}</h2>
          <p>{a.submit.text(ADMISSION.photographs)}</p>
        </li>
        <li>
          <h2>{a.admitSlip.title}</h2>
          <p>{a.admitSlip.text}</p>
        </li>
        <li>
          <h2>{a.entryTest.title}</h2>
          <p>{a.entryTest.text}</p>
        </li>
      </ol>
      <section aria-labelledby="quota-heading" className="content-section">
        <h2 id="quota-heading" className="section-title">
          {a.sportsQuota.title}
        </h2>
        <p>{a.sportsQuota.text}</p>
      </section>
      <section id="self-finance" aria-labelledby="self-finance-heading" className="content-section">
        <h2 id="self-finance-heading" className="section-title">
          {a.selfFinance.title}
        </h2>
        <p>{a.selfFinance.text}</p>
      </section>
    </>
  );
});
