import { format, isValid, parseISO } from 'date-fns';
import { numberOf, textOf } from './text';

// Display formats of spec §9.

/** A date from the backend: ISO text ('2025-10-14T00:00:00') or ASP.NET's '/Date(ms)/'. */
export function parseUpstreamDate(value: unknown): Date | null {
  const raw = textOf(value);
  if (!raw) return null;
  const aspNet = /^\/Date\((-?\d+)(?:[+-]\d{4})?\)\/$/.exec(raw);
  const date = aspNet ? new Date(Number(aspNet[1])) : parseISO(raw);
  return isValid(date) ? date : null;
}

/** News dates: day, long month, year (en-GB), e.g. '14 October 2025'. */
export function formatNewsDate(value: unknown): string {
  const date = parseUpstreamDate(value);
  return date ? format(date, 'd MMMM yyyy') : '';
}

/** Event dates: DD MMM YYYY, e.g. '04 Oct 2025'. */
export function formatEventDate(value: unknown): string {
  const date = parseUpstreamDate(value);
  return date ? format(date, 'dd MMM yyyy') : '';
}

/**
 * The date chip of event and seminar cards: the full date, DD MMM YYYY (spec §9), so that last
 * year's event is not taken for this year's.
 */
export function dateChip(value: unknown): { day: string; month: string; year: string; iso: string } | null {
  const date = parseUpstreamDate(value);
  return date
    ? { day: format(date, 'dd'), month: format(date, 'MMM'), year: format(date, 'yyyy'), iso: format(date, 'yyyy-MM-dd') }
    : null;
}

/**
 * The day of a backend date as ISO yyyy-mm-dd (the date chip's `iso`), or null: for the feed,
 * the calendar and structured data, which date events by the day, as the backend does.
 */
export function isoDay(value: unknown): string | null {
  const date = parseUpstreamDate(value);
  return date ? format(date, 'yyyy-MM-dd') : null;
}

/** A fact's number with thousands separators when it is numeric ('7,500'). */
export function formatFactNumber(value: unknown): string {
  const raw = textOf(value);
  if (!raw) return '';
  const number = numberOf(raw.replace(/,/g, ''));
  return number || raw === '0' ? number.toLocaleString('en-GB') : raw;
}
