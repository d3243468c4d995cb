import 'server-only';
import { absoluteAssetUrl } from '@/lib/appapi/assets';
import type { ContactRow } from '@/lib/appapi/types';
import { BRAND } from '@/lib/content/brand';
import { getConfig } from '@/lib/config/site-config';
import { isoDay } from '@/lib/i18n/format';
import type { Language } from '@/lib/i18n/languages';
import { plainText } from '@/lib/views/rich-text';
import { localHref } from '@/lib/routing/routes';
import { textOf } from '@/lib/appapi/values';
import { universityAddress, universityOrganization, type Organization } from './university';

/** Read from a row of HOME_EVENT_GET, DPT_EVENT_GET or DPT_SEMINARS_GET. */
export type EventFacts = { name: unknown; date: unknown; image?: unknown; description?: unknown };

/**
 * All-day Events: the backend sends no end, venue or status, so none is claimed beyond a
 * scheduled event at the university. `page` is the English path of the page that lists them.
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

/** Read from a row of DPT_EVENT_GET or DPT_SEMINARS_GET. */
export type PostFacts = { title: unknown; posted: unknown; image?: unknown; description?: unknown };

/**
 * Articles, not Events: CREATE_DATE is when a post was made, and many report what is over, so
 * it is a datePublished, never a startDate.
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
