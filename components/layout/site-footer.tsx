import Link from 'next/link';
import type { ContactRow } from '@/lib/appapi/types';
import { BRAND } from '@/lib/brand';
import { contactDetails, telHref } from '@/lib/contact';
import { FALLBACK } from '@/lib/fallbacks';
import { buildFooterQuickLinks } from '@/lib/menus/main-nav';
import type { MenuLink } from '@/lib/menus/types';
import { textOf } from '@/lib/text';
import { webUrl } from '@/lib/web-url';

type SiteFooterProps = {
  contact: ContactRow | null;
  academics: MenuLink[];
  mapEmbedUrl: string;
};

const SOCIAL_FIELDS = [
  { field: 'FB_LINK', label: 'Facebook' },
  { field: 'YT_LINK', label: 'YouTube' },
  { field: 'TW_LINK', label: 'X (Twitter)' },
  { field: 'LD_LINK', label: 'LinkedIn' },
] as const;

export function SiteFooter({ contact, academics, mapEmbedUrl }: SiteFooterProps) {
  const social = SOCIAL_FIELDS.map(({ field, label }) => ({ label, href: webUrl(textOf(contact?.[field]))?.toString() ?? '' })).filter(
    (link) => link.href,
  );
  const { address, mobile, phone, email } = contactDetails(contact);
  const phones = [mobile, phone].filter(Boolean);

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">Contact</h2>
          {contact ? (
            <address className="site-footer__contact">
              {address && <p>{address}</p>}
              {phones.map((number) => (
                <p key={number}>
                  <span className="visually-hidden">Phone: </span>
                  <a href={telHref(number)}>{number}</a>
                </p>
              ))}
              {email && (
                <p>
                  <a href={`mailto:${email}`}>{email}</a>
                </p>
              )}
            </address>
          ) : (
            <p>{FALLBACK.loadingContact}</p>
          )}
          {social.length > 0 && (
            <ul className="site-footer__social" aria-label="Social media">
              {social.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <nav aria-labelledby="footer-academics">
          <h2 id="footer-academics" className="site-footer__heading">Academics</h2>
          <ul className="site-footer__links">
            {academics.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">Quick Links</h2>
          <ul className="site-footer__links">
            {buildFooterQuickLinks().map((link) => (
              <li key={link.label}>
                <Link href={link.href} prefetch={false}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-map">
          <h2 id="footer-map" className="site-footer__heading">Find Us</h2>
          <iframe
            className="site-footer__map"
            src={mapEmbedUrl}
            title={`Map showing the location of ${BRAND.name}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {new Date().getFullYear()} {BRAND.name}. All rights reserved.
          </p>
          <p>{BRAND.developerCredit}</p>
        </div>
      </div>
    </footer>
  );
}
