// Dates written by Intl in a language of the site, with corrections where ICU's form is not
// how the language is written. A language marked `dayFirst` in languages.json gets Intl's own
// words (month names, the time of day) in the order of Sindh's newspapers and schools, day,
// month, year, with no comma and no joining word: ICU's Sindhi ('sd') puts the year first
// ("2025 آڪٽوبر 14"), its Urdu writes "14 اکتوبر، 2025 کو شام 6:05".
// Pure: used by lib/format.ts on the server and by the service worker's saved-copy notice.

/** What of a language's row in languages.json dates need. */
export type DateLanguage = {
  intlLocale: string;
  dayFirst?: boolean;
  dayPeriodFirst?: boolean;
  clock24?: boolean;
  months?: readonly string[];
};

const TIME_PARTS = new Set(['hour', 'minute', 'second', 'dayPeriod']);
const JAN = new Date(Date.UTC(2025, 0, 15));

/** Where the time of day lies in a date's parts: [first, last] index, or [-1, -1]. */
function timeSpan(parts: Intl.DateTimeFormatPart[]): [number, number] {
  return [
    parts.findIndex((part) => TIME_PARTS.has(part.type)),
    parts.findLastIndex((part) => TIME_PARTS.has(part.type)),
  ];
}

/**
 * The time of day of a date's parts. A language marked `dayPeriodFirst` in languages.json says
 * the time of day first, as Urdu and Sindhi write it ("شام 6:05"), where ICU puts it after.
 */
function timeOf(parts: Intl.DateTimeFormatPart[], periodFirst: boolean | undefined): string {
  const [first, last] = timeSpan(parts);
  if (first === -1) return '';
  const time = parts.slice(first, last + 1);
  const period = periodFirst ? time.find((part) => part.type === 'dayPeriod') : undefined;
  if (!period) return time.map((part) => part.value).join('');
  return `${period.value} ${time
    .filter((part) => part !== period)
    .map((part) => part.value)
    .join('')
    .trim()}`;
}

export function formatDate(
  date: Date,
  language: DateLanguage,
  options: Intl.DateTimeFormatOptions,
): string {
  // A browser whose ICU lacks the locale (Chromium has no Sindhi) writes "M11" and "AM": the
  // language's own month names then, and a 24-hour clock, which needs no words.
  // (It still resolves the locale: its missing data shows as ICU's root month names, "M1".)
  const known = !/^M\d+$/.test(
    new Intl.DateTimeFormat(language.intlLocale, { month: 'long', timeZone: 'UTC' }).format(JAN),
  );
  // A language marked `clock24` too: ICU's words for its time of day are wrong (Sindhi has only
  // صبح and شام, so 1 PM reads "شام 1:05"), and the same clock then shows in every browser.
  const words = known && !language.clock24;
  const formatter = new Intl.DateTimeFormat(
    language.intlLocale,
    words ? options : { ...options, hourCycle: 'h23', dayPeriod: undefined },
  );
  if (!language.dayFirst && known) {
    if (!language.dayPeriodFirst) return formatter.format(date);
    // Intl's own words and order but for the time of day, which comes first.
    const parts = formatter.formatToParts(date);
    const [first, last] = timeSpan(parts);
    if (first === -1) return formatter.format(date);
    const text = (from: Intl.DateTimeFormatPart[]) => from.map((part) => part.value).join('');
    return text(parts.slice(0, first)) + timeOf(parts, true) + text(parts.slice(last + 1));
  }
  // A day-first language: its date's parts and its time's ("14 اکتوبر 2025، شام 6:05").
  const parts = formatter.formatToParts(date);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value;
  const timeZone = formatter.resolvedOptions().timeZone;
  const monthIndex =
    Number(new Intl.DateTimeFormat('en', { month: 'numeric', timeZone }).format(date)) - 1;
  const month =
    value('month') && (known ? value('month') : (language.months?.[monthIndex] ?? value('month')));
  const day = [value('day'), month, value('year')].filter(Boolean).join(' ');
  return [day, timeOf(parts, language.dayPeriodFirst)].filter(Boolean).join('، ');
}
