import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { ExternalLink } from '@/components/content/external-link';
import { ADMISSION } from '@/lib/admission';
import { getConfig } from '@/lib/config';
import { GUIDES } from '@/lib/guides';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  return pageMetadata(await pageDictionary(), GUIDES.Instruction);
}

export default async function InstructionPage() {
  const t = await pageDictionary();
  const config = getConfig();
  return (
    <>
      <PageBreadcrumbs t={t} path="/Instruction" />
      <h1 className="page-title">Online Registration: Step by Step</h1>
      <p className="lead-text">
        Registration takes about fifteen minutes. Keep your CNIC or B-Form, your mark sheets and a recent photograph at
        hand before you start.
      </p>
      <ol className="step-list">
        <li>
          <h2>Open the portal and create an account</h2>
          <p>
            Go to the <ExternalLink href={config.admissionsPortalUrl}>admissions portal</ExternalLink> and choose Register.
          </p>
        </li>
        <li>
          <h2>Enter your CNIC number without dashes</h2>
          <p>
            Type your 13-digit CNIC or B-Form number without dashes (for example 4130312345671), your full name as on your
            matriculation certificate, a working email address and your mobile number, then choose a password.
          </p>
        </li>
        <li>
          <h2>Log in</h2>
          <p>
            Log in at the <ExternalLink href={config.admissionsLoginUrl}>portal login page</ExternalLink> with your CNIC
            number (no dashes) and your password. Everything you save stays there until you submit.
          </p>
        </li>
        <li>
          <h2>Complete your profile and choices</h2>
          <p>
            Fill in your personal and academic details, upload your photograph, and select your programmes in order of
            preference. Check every entry: details cannot be changed after submission.
          </p>
        </li>
        <li>
          <h2>Pay, submit and print</h2>
          <p>
            Generate the bank challan of {ADMISSION.formFee}, pay it at the bank and enter its details on the portal. Then
            submit your application and print the form to hand in with {ADMISSION.photographs} passport-size photographs.
          </p>
        </li>
      </ol>
      <p>
        Prefer to watch? The <ExternalLink href={config.admissionsTutorialUrl}>tutorial video</ExternalLink> walks through
        the same steps.
      </p>
    </>
  );
}
