import 'server-only';
import { absoluteAssetUrl } from '@/lib/appapi/assets';
import type { AboutRow, ContactRow, ProgramRow } from '@/lib/appapi/types';
import { BRAND } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import { departmentIdentity } from '@/lib/department-identity';
import { isoDay } from '@/lib/format';
import { LANGUAGES, type Language } from '@/lib/i18n/languages';
import { plainText } from '@/lib/rich-text';
import { hrefTo, languagePath, localHref } from '@/lib/routes';
import { programmeLevel } from '@/lib/search/programme-level';
import { summarize } from '../metadata';
import { webUrl } from '@/lib/web-url';
import { textOf } from '@/lib/text';

// schema.org structured data (JSON-LD) built from backend rows: a property the backend did not
// send is left out, never filled with a guess. Pages emit it with components/content/json-ld.
// Each property is one schema.org defines for its type (tested against the vocabulary file).
// No inLanguage but on the WebSite (each language's site is one): on the other types it is
// either undefined (CollegeOrUniversity, ItemList, EducationalOccupationalProgram) or, on Event
// and on a post, the language the event is held in or the post written in, which the backend does
// not say; the page's language is its <html lang> and hreflang. Names stay as sent.

type Organization = {
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

/**
 * The university's address as a PostalAddress: town, region and country from BRAND.place (the
 * university's own place), street and postal code from CONTACT_ADD, whose other parts (the
 * university's name, the town with its code, the region, the country) go to their own fields.
 * Null when neither gives anything.
 */
function universityAddress(contact: ContactRow | null) {
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

/** schema.org CollegeOrUniversity for the home page, from the contact and about data. */
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
 * schema.org Events, all-day (the backend dates them by the day, so startDate is yyyy-mm-dd; it
 * sends no end, so no endDate is claimed, nor any status but scheduled). An event without a name
 * or a readable date is no Event at all: it emits nothing. The backend names no venue: the event
 * is placed at the university, in person. Its url is `page` (the page that lists it: hrefTo's
 * link, in English) in the page's language.
 */
export function eventsJsonLd(
  events: EventFacts[],
  organizer: Organization,
  page: string,
  contact: ContactRow | null,
  lang: Language,
) {
  const address = universityAddress(contact);
  const url = `${getConfig().siteUrl}${localHref(page, lang)}`;
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
        url,
        startDate,
        eventStatus: 'https://schema.org/EventScheduled',
        ...(address
          ? {
              eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
              location: { '@type': 'Place', name: BRAND.name, address },
            }
          : {}),
        ...(image ? { image } : {}),
        ...(description ? { description } : {}),
        organizer,
      },
    ];
  });
}

/** What a department's post is made of, read from a row of DPT_EVENT_GET or DPT_SEMINARS_GET. */
export type PostFacts = { title: unknown; posted: unknown; image?: unknown; description?: unknown };

/**
 * A department's posts (its events and seminars pages) as schema.org Articles, published on the
 * day the backend dates them (CREATE_DATE is when a post was made, not when what it tells of
 * happens: "Summer survey camp concludes…" is a report): each an Article with its headline, its
 * publication day, its picture and text when sent, by the department (issue 36). A post without
 * a title or a readable date gives nothing. Its url is `page` (the page that lists it) in the
 * page's language.
 */
export function postsJsonLd(
  posts: PostFacts[],
  author: Organization,
  page: string,
  lang: Language,
) {
  const url = `${getConfig().siteUrl}${localHref(page, lang)}`;
  return posts.flatMap((post) => {
    const headline = textOf(post.title);
    const datePublished = isoDay(post.posted);
    if (!headline || !datePublished) return [];
    const image = absoluteAssetUrl(post.image);
    const description = plainText(post.description);
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline,
        url,
        datePublished,
        ...(image ? { image } : {}),
        ...(description ? { description } : {}),
        author,
        publisher: universityOrganization(),
      },
    ];
  });
}

/**
 * The site itself, in a language, for its home page: its name there, its address, and its search
 * (/search?q=, in that language) as the action a search engine may offer under the result.
 */
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
  };
}

/**
 * schema.org ItemList of the programme finder: its name in the page's language, and each
 * programme by its name (as sent) and its page's absolute URL in that language.
 */
export function programmeListJsonLd(name: string, programmes: { name: string; url: string }[]) {
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
  };
}
