import 'server-only';
import type { AboutRow, ContactRow } from './appapi/types';
import { BRAND } from './brand';
import { getConfig } from './config';
import { plainText } from './rich-text';
import { textOf } from './text';

/** schema.org CollegeOrUniversity for the home page, from the contact and about data. */
export function universityJsonLd(about: AboutRow | null, contact: ContactRow | null) {
  const siteUrl = getConfig().siteUrl;
  const sameAs = [contact?.FB_LINK, contact?.YT_LINK, contact?.TW_LINK, contact?.LD_LINK]
    .map(textOf)
    .filter((link) => /^https?:\/\//i.test(link));
  const phone = textOf(contact?.CONTACT_NO);
  const email = textOf(contact?.CONTACT_EMAIL);
  const address = textOf(contact?.CONTACT_ADD);
  const description = plainText(about?.ABOUT_DESC);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: BRAND.name,
    alternateName: BRAND.shortName,
    url: siteUrl,
    logo: new URL(BRAND.logo, siteUrl).toString(),
    ...(description ? { description } : {}),
    ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'PK' } } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(email ? { email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
