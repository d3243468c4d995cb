// Dates written by Intl in a language of the site, with one correction: ICU's Sindhi ('sd')
// puts the year first ("2025 آڪٽوبر 14"), where Sindh's newspapers, schools and government
// write the day first ("14 آڪٽوبر 2025"), as Urdu and English do. A language marked `dayFirst`
// in languages.json gets Intl's own words (month names, the time of day) in that order.
// Pure: used by lib/format.ts on the server and by the service worker's saved-copy notice.

/** What of a language's row in languages.json dates need. */
export type DateLanguage = { intlLocale: string; dayFirst?: boolean };

/** Joins a date's parts and its time's, as written in a day-first language ("14 آڪٽوبر 2025، 6:05 شام"). */
const TIME_PARTS = new Set(['hour', 'minute', 'second', 'dayPeriod']);

export function formatDate(date: Date, language: DateLanguage, options: Intl.DateTimeFormatOptions): string {
  const formatter = new Intl.DateTimeFormat(language.intlLocale, options);
  if (!language.dayFirst) return formatter.format(date);
  const parts = formatter.formatToParts(date);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value;
  const day = [value('day'), value('month'), value('year')].filter(Boolean).join(' ');
  const first = parts.findIndex((part) => TIME_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => TIME_PARTS.has(part.type));
  const time = first === -1 ? '' : parts.slice(first, last + 1).map((part) => part.value).join('');
  return [day, time].filter(Boolean).join('، ');
}
