import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { guideSectionPage } from '@/components/layout/section-page';
import { ExternalLink } from '@/components/content/external-link';
import { BackendText } from '@/components/content/backend-text';
import { getContact } from '@/lib/appapi/site';
import { contactDetails, whatsAppHref } from '@/lib/views/contact';
import { guidePage } from '@/lib/content/guides';
import { pageDictionary } from '@/lib/i18n/server';
import { interleave } from '@/lib/i18n/templates';
import { pageMetadata } from '@/lib/seo/metadata';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  const t = await pageDictionary();
  return pageMetadata(t, guidePage(t, 'HelpDesk'));
}

export default guideSectionPage('/HelpDesk', async ({ t }) => {
  const h = t.helpDesk;
  const { mobile } = contactDetails(await getContact().catch(() => null));
  const whatsApp = mobile ? whatsAppHref(mobile) : null;
  return (
    <>
      <PageBreadcrumbs t={t} path="/HelpDesk" />
      <h1 className="page-title">{h.heading}</h1>
      <p className="lead-text">{h.lead}</p>
      {whatsApp && (
        <p>
          <ExternalLink t={t} href={whatsApp} className="button">
            {interleave(h.whatsApp, { mobile: <BackendText lang={t.lang}>{mobile}</BackendText> })}
          </ExternalLink>
        </p>
      )}
      <section aria-labelledby="include-heading" className="content-section">
        <h2 id="include-heading" className="section-title">
          {h.includeHeading}
        </h2>
        <ul className="check-list">
          {h.include.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{h.closing}</p>
      </section>
    </>
  );
});
