import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { getContact } from '@/lib/appapi/site';
import { BRAND } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import { contactDetails, telHref } from '@/lib/contact';
import { FALLBACK } from '@/lib/fallbacks';
import { GUIDES } from '@/lib/guides';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';
import { webUrl } from '@/lib/web-url';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  return pageMetadata(await pageDictionary(), GUIDES.ContactUs);
}

export default async function ContactUsPage() {
  const t = await pageDictionary();
  const row = await getContact().catch(() => null);
  const contact = contactDetails(row);
  const website = webUrl(contact.website)?.toString();
  return (
    <>
      <div className="container">
        <PageBreadcrumbs t={t} path="/ContactUs" />
      </div>
      <div className="contact-hero">
        <div className="container">
          <h1 className="contact-hero__title">Contact Us</h1>
          <p className="contact-hero__text">Questions about admissions, programmes or campus life? We are here to help.</p>
        </div>
      </div>
      <div className="container page-content contact-grid">
        <section aria-labelledby="form-heading" className="contact-form-card">
          <h2 id="form-heading" className="section-title">Send us a message</h2>
          {/* The spec's form has no submit behaviour: the button is not wired to anything. */}
          <form className="contact-form" action={undefined}>
            <label>
              Name
              <input name="name" type="text" autoComplete="name" />
            </label>
            <label>
              Email
              <input name="email" type="email" autoComplete="email" />
            </label>
            <label>
              Subject
              <input name="subject" type="text" />
            </label>
            <label>
              Message
              <textarea name="message" rows={6} />
            </label>
            <button type="button" className="button">
              Send Message
            </button>
          </form>
        </section>
        <section aria-labelledby="card-heading" className="contact-card">
          <h2 id="card-heading" className="section-title">Contact details</h2>
          {row ? (
            <dl className="contact-card__list">
              <dt>Address</dt>
              <dd>{contact.address || FALLBACK.cell}</dd>
              <dt>Mobile</dt>
              <dd>{contact.mobile ? <a href={telHref(contact.mobile)}>{contact.mobile}</a> : FALLBACK.cell}</dd>
              <dt>Phone</dt>
              <dd>{contact.phone ? <a href={telHref(contact.phone)}>{contact.phone}</a> : FALLBACK.cell}</dd>
              <dt>Email</dt>
              <dd>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : FALLBACK.cell}</dd>
              <dt>Website</dt>
              <dd>
                {website ? (
                  <a href={website} target="_blank" rel="noopener noreferrer">
                    {contact.website.replace(/^https?:\/\//i, '')}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  contact.website || FALLBACK.cell
                )}
              </dd>
            </dl>
          ) : (
            <p className="fallback-text">{FALLBACK.loadingContact}</p>
          )}
        </section>
        <section aria-labelledby="map-heading" className="contact-map">
          <h2 id="map-heading" className="section-title">Campus map</h2>
          <iframe
            src={getConfig().mapEmbedUrl}
            title={`Map showing the location of ${BRAND.name}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </section>
      </div>
    </>
  );
}
