import 'server-only';
import { addDays } from 'date-fns';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { ContactRow, HomeEventRow } from '@/lib/appapi/types';
import { BRAND } from '@/lib/brand';
import { getConfig } from '@/lib/config';
import { isoDay, parseUpstreamDate } from '@/lib/format';
import { plainText } from '@/lib/rich-text';
import { textOf } from '@/lib/text';
import { stableId, stableKeys } from './stable-id';

// /events.ics: iCalendar of the events (HOME_EVENT_GET), written by the `ics` library and
// folded again here (foldCalendar).

const HEADER = { productId: `-//${BRAND.shortName}//Events//EN`, calName: `${BRAND.name}: Events` };

const dayOf = (date: Date): DateArray => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

/** Line breaks of every kind a backend may send: CRLF, bare CR, LF, NEL, U+2028 and U+2029. */
const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
/** What RFC 5545 TEXT cannot hold (CONTROL but tab) and lone surrogates. */
const NOT_TEXT =
  /[\u0000-\u0008\u000B-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Backend text as a calendar TEXT value: every line break as the LF that `ics` escapes as \n,
 * other control characters dropped. `ics` escapes only CRLF and LF, so a bare CR went out as is
 * and a calendar client could read what followed it as a line of its own (a forged VEVENT, an
 * early END:VCALENDAR). Every backend value goes through here.
 */
export function calendarText(value: string): string {
  return value.replace(LINE_BREAK, '\n').replace(NOT_TEXT, '').trim();
}

/** RFC 5545 §3.1: "Lines of text SHOULD NOT be longer than 75 octets, excluding the line break." */
const LINE_OCTETS = 75;

/** Octets of one code point in UTF-8. */
function utf8Octets(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** One content line folded at 75 octets: CRLF and a space before each continuation, whose space counts. */
function foldLine(line: string): string {
  let folded = '';
  let octets = 0;
  // By code point, so that a multi-octet character (or a surrogate pair) is never cut in two.
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0) ?? 0);
    if (octets + size > LINE_OCTETS) {
      folded += '\r\n ';
      octets = 1;
    }
    folded += character;
    octets += size;
  }
  return folded;
}

/**
 * `ics` folds every 75 characters (runes, not octets) with CRLF and a tab: an Urdu SUMMARY made
 * lines of up to 132 octets, where RFC 5545 allows 75. Its folds are undone and the lines folded
 * again by octets. A CRLF followed by a space or tab can only be one of its folds:
 * every line break of the backend's text is escaped (calendarText), and no content line starts
 * with white space.
 */
function foldCalendar(calendar: string): string {
  return calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

/** The calendar of `events`; LOCATION is the university's address (CONTACT_ADD) when known. */
export function eventsCalendar(events: HomeEventRow[], contact: ContactRow | null): string {
  const { siteUrl } = getConfig();
  const location = calendarText(textOf(contact?.CONTACT_ADD));
  const titles = events.map((row) => calendarText(textOf(row.EVENT_TITLE)));
  const keys = stableKeys(
    'event',
    events.map((row, index) => ({ day: isoDay(row.EVENT_DATE), title: titles[index] ?? '' })),
  );
  const entries = events.flatMap((row, index): EventAttributes[] => {
    const title = titles[index];
    const date = parseUpstreamDate(row.EVENT_DATE);
    const key = keys[index];
    if (!title || !date || !key) return [];
    const description = calendarText(plainText(row.EVENT_DESC));
    return [
      {
        uid: stableId(key, siteUrl),
        // The backend dates events by the day: all-day entries (DTSTART;VALUE=DATE), the end
        // being the next day (exclusive), as RFC 5545 reads a one-day event.
        start: dayOf(date),
        end: dayOf(addDays(date, 1)),
        title,
        ...(description ? { description } : {}),
        ...(location ? { location } : {}),
        // HOME_EVENT_GET names no department (spec §3): the page that lists the events is home.
        url: `${siteUrl}/`,
      },
    ];
  });
  const calendar = createEvents(entries, HEADER);
  if (calendar.value) return foldCalendar(calendar.value);
  // Only a malformed SITE_URL can fail validation; an empty calendar still subscribes.
  console.error(`Calendar: ${calendar.error?.message ?? 'not written'}`);
  return foldCalendar(createEvents([], HEADER).value ?? '');
}
