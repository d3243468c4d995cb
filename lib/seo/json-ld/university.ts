import 'server-only';
import type { AboutRow, ContactRow } from '@/lib/appapi/types';
import { BRAND } from '@/lib/content/brand';
import { getConfig } from '@/lib/config/site-config';
import { departmentIdentity } from '@/lib/routing/department-identity';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { plainText } from '@/lib/views/rich-text';
import { hrefTo, languagePath } from '@/lib/routing/routes';
import { textOf } from '@/lib/appapi/values';
import { webUrl } from '@/lib/http/web-url';

// A property the backend did not send is left out, never guessed (docs/sharing.md).

export type Organization = {
  '@type': string;
  name: string;
  url?: string;
  parentOrganization?: Organization;
};

/** The university, as the organizer of its events and the provider of its programmes. */
export function universityOrganization(): Organization {
  return { '@type': 'CollegeOrUniversity', name: BRAND.name, url: getConfig().siteUrl };
}

/** BRAND.place read as 'town, region, country' (the region only with three parts). */
function brandPlace(): { locality?: string; region?: string; country?: string } {
  const parts = BRAND.place
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    locality: parts[0],
    ...(parts.length > 2 ? { region: parts.slice(1, -1).join(', ') } : {}),
    ...(parts.length > 1 ? { country: parts.at(-1) } : {}),
  };
}

let regionCodes: Map<string, string> | undefined;
/** A country's ISO 3166 code ('Pakistan' → 'PK'), as schema.org recommends; the name when unknown. */
function countryCode(name: string): string {
  if (!regionCodes) {
    const names = new Intl.DisplayNames('en', { type: 'region' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    regionCodes = new Map(
      [...letters].flatMap((a) =>
        [...letters].map((b) => [names.of(a + b)?.toLowerCase() ?? '', a + b] as [string, string]),
      ),
    );
  }
  return regionCodes.get(name.toLowerCase()) ?? name;
}

const POSTAL_CODE = /^\d{3,10}$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Town, region and country from BRAND.place; street and postal code from CONTACT_ADD. */
export function universityAddress(contact: ContactRow | null) {
  const { locality, region, country } = brandPlace();
  const named = [locality, region, country, country && countryCode(country)].filter(
    (name): name is string => Boolean(name),
  );
  const street: string[] = [];
  let postalCode: string | undefined;
  for (const part of textOf(contact?.CONTACT_ADD)
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)) {
    if ([BRAND.name, BRAND.shortName].some((name) => name.toLowerCase() === part.toLowerCase()))
      continue;
    if (POSTAL_CODE.test(part)) {
      postalCode ??= part;
      continue;
    }
    // 'Dadu 76200', 'Sindh', 'Pakistan': a place of BRAND.place, with or without its postal code.
    const rest = named
      .reduce(
        (text, name) => text.replace(new RegExp(`(^|\\s)${escapeRegExp(name)}(?=\\s|$)`, 'i'), ' '),
        part,
      )
      .trim();
    if (rest !== part && (rest === '' || POSTAL_CODE.test(rest))) postalCode ??= rest || undefined;
    else street.push(part);
  }
  const fields = {
    ...(street.length ? { streetAddress: street.join(', ') } : {}),
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    ...(postalCode ? { postalCode } : {}),
    ...(country ? { addressCountry: countryCode(country) } : {}),
  };
  return Object.keys(fields).length ? { '@type': 'PostalAddress', ...fields } : null;
}

export function universityJsonLd(about: AboutRow | null, contact: ContactRow | null) {
  const siteUrl = getConfig().siteUrl;
  const sameAs = [contact?.FB_LINK, contact?.YT_LINK, contact?.TW_LINK, contact?.LD_LINK]
    .map((link) => webUrl(textOf(link))?.toString())
    .filter((link) => link !== undefined);
  const phone = textOf(contact?.CONTACT_NO);
  const email = textOf(contact?.CONTACT_EMAIL);
  const address = universityAddress(contact);
  const description = plainText(about?.ABOUT_DESC);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: BRAND.name,
    alternateName: BRAND.shortName,
    url: siteUrl,
    logo: new URL(BRAND.crest.src, siteUrl).toString(),
    ...(description ? { description } : {}),
    ...(address ? { address } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(email ? { email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The department as an organizer; the university when the backend names no department. */
export async function departmentOrganization(id: string): Promise<Organization> {
  const department = await departmentIdentity(id);
  if (!department) return universityOrganization();
  const home = department.academic ? '/DptHome' : '/AdmHome';
  return {
    '@type': 'Organization',
    name: department.name,
    ...(department.academic !== null ? { url: `${getConfig().siteUrl}${hrefTo(home, id)}` } : {}),
    parentOrganization: universityOrganization(),
  };
}

/** The only type that says `inLanguage`: each language's site is a site of its own. */
export function websiteJsonLd(name: string, lang: Language) {
  const siteUrl = getConfig().siteUrl;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    alternateName: BRAND.shortName,
    url: `${siteUrl}${languagePath('/', lang)}`,
    inLanguage: LANGUAGES[lang].tag,
    publisher: universityOrganization(),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${siteUrl}${languagePath('/search', lang)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
