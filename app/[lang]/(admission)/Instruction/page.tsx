import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { guideSectionPage } from '@/components/layout/section-page';
import { ExternalLink } from '@/components/content/external-link';
import { ADMISSION } from '@/lib/content/admission';
import { getConfig } from '@/lib/config/site-config';
import { guidePage } from '@/lib/content/guides';
import { pageDictionary } from '@/lib/i18n/server';
import { interleave } from '@/lib/i18n/templates';
import { pageMetadata } from '@/lib/seo/metadata';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  const t = await pageDictionary();
  return pageMetadata(t, guidePage(t, 'Instruction'));
}

export default guideSectionPage('/Instruction', ({ t }) => {
  const s = t.instruction;
  const config = getConfig();
  return (
    <>
      <PageBreadcrumbs t={t} path="/Instruction" />
      <h1 className="page-title">{s.heading}</h1>
      <p className="lead-text">{s.lead}</p>
      <ol className="step-list">
        <li>
          <h2>{s.account.title}</h2>
          <p>
            {interleave(s.account.text, {
              portal: (
                <ExternalLink t={t} href={config.admissionsPortalUrl}>
                  {s.account.portalLink}
                </ExternalLink>
              ),
            })}
          </p>
        </li>
        <li>
          <h2>{s.cnic.title}</h2>
          <p>{s.cnic.text}</p>
        </li>
        <li>
          <h2>{s.login.title}</h2>
          <p>
            {interleave(s.login.text, {
              login: (
                <ExternalLink t={t} href={config.admissionsLoginUrl}>
                  {s.login.loginLink}
                </ExternalLink>
              ),
            })}
          </p>
        </li>
        <li>
          <h2>{s.profile.title}</h2>
          <p>{s.profile.text}</p>
        </li>
        <li>
          <h2>{s.submit.title}</h2>
          <p>{s.submit.text(ADMISSION.formFeeRupees, ADMISSION.photographs)}</p>
        </li>
      </ol>
      <p>
        {interleave(s.video, {
          tutorial: (
            <ExternalLink t={t} href={config.admissionsTutorialUrl}>
              {s.tutorialLink}
            </ExternalLink>
          ),
        })}
      </p>
    </>
  );
});
