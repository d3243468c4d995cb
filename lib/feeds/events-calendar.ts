import 'server-only';
import { addDays } from 'date-fns';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { ContactRow, HomeEventRow } from '@/lib/appapi/types';
import { BRAND } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import { isoDay, parseUpstreamDate } from '@/lib/format';
import { plainText } from '@/lib/rich-text';
import { textOf } from '@/lib/text';
import { stableId } from './stable-id';

// /events.ics: iCalendar of the events (HOME_EVENT_GET), written by the `ics` library.

const HEADER = { productId: `-//${BRAND.shortName}//Events//EN`, calName: `${BRAND.name}: Events` };

const dayOf = (date: Date): DateArray => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

/** Line breaks of every kind a backend may send: CRLF, bare CR, LF, NEL, U+2028 and U+2029. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** What RFC 5545 TEXT cannot hold (CONTROL but tab) and lone surrogates. */
const NOT_TEXT = /[\u0000-\u0008\u000B-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Backend text as a calendar TEXT value: every line break as the LF that `ics` escapes as \n,
 * other control characters dropped. `ics` escapes only CRLF and LF, so a bare CR went out as is
 * and a calendar client could read what followed it as a line of its own (a forged VEVENT, an
 * early END:VCALENDAR). Every backend value goes through here.
 */
export function calendarText(value: string): string {
  return value.replace(LINE_BREAK, '\n').replace(NOT_TEXT, '').trim();
}

/** The calendar of `events`; LOCATION is the university's address (CONTACT_ADD) when known. */
export function eventsCalendar(events: HomeEventRow[], contact: ContactRow | null): string {
  const { siteUrl } = getConfig();
  const location = calendarText(textOf(contact?.CONTACT_ADD));
  const entries = events.flatMap((row): EventAttributes[] => {
    const title = calendarText(textOf(row.EVENT_TITLE));
    const date = parseUpstreamDate(row.EVENT_DATE);
    const day = isoDay(row.EVENT_DATE);
    if (!title || !date || !day) return [];
    const description = calendarText(plainText(row.EVENT_DESC));
    return [
      {
        uid: stableId('event', day, title, siteUrl),
        // The backend dates events by the day: all-day entries (DTSTART;VALUE=DATE), the end
        // being the next day (exclusive), as RFC 5545 reads a one-day event.
        start: dayOf(date),
        end: dayOf(addDays(date, 1)),
        title,
        ...(description ? { description } : {}),
        ...(location ? { location } : {}),
        // Events have no page of their own; the home page lists the latest.
        url: `${siteUrl}/`,
      },
    ];
  });
  const calendar = createEvents(entries, HEADER);
  if (calendar.value) return calendar.value;
  // Only a malformed SITE_URL can fail validation; an empty calendar still subscribes.
  console.error(`Calendar: ${calendar.error?.message ?? 'not written'}`);
  return createEvents([], HEADER).value ?? '';
}
