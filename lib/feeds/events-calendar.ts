import 'server-only';
import { addDays } from 'date-fns';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import type { ContactRow, HomeEventRow } from '@/lib/appapi/types';
import { BRAND } from '@/lib/content/brand';
import { getConfig } from '@/lib/config/site-config';
import { isoDay, parseUpstreamDate } from '@/lib/i18n/format';
import { plainText } from '@/lib/views/rich-text';
import { textOf } from '@/lib/appapi/values';
import { stableId, stableKeys } from './stable-id';

const HEADER = { productId: `-//${BRAND.shortName}//Events//EN`, calName: `${BRAND.name}: Events` };

const dayOf = (date: Date): DateArray => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

const LINE_BREAK = /\r\n|[\r\n\u0085\u2028\u2029]/g;
const NOT_TEXT =
  /[\u0000-\u0008\u000B-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** For every backend value: `ics` escapes only CRLF and LF, and a bare CR could forge a line. */
export function calendarText(value: string): string {
  return value.replace(LINE_BREAK, '\n').replace(NOT_TEXT, '').trim();
}

/** RFC 5545 §3.1, excluding the line break. */
const LINE_OCTETS = 75;

function utf8Octets(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** A continuation's leading space counts; a code point is never cut in two. */
function foldLine(line: string): string {
  let folded = '';
  let octets = 0;
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

// `ics` folds by characters, not octets. A CRLF then a space or tab can only be one of its folds
// (calendarText escapes every other line break), so they are undone and the lines folded again.
function foldCalendar(calendar: string): string {
  return calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldLine)
    .join('\r\n');
}

/** LOCATION is the university's address (CONTACT_ADD) when known. */
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
        // All-day entries: the backend dates events by the day; RFC 5545's end is exclusive.
        start: dayOf(date),
        end: dayOf(addDays(date, 1)),
        title,
        ...(description ? { description } : {}),
        ...(location ? { location } : {}),
        // HOME_EVENT_GET names no department: the home page lists the events.
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
