import Link from 'next/link';
import { ACCESSIBILITY_PATH } from '@/lib/content/accessibility';
import { type ContactDetails, type SocialLink, telHref } from '@/lib/views/contact';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import { buildFooterQuickLinks } from '@/lib/menus/main-nav';
import type { MenuLink } from '@/lib/menus/types';
import { localHref } from '@/lib/routing/routes';

type SiteFooterProps = {
  t: Dictionary;
  /** Null when the backend's contact call failed: the fallback text is shown. */
  contact: ContactDetails | null;
  social: SocialLink[];
  academics: MenuLink[];
  mapEmbedUrl: string;
};

export function SiteFooter({ t, contact, social, academics, mapEmbedUrl }: SiteFooterProps) {
  const sent = backendTextAttributes(t.lang);
  const { address = '', mobile = '', phone = '', email = '' } = contact ?? {};
  const phones = [mobile, phone].filter(Boolean);

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t.footer.contact}
          </h2>
          {contact ? (
            <address className="site-footer__contact">
              {address && <p {...sent}>{address}</p>}
              {phones.map((number) => (
                <p key={number}>
                  <span className="visually-hidden">{t.footer.phone} </span>
                  <a href={telHref(number)} dir="ltr">
                    {number}
                  </a>
                </p>
              ))}
              {email && (
                <p>
                  <a href={`mailto:${email}`} dir="ltr">
                    {email}
                  </a>
                </p>
              )}
            </address>
          ) : (
            <p>{t.fallback.loadingContact}</p>
          )}
          {social.length > 0 && (
            <ul className="site-footer__social" aria-label={t.footer.socialMedia}>
              {social.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> {t.layout.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-labelledby="footer-academics">
          <h2 id="footer-academics" className="site-footer__heading">
            {t.footer.academics}
          </h2>
          <ul className="site-footer__links">
            {academics.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false} lang={link.lang} dir={link.dir}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            {t.footer.quickLinks}
          </h2>
          <ul className="site-footer__links">
            {buildFooterQuickLinks(t).map((link) => (
              <li key={link.label}>
                <Link href={link.href} prefetch={false}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-map">
          <h2 id="footer-map" className="site-footer__heading">
            {t.footer.findUs}
          </h2>
          {/* On request: a map is a page and a script library of its own, fetched only when opened. */}
          <details className="site-footer__map-toggle">
            <summary>{t.footer.showMap}</summary>
            <iframe
              className="site-footer__map"
              src={mapEmbedUrl}
              title={t.footer.mapTitle(t.site.name)}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          </details>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>{t.footer.rights(new Date().getFullYear(), t.site.name)}</p>
          <p>
            <Link href={localHref(ACCESSIBILITY_PATH, t.lang)} prefetch={false}>
              {t.pages[ACCESSIBILITY_PATH]}
            </Link>
          </p>
          <p>{t.site.developerCredit}</p>
        </div>
      </div>
    </footer>
  );
}
