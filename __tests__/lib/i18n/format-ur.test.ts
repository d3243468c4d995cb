/** @jest-environment node */
import { dateChip, formatEventDate, formatNewsDate } from '@/lib/i18n/format';

// Dates on Urdu pages: Urdu month names (Intl, 'ur-PK') with the Western digits 0-9 that CNICs,
// challans and merit lists use, on the same calendar day as the English page, day, month and year
// as Jang and Express print them (no comma after the month). The exact strings below are what
// both Node 20 and Node 24 (their ICU) write.

const OCT_14_NOON = Date.UTC(2025, 9, 14, 12);
/** Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹) digits: never on the site's dates. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('formatNewsDate in Urdu', () => {
  it('writes day, Urdu month name and year with Western digits', () => {
    expect(formatNewsDate('2025-10-14T00:00:00', 'ur')).toBe('14 اکتوبر 2025');
    expect(formatNewsDate(`/Date(${OCT_14_NOON})/`, 'ur')).toBe('14 اکتوبر 2025');
    expect(formatNewsDate('2025-09-01T00:00:00', 'ur')).toBe('1 ستمبر 2025');
    expect(formatNewsDate('2025-09-01T00:00:00', 'ur')).not.toMatch(EASTERN_DIGITS);
  });

  it('names every month in Urdu', () => {
    const months = Array.from({ length: 12 }, (_, month) =>
      formatNewsDate(`2025-${String(month + 1).padStart(2, '0')}-10T00:00:00`, 'ur'),
    );
    expect(months.map((date) => date.replace(/^10 /, '').replace(/ 2025$/, ''))).toEqual([
      'جنوری',
      'فروری',
      'مارچ',
      'اپریل',
      'مئی',
      'جون',
      'جولائی',
      'اگست',
      'ستمبر',
      'اکتوبر',
      'نومبر',
      'دسمبر',
    ]);
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatNewsDate('yesterday', 'ur')).toBe('');
    expect(formatNewsDate(null, 'ur')).toBe('');
  });
});

describe('formatEventDate in Urdu', () => {
  it('writes a two-digit day, the Urdu month and the year', () => {
    expect(formatEventDate('2025-10-05T00:00:00', 'ur')).toBe('05 اکتوبر 2025');
    expect(formatEventDate(`/Date(${OCT_14_NOON})/`, 'ur')).toBe('14 اکتوبر 2025');
    expect(formatEventDate('31/31/2025', 'ur')).toBe('');
  });

  it('keeps the English format on English pages', () => {
    expect(formatEventDate('2025-10-05T00:00:00', 'en')).toBe('05 Oct 2025');
  });
});

describe('dateChip in Urdu', () => {
  it('gives the Urdu month with the Western-digit day and year, and the ISO day', () => {
    expect(dateChip('2025-10-05T18:00:00', 'ur')).toEqual({
      day: '05',
      month: 'اکتوبر',
      year: '2025',
      iso: '2025-10-05',
    });
    expect(dateChip('soon', 'ur')).toBeNull();
  });
});

describe('the day of an Urdu date', () => {
  // date-fns writes the English date in the server's time zone; the Urdu date must show the same
  // day, from its first minute to its last, also where Pakistan's (or UTC's) day is already
  // another. (Jest cannot change the zone of its process: these run in the runner's zone.)
  it.each([
    '2025-10-05T00:00:00',
    '2025-10-05T00:30:00',
    '2025-10-05T23:30:00',
    '2025-10-05T23:59:59',
  ])('is the English day at %s', (value) => {
    expect(formatEventDate(value, 'en')).toBe('05 Oct 2025');
    expect(formatEventDate(value, 'ur')).toBe('05 اکتوبر 2025');
    expect(formatNewsDate(value, 'ur')).toBe('5 اکتوبر 2025');
    expect(dateChip(value, 'ur')?.day).toBe('05');
  });
});
