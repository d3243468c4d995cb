import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import Link from 'next/link';
import { ExternalLink } from '@/components/content/external-link';
import { ADMISSION } from '@/lib/admission';
import { getConfig } from '@/lib/config';
import { GUIDES } from '@/lib/guides';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  return pageMetadata(await pageDictionary(), GUIDES.AdmissionHome);
}

export default async function AdmissionHomePage() {
  const t = await pageDictionary();
  const config = getConfig();
  return (
    <>
      <PageBreadcrumbs t={t} path="/AdmissionHome" />
      <h1 className="page-title">How to Apply: Admissions {ADMISSION.year}</h1>
      <p className="lead-text">
        Applications for undergraduate admission {ADMISSION.year} are made online through the university&apos;s
        admissions portal. Follow these seven steps in order; each one must be complete before the next.
      </p>
      <div className="button-row">
        <Link href="/Instruction" className="button" prefetch={false}>Read instructions</Link>
        <ExternalLink href={config.admissionsTutorialUrl} className="button button--outline">Watch the tutorial video</ExternalLink>
        <ExternalLink href={config.admissionsPortalUrl} className="button button--gold">Apply here</ExternalLink>
        <ExternalLink href={config.admissionsLoginUrl} className="button button--outline">Login</ExternalLink>
      </div>
      <ol className="step-list">
        <li>
          <h2>Check that you are eligible</h2>
          <p>
            For the BE programmes you need at least {ADMISSION.beMinimumPercent}% marks in HSC-I (annual examination 2024),
            or in HSC-II if you passed it in 2022 or earlier. For the BS programmes you need at least{' '}
            {ADMISSION.bsMinimumPercent}%. See <Link href="/EligibilityCriteria">Eligibility Criteria</Link> for details.
          </p>
        </li>
        <li>
          <h2>Register on the admissions portal</h2>
          <p>
            Create your account on the <ExternalLink href={config.admissionsPortalUrl}>admissions portal</ExternalLink>. You
            will log in with your CNIC (or B-Form) number written without dashes, so keep it and your password safe.
            The <Link href="/Instruction">registration instructions</Link> explain each screen.
          </p>
        </li>
        <li>
          <h2>Fill in the online application form</h2>
          <p>
            Enter your personal details and your matriculation and intermediate results exactly as they appear on your
            mark sheets, choose your programmes in order of preference, and upload a recent photograph.
          </p>
        </li>
        <li>
          <h2>Pay the application fee</h2>
          <p>
            Download the bank challan from the portal and pay the application form fee of {ADMISSION.formFee} at any
            branch of the bank named on the challan. The fee is non-refundable. Enter the paid challan&apos;s details on the
            portal so that your payment can be verified.
          </p>
        </li>
        <li>
          <h2>Print and submit your form</h2>
          <p>
            Print the completed application form and submit it with {ADMISSION.photographs} passport-size photographs and
            attested copies of your CNIC or B-Form, domicile, PRC and mark sheets before the closing date.
          </p>
        </li>
        <li>
          <h2>Receive your admit slip</h2>
          <p>
            Your admit slip for the entry test is sent to the email address you registered with. Bring it, with your
            original CNIC or B-Form, to the test centre. Check your inbox and spam folder in the days before the test.
          </p>
        </li>
        <li>
          <h2>Appear in the entry test and follow the merit lists</h2>
          <p>
            Merit lists are prepared from your entry test score and academic record. Passing the entry test does not by
            itself guarantee admission: admission is offered in order of merit against the seats available.
          </p>
        </li>
      </ol>
      <section aria-labelledby="quota-heading" className="content-section">
        <h2 id="quota-heading" className="section-title">Sports quota</h2>
        <p>
          Candidates applying on the sports quota compete only within the merit seats of their own district. Bring
          originals of your sports certificates when asked to appear for trials.
        </p>
      </section>
      <section id="self-finance" aria-labelledby="self-finance-heading" className="content-section">
        <h2 id="self-finance-heading" className="section-title">Self-Finance Scheme</h2>
        <p>
          Some seats in each programme are filled under the self-finance scheme, on a separate merit list. To be
          considered, choose the self-finance option on your online application form. The self-finance fee schedule is
          published with the prospectus, available from the Admissions menu.
        </p>
      </section>
    </>
  );
}
