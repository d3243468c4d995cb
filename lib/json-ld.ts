import 'server-only';
import { absoluteAssetUrl } from './appapi/assets';
import type { AboutRow, ContactRow, ProgramRow } from './appapi/types';
import { BRAND } from './brand';
import { getConfig } from './config';
import { departmentIdentity } from './department-identity';
import { isoDay } from './format';
import { LANGUAGES, type Language } from './i18n/languages';
import { plainText } from './rich-text';
import { hrefTo, localHref } from './routes';
import { programmeLevel } from './search/programme-level';
import { summarize } from './seo';
import { webUrl } from './web-url';
import { textOf } from './text';

// schema.org structured data (JSON-LD) built from backend rows: a property the backend did not
// send is left out, never filled with a guess. Pages emit it with components/content/json-ld.
// Every document says the language of the page that emits it (inLanguage: 'en', 'ur'): the
// backend's names in it stay in English as sent, but the page around them is in that language.

/** schema.org inLanguage: the page's language tag (languages.json). */
function inLanguage(lang: Language): { inLanguage: string } {
  return { inLanguage: LANGUAGES[lang].tag };
}

type Organization = { '@type': string; name: string; url?: string; parentOrganization?: Organization };

/** The university, as the organizer of its events and the provider of its programmes. */
export function universityOrganization(): Organization {
  return { '@type': 'CollegeOrUniversity', name: BRAND.name, url: getConfig().siteUrl };
}

function postalAddress(contact: ContactRow | null) {
  const address = textOf(contact?.CONTACT_ADD);
  return address ? { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'PK' } : null;
}

/** schema.org CollegeOrUniversity for the home page, from the contact and about data. */
export function universityJsonLd(about: AboutRow | null, contact: ContactRow | null, lang: Language) {
  const siteUrl = getConfig().siteUrl;
  const sameAs = [contact?.FB_LINK, contact?.YT_LINK, contact?.TW_LINK, contact?.LD_LINK]
    .map((link) => webUrl(textOf(link))?.toString())
    .filter((link) => link !== undefined);
  const phone = textOf(contact?.CONTACT_NO);
  const email = textOf(contact?.CONTACT_EMAIL);
  const address = postalAddress(contact);
  const description = plainText(about?.ABOUT_DESC);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    name: BRAND.name,
    alternateName: BRAND.shortName,
    url: siteUrl,
    logo: new URL(BRAND.logo, siteUrl).toString(),
    ...(description ? { description } : {}),
    ...(address ? { address } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(email ? { email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...inLanguage(lang),
  };
}

/**
 * The department of a department page as an organizer: its banner title (DPT_FACULTY_NAME_GET,
 * or DPT_NAME_GET's), its home page when DPT_NAME_GET says which kind it is; the university when
 * the backend names no department. Both calls are the layout's, already cached.
 */
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

/** What an Event is made of, read from a row of HOME_EVENT_GET, DPT_EVENT_GET or DPT_SEMINARS_GET. */
export type EventFacts = { name: unknown; date: unknown; image?: unknown; description?: unknown };

/**
 * schema.org Events, all-day (the backend dates them by the day, so startDate is yyyy-mm-dd and
 * no endDate is claimed). An event without a name or a readable date is no Event at all: it
 * emits nothing. With the university's address, the event is placed there, in person.
 */
export function eventsJsonLd(events: EventFacts[], organizer: Organization, contact: ContactRow | null, lang: Language) {
  const address = postalAddress(contact);
  return events.flatMap((event) => {
    const name = textOf(event.name);
    const startDate = isoDay(event.date);
    if (!name || !startDate) return [];
    const image = absoluteAssetUrl(event.image);
    const description = plainText(event.description);
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name,
        startDate,
        ...(address
          ? {
              eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
              location: { '@type': 'Place', name: BRAND.name, address },
            }
          : {}),
        ...(image ? { image } : {}),
        ...(description ? { description } : {}),
        organizer,
        ...inLanguage(lang),
      },
    ];
  });
}

/**
 * schema.org EducationalOccupationalProgram of a programme page (PROGRAM_GET_ALL's row), or null
 * for a programme the backend does not name. The credential is read from the title
 * (programmeLevel); the backend says nothing of mode or occupation, so neither is given. Its url
 * is the programme's page in the page's language.
 */
export function programmeJsonLd(id: string, programme: ProgramRow | null, lang: Language) {
  const name = textOf(programme?.PGM_TITLE);
  if (!name) return null;
  const description = summarize(programme?.PROGRAM_DESC, '');
  const level = programmeLevel(name);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name,
    url: `${getConfig().siteUrl}${localHref(hrefTo('/ProHome', id), lang)}`,
    provider: universityOrganization(),
    ...(description ? { description } : {}),
    ...(level ? { educationalCredentialAwarded: level.credential } : {}),
    ...inLanguage(lang),
  };
}

/**
 * schema.org ItemList of the programme finder: its name in the page's language, and each
 * programme by its name (as sent) and its page's absolute URL in that language.
 */
export function programmeListJsonLd(name: string, programmes: { name: string; url: string }[], lang: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: programmes.length,
    itemListElement: programmes.map((programme, position) => ({
      '@type': 'ListItem',
      position: position + 1,
      name: programme.name,
      url: programme.url,
    })),
    ...inLanguage(lang),
  };
}
