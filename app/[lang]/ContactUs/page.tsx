import { BackendText } from '@/components/content/backend-text';
import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { getContact } from '@/lib/appapi/site';
import { getConfig } from '@/lib/config/site-config';
import { contactDetails, telHref } from '@/lib/views/contact';
import { guidePage } from '@/lib/content/guides';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { webUrl } from '@/lib/http/web-url';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

export async function generateMetadata() {
  const t = await pageDictionary();
  return pageMetadata(t, guidePage(t, 'ContactUs'));
}

export default async function ContactUsPage() {
  const t = await pageDictionary();
  const c = t.contact;
  const row = await getContact().catch(() => null);
  const contact = contactDetails(row);
  const website = webUrl(contact.website)?.toString();
  // The details are the backend's, shown as sent (inline, so that the card's lines stay aligned
  // with its labels); a missing one is the page's own 'N/A'.
  const sent = backendTextAttributes(t.lang);
  return (
    <>
      <div className="container">
        <PageBreadcrumbs t={t} path="/ContactUs" />
      </div>
      <div className="contact-hero">
        <div className="container">
          <h1 className="contact-hero__title">{c.heading}</h1>
          <p className="contact-hero__text">{c.intro}</p>
        </div>
      </div>
      <div className="container page-content contact-grid">
        <section aria-labelledby="form-heading" className="contact-form-card">
          <h2 id="form-heading" className="section-title">
            {c.formHeading}
          </h2>
          {/* The form sends nothing (docs/behaviour.md, /ContactUs): its button does nothing. */}
          <form className="contact-form" action={undefined}>
            <label>
              {c.name}
              <input name="name" type="text" autoComplete="name" />
            </label>
            <label>
              {c.email}
              <input name="email" type="email" autoComplete="email" />
            </label>
            <label>
              {c.subject}
              <input name="subject" type="text" />
            </label>
            <label>
              {c.message}
              <textarea name="message" rows={6} />
            </label>
            <button type="button" className="button">
              {c.send}
            </button>
          </form>
        </section>
        <section aria-labelledby="card-heading" className="contact-card">
          <h2 id="card-heading" className="section-title">
            {c.detailsHeading}
          </h2>
          {row ? (
            <dl className="contact-card__list">
              <dt>{c.address}</dt>
              <dd>
                {contact.address ? (
                  <BackendText lang={t.lang}>{contact.address}</BackendText>
                ) : (
                  t.fallback.cell
                )}
              </dd>
              <dt>{c.mobile}</dt>
              <dd>
                {contact.mobile ? (
                  <a href={telHref(contact.mobile)} {...sent}>
                    {contact.mobile}
                  </a>
                ) : (
                  t.fallback.cell
                )}
              </dd>
              <dt>{c.phone}</dt>
              <dd>
                {contact.phone ? (
                  <a href={telHref(contact.phone)} {...sent}>
                    {contact.phone}
                  </a>
                ) : (
                  t.fallback.cell
                )}
              </dd>
              <dt>{c.email}</dt>
              <dd>
                {contact.email ? (
                  <a href={`mailto:${contact.email}`} {...sent}>
                    {contact.email}
                  </a>
                ) : (
                  t.fallback.cell
                )}
              </dd>
              <dt>{c.website}</dt>
              <dd>
                {website ? (
                  // Its text is its address: print writes no second one after it (app/print.css).
                  <a href={website} target="_blank" rel="noopener noreferrer" className="shows-url">
                    <BackendText lang={t.lang}>
                      {contact.website.replace(/^https?:\/\//i, '')}
                    </BackendText>
                    <span className="visually-hidden"> {t.layout.opensInNewTab}</span>
                  </a>
                ) : contact.website ? (
                  <BackendText lang={t.lang}>{contact.website}</BackendText>
                ) : (
                  t.fallback.cell
                )}
              </dd>
            </dl>
          ) : (
            <p className="fallback-text">{t.fallback.loadingContact}</p>
          )}
        </section>
        <section aria-labelledby="map-heading" className="contact-map">
          <h2 id="map-heading" className="section-title">
            {c.mapHeading}
          </h2>
          <iframe
            src={getConfig().mapEmbedUrl}
            title={t.footer.mapTitle(t.site.name)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </section>
      </div>
    </>
  );
}
