/** @jest-environment node */
import {
  dateChip,
  formatEventDate,
  formatFactNumber,
  formatNewsDate,
  isoDay,
  parseUpstreamDate,
} from '@/lib/i18n/format';

// The ASP.NET dates below are at noon UTC, so they fall on the same calendar day in any time
// zone from UTC-11 to UTC+11.
const OCT_14_NOON = Date.UTC(2025, 9, 14, 12);

describe('parseUpstreamDate', () => {
  it('reads ISO text', () => {
    expect(parseUpstreamDate('2025-10-14T09:30:00')?.getFullYear()).toBe(2025);
    expect(parseUpstreamDate('2025-10-14')?.getDate()).toBe(14);
  });

  it("reads ASP.NET's '/Date(ms)/', with or without a zone offset", () => {
    expect(parseUpstreamDate(`/Date(${OCT_14_NOON})/`)?.getTime()).toBe(OCT_14_NOON);
    expect(parseUpstreamDate(`/Date(${OCT_14_NOON}+0500)/`)?.getTime()).toBe(OCT_14_NOON);
  });

  it.each([['not a date'], [''], [null], [undefined], ['2025-13-45'], ['/Date(abc)/']])(
    'gives null for %p',
    (value) => {
      expect(parseUpstreamDate(value)).toBeNull();
    },
  );
});

describe('formatNewsDate', () => {
  it("writes day, long month and year, en-GB ('14 October 2025')", () => {
    expect(formatNewsDate('2025-10-14T00:00:00', 'en')).toBe('14 October 2025');
    expect(formatNewsDate(`/Date(${OCT_14_NOON})/`, 'en')).toBe('14 October 2025');
  });

  it('writes a one-digit day without a leading zero, as en-GB does', () => {
    expect(formatNewsDate('2025-09-01T00:00:00', 'en')).toBe('1 September 2025');
    expect(formatNewsDate('2025-09-01T00:00:00', 'en')).toBe(
      new Date(2025, 8, 1).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    );
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatNewsDate('yesterday', 'en')).toBe('');
    expect(formatNewsDate(null, 'en')).toBe('');
  });
});

describe('formatEventDate', () => {
  it("writes DD MMM YYYY ('05 Oct 2025')", () => {
    expect(formatEventDate('2025-10-05T00:00:00', 'en')).toBe('05 Oct 2025');
    expect(formatEventDate(`/Date(${OCT_14_NOON})/`, 'en')).toBe('14 Oct 2025');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatEventDate('31/31/2025', 'en')).toBe('');
    expect(formatEventDate(undefined, 'en')).toBe('');
  });
});

describe('isoDay', () => {
  it("gives the day of an ISO or ASP.NET date as yyyy-mm-dd, the date chip's day", () => {
    expect(isoDay('2025-10-14T09:30:00')).toBe('2025-10-14');
    expect(isoDay(`/Date(${OCT_14_NOON})/`)).toBe('2025-10-14');
    expect(isoDay(`/Date(${OCT_14_NOON})/`)).toBe(dateChip(`/Date(${OCT_14_NOON})/`, 'en')?.iso);
  });

  it('gives null for what is not a date', () => {
    expect(isoDay('soon')).toBeNull();
    expect(isoDay(null)).toBeNull();
  });
});

describe('dateChip', () => {
  it('gives the full date, DD MMM YYYY, and the ISO day for the <time> element', () => {
    expect(dateChip('2025-10-05T18:00:00', 'en')).toEqual({
      day: '05',
      month: 'Oct',
      year: '2025',
      iso: '2025-10-05',
    });
  });

  it('gives null for an invalid date', () => {
    expect(dateChip('soon', 'en')).toBeNull();
  });
});

describe('formatFactNumber', () => {
  it('adds thousands separators to numbers and numeric text', () => {
    expect(formatFactNumber(7500)).toBe('7,500');
    expect(formatFactNumber('12000')).toBe('12,000');
    expect(formatFactNumber('45')).toBe('45');
    expect(formatFactNumber('0')).toBe('0');
  });

  it('keeps text that is not a number as it is, and gives empty text for nothing', () => {
    expect(formatFactNumber('50+')).toBe('50+');
    expect(formatFactNumber(null)).toBe('');
  });
});
