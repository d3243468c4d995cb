// ICU's dates, corrected by languages.json's flags (docs/languages.md). The worker uses it too.

export type DateLanguage = {
  intlLocale: string;
  dayFirst?: boolean;
  dayPeriodFirst?: boolean;
  clock24?: boolean;
  months?: readonly string[];
};

const TIME_PARTS = new Set(['hour', 'minute', 'second', 'dayPeriod']);
const JAN = new Date(Date.UTC(2025, 0, 15));

function timeSpan(parts: Intl.DateTimeFormatPart[]): [number, number] {
  return [
    parts.findIndex((part) => TIME_PARTS.has(part.type)),
    parts.findLastIndex((part) => TIME_PARTS.has(part.type)),
  ];
}

/** "شام 6:05" with `periodFirst`, where ICU writes "6:05 شام". */
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
  // A browser whose ICU lacks the locale (Chromium's Sindhi) writes "M11" and "AM": the row's
  // month names then, and a 24-hour clock, which needs no words.
  const known = !/^M\d+$/.test(
    new Intl.DateTimeFormat(language.intlLocale, { month: 'long', timeZone: 'UTC' }).format(JAN),
  );
  const words = known && !language.clock24;
  const formatter = new Intl.DateTimeFormat(
    language.intlLocale,
    words ? options : { ...options, hourCycle: 'h23', dayPeriod: undefined },
  );
  if (!language.dayFirst && known) {
    if (!language.dayPeriodFirst) return formatter.format(date);
    const parts = formatter.formatToParts(date);
    const [first, last] = timeSpan(parts);
    if (first === -1) return formatter.format(date);
    const text = (from: Intl.DateTimeFormatPart[]) => from.map((part) => part.value).join('');
    return text(parts.slice(0, first)) + timeOf(parts, true) + text(parts.slice(last + 1));
  }
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
