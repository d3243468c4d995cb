// Dates written by Intl in a language of the site, with one correction: ICU's Sindhi ('sd')
// puts the year first ("2025 آڪٽوبر 14"), where Sindh's newspapers, schools and government
// write the day first ("14 آڪٽوبر 2025"), as Urdu and English do. A language marked `dayFirst`
// in languages.json gets Intl's own words (month names, the time of day) in that order.
// Pure: used by lib/format.ts on the server and by the service worker's saved-copy notice.

/** What of a language's row in languages.json dates need. */
export type DateLanguage = { intlLocale: string; dayFirst?: boolean; months?: readonly string[] };

/** Joins a date's parts and its time's, as written in a day-first language ("14 آڪٽوبر 2025، 6:05 شام"). */
const TIME_PARTS = new Set(['hour', 'minute', 'second', 'dayPeriod']);
const JAN = new Date(Date.UTC(2025, 0, 15));

export function formatDate(date: Date, language: DateLanguage, options: Intl.DateTimeFormatOptions): string {
  // A browser whose ICU lacks the locale (Chromium has no Sindhi) writes "M11" and "AM": the
  // language's own month names then, and a 24-hour clock, which needs no words.
  // (It still resolves the locale: its missing data shows as ICU's root month names, "M1".)
  const known = !/^M\d+$/.test(new Intl.DateTimeFormat(language.intlLocale, { month: 'long', timeZone: 'UTC' }).format(JAN));
  const formatter = new Intl.DateTimeFormat(language.intlLocale, known ? options : { ...options, hourCycle: 'h23', dayPeriod: undefined });
  if (!language.dayFirst && known) return formatter.format(date);
  const parts = formatter.formatToParts(date);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value;
  const timeZone = formatter.resolvedOptions().timeZone;
  const monthIndex = Number(new Intl.DateTimeFormat('en', { month: 'numeric', timeZone }).format(date)) - 1;
  const month = value('month') && (known ? value('month') : (language.months?.[monthIndex] ?? value('month')));
  const day = [value('day'), month, value('year')].filter(Boolean).join(' ');
  const first = parts.findIndex((part) => TIME_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => TIME_PARTS.has(part.type));
  const time = first === -1 ? '' : parts.slice(first, last + 1).map((part) => part.value).join('');
  return [day, time].filter(Boolean).join('، ');
}
