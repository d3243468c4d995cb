import { format, isValid, parseISO } from 'date-fns';
import { formatDate } from './dates';
import { LANGUAGES, type Language } from './languages';
import { numberOf, textOf } from '@/lib/appapi/values';

/** A date from the backend: ISO text ('2025-10-14T00:00:00') or ASP.NET's '/Date(ms)/'. */
export function parseUpstreamDate(value: unknown): Date | null {
  const raw = textOf(value);
  if (!raw) return null;
  const aspNet = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/.exec(raw);
  const date = aspNet ? new Date(Number(aspNet[1])) : parseISO(raw);
  return isValid(date) ? date : null;
}

// Urdu and Sindhi: the day date-fns shows, moved to UTC (no zone shifts it), in Western digits.
function intlDate(date: Date, lang: Language, options: Intl.DateTimeFormatOptions): string {
  const day = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  return formatDate(day, LANGUAGES[lang], { ...options, timeZone: 'UTC', numberingSystem: 'latn' });
}

export function formatNewsDate(value: unknown, lang: Language): string {
  const date = parseUpstreamDate(value);
  if (!date) return '';
  return lang === 'en'
    ? format(date, 'd MMMM yyyy')
    : intlDate(date, lang, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** Event dates: DD MMM YYYY, '04 Oct 2025', '04 اکتوبر 2025' (Urdu has no short month names). */
export function formatEventDate(value: unknown, lang: Language): string {
  const date = parseUpstreamDate(value);
  if (!date) return '';
  return lang === 'en'
    ? format(date, 'dd MMM yyyy')
    : intlDate(date, lang, { day: '2-digit', month: 'short', year: 'numeric' });
}

/** The date chip of event and seminar cards: DD MMM YYYY, the year so last year's is not new. */
export function dateChip(
  value: unknown,
  lang: Language,
): { day: string; month: string; year: string; iso: string } | null {
  const date = parseUpstreamDate(value);
  if (!date) return null;
  const month = lang === 'en' ? format(date, 'MMM') : intlDate(date, lang, { month: 'short' });
  return {
    day: format(date, 'dd'),
    month,
    year: format(date, 'yyyy'),
    iso: format(date, 'yyyy-MM-dd'),
  };
}

export function isoDay(value: unknown): string | null {
  const date = parseUpstreamDate(value);
  return date ? format(date, 'yyyy-MM-dd') : null;
}

export function formatFactNumber(value: unknown): string {
  const raw = textOf(value);
  if (!raw) return '';
  const number = numberOf(raw.replace(/,/g, ''));
  return number || raw === '0' ? number.toLocaleString('en-GB') : raw;
}
