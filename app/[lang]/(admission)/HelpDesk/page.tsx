import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { ExternalLink } from '@/components/content/external-link';
import { getContact } from '@/lib/appapi/site';
import { contactDetails, whatsAppHref } from '@/lib/contact';
import { GUIDES } from '@/lib/guides';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  return pageMetadata(await pageDictionary(), GUIDES.HelpDesk);
}

export default async function HelpDeskPage() {
  const t = await pageDictionary();
  const { mobile } = contactDetails(await getContact().catch(() => null));
  const whatsApp = mobile ? whatsAppHref(mobile) : null;
  return (
    <>
      <PageBreadcrumbs t={t} path="/HelpDesk" />
      <h1 className="page-title">Portal Help Desk</h1>
      <p className="lead-text">
        Having trouble with the admissions portal? The help desk answers by message only, on WhatsApp. It does not take
        phone calls or SMS, so that every request is recorded and answered in turn.
      </p>
      {whatsApp && (
        <p>
          <ExternalLink href={whatsApp} className="button">Message the help desk on WhatsApp ({mobile})</ExternalLink>
        </p>
      )}
      <section aria-labelledby="include-heading" className="content-section">
        <h2 id="include-heading" className="section-title">What to include in your message</h2>
        <ul className="check-list">
          <li>Your application ID, as shown on the portal.</li>
          <li>Your CNIC or B-Form number.</li>
          <li>A short description of the issue: what you were doing and what went wrong.</li>
          <li>Screenshots of the screen or error message.</li>
        </ul>
        <p>Messages with all four are answered first; one message with everything is better than several short ones.</p>
      </section>
    </>
  );
}
