/** @jest-environment node */
import nock from 'nock';
import { GET, dynamic } from '@/app/events.ics/route';
import { clearAppApiCache } from '@/lib/appapi/client';
import { stubBackend, withNockBackend, type BackendReplies } from '../support/appapi';
import { aspNetDate, contact } from './fixtures';

const SITE = 'https://www.kust.example.edu.pk';
const { logged } = withNockBackend({ SITE_URL: SITE });

const events = [
  {
    EVENT_DATE: '2025-10-05T00:00:00',
    EVENT_TITLE: 'Orientation Day',
    EVENT_DESC: '<p>Freshers meet <b>their</b> teachers.</p>',
    EVENT_IMG: 'Uploads/Events/1.jpg',
  },
  {
    EVENT_DATE: aspNetDate('2025-09-21'),
    EVENT_TITLE: 'Science Fair; Projects, Posters',
    EVENT_DESC: '',
    EVENT_IMG: null,
  },
  {
    EVENT_DATE: '2025-08-14T00:00:00',
    EVENT_TITLE: 'Independence Day',
    EVENT_DESC: 'Flag hoisting.',
    EVENT_IMG: null,
  },
  {
    EVENT_DATE: '2025-07-01T00:00:00',
    EVENT_TITLE: 'Tree Plantation',
    EVENT_DESC: 'A thousand saplings.',
    EVENT_IMG: null,
  },
  {
    EVENT_DATE: '2025-06-30T00:00:00',
    EVENT_TITLE: 'Fifth Event',
    EVENT_DESC: 'Beyond the home page.',
    EVENT_IMG: null,
  },
  {
    EVENT_DATE: 'next month',
    EVENT_TITLE: 'Undated Event',
    EVENT_DESC: 'No day yet.',
    EVENT_IMG: null,
  },
];
const replies: BackendReplies = { HOME_EVENT_GET: events, CONTACT_GET: [contact] };

type Calendar = { lines: string[]; events: Record<string, string>[] };

const CRLF = Buffer.from('\r\n');

/**
 * The physical lines of the calendar as sent, in octets (RFC 5545 §3.1): each at most 75 octets
 * without its CRLF, each whole UTF-8 on its own (a fold never cuts a character in two), a
 * continuation line starting with one space.
 */
function physicalLines(body: Buffer): string[] {
  const lines: string[] = [];
  for (let start = 0; start < body.length;) {
    const end = body.indexOf(CRLF, start);
    const line = body.subarray(start, end === -1 ? body.length : end);
    expect(line.length).toBeLessThanOrEqual(75);
    lines.push(new TextDecoder('utf-8', { fatal: true }).decode(line));
    start = end === -1 ? body.length : end + CRLF.length;
  }
  return lines;
}

/**
 * The calendar's content lines (RFC 5545 §3.1: CRLF line ends, continuation lines unfolded),
 * each checked to be `NAME[;PARAM=…]:value`, and its VEVENTs as name (with parameters) → value,
 * with the TEXT escapes undone.
 */
async function readCalendar(response: Response): Promise<Calendar> {
  const body = Buffer.from(await response.arrayBuffer());
  const physical = physicalLines(body);
  expect(physical.every((line, index) => index === 0 || !line.startsWith('\t'))).toBe(true);
  const text = body.toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z0-9-]*(;[A-Z-]+=[^:;]+)*:/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);

  const parsed: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      parsed.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line
        .slice(colon + 1)
        .replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
    }
  }
  expect(current).toBeNull();
  return { lines, events: parsed };
}

describe('/events.ics', () => {
  it('is written at build time and kept like a page (ISR), not rendered per request', () => {
    expect(dynamic).toBe('force-static');
  });

  it('answers an iCalendar of every dated event of HOME_EVENT_GET, as text/calendar', async () => {
    const calls = stubBackend(replies);
    const response = await GET();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const calendar = await readCalendar(response);
    expect(calendar.events.map((event) => event.SUMMARY)).toEqual([
      'Orientation Day',
      'Science Fair; Projects, Posters',
      'Independence Day',
      'Tree Plantation',
      'Fifth Event',
    ]);
    expect(calls.map((call) => call.fn).sort()).toEqual(['CONTACT_GET', 'HOME_EVENT_GET']);
  });

  it('makes each event an all-day entry on its day (DTSTART;VALUE=DATE, ending the next day)', async () => {
    stubBackend(replies);
    const calendar = await readCalendar(await GET());
    const [first, second] = calendar.events;
    expect(first?.['DTSTART;VALUE=DATE']).toBe('20251005');
    expect(first?.['DTEND;VALUE=DATE']).toBe('20251006');
    expect(second?.['DTSTART;VALUE=DATE']).toBe('20250921');
    expect(
      calendar.lines
        .filter((line) => line.startsWith('DTSTART'))
        .every((line) => line.startsWith('DTSTART;VALUE=DATE:')),
    ).toBe(true);
    for (const event of calendar.events) expect(event.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it("describes each event in plain text, at the university's address, linking to the site", async () => {
    stubBackend(replies);
    const [first, second] = (await readCalendar(await GET())).events;
    expect(first?.DESCRIPTION).toBe('Freshers meet their teachers.');
    expect(first?.LOCATION).toBe(contact.CONTACT_ADD);
    expect(first?.URL).toBe(`${SITE}/`);
    expect(second).not.toHaveProperty('DESCRIPTION');
  });

  it('folds lines at 75 octets of UTF-8, never inside a character, and unfolds to the very text sent', async () => {
    // Urdu is 2 octets a letter, an emoji 4 (and two UTF-16 units, which a fold must not part):
    // `ics` folded by characters, so such text made lines of up to 132 octets.
    const title =
      'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی میں سالانہ بین الجامعاتی مباحثہ اور تقریبِ تقسیمِ انعامات';
    // Runs of emoji from three starting offsets: a fold by UTF-16 units would part a pair in one.
    const emoji = ['', 'a', 'ab'].map((start) => `${start}${'🎓'.repeat(30)}`);
    // ASCII `;` and `,` too: their TEXT escapes (`\;`, `\,`) may fall across a fold.
    const description = `${'طلبہ, اساتذہ; اور مہمانوں نے دادو میں منعقدہ تقریب میں شرکت کی؛ تقریب دو دن جاری رہی۔ '.repeat(4)}شکریہ ✓`;
    const address = 'کیرتھر روڈ، دادو، سندھ، پاکستان — مرکزی کیمپس، انتظامی بلاک، کمرہ نمبر ۱۲';
    stubBackend({
      HOME_EVENT_GET: [
        { EVENT_DATE: '2025-10-05', EVENT_TITLE: title, EVENT_DESC: description, EVENT_IMG: null },
        ...emoji.map((text, index) => ({
          EVENT_DATE: `2025-10-0${index + 6}`,
          EVENT_TITLE: text,
          EVENT_DESC: '',
          EVENT_IMG: null,
        })),
      ],
      CONTACT_GET: [{ ...contact, CONTACT_ADD: address }],
    });
    const response = await GET();
    const body = Buffer.from(await response.clone().arrayBuffer());
    // Folded at all (the test would pass on unfolded text otherwise), and into full lines.
    const physical = physicalLines(body);
    const continued = physical.filter((line) => line.startsWith(' '));
    expect(continued.length).toBeGreaterThan(8);
    expect(Math.max(...physical.map((line) => Buffer.byteLength(line)))).toBeGreaterThanOrEqual(72);

    const [event, ...emojiEvents] = (await readCalendar(response)).events;
    expect(event?.SUMMARY).toBe(title);
    expect(emojiEvents.map((emojiEvent) => emojiEvent.SUMMARY)).toEqual(emoji);
    expect(event?.DESCRIPTION).toBe(description);
    expect(event?.LOCATION).toBe(address);
  });

  it('gives no LOCATION when CONTACT_GET fails, and keeps the events', async () => {
    stubBackend({ HOME_EVENT_GET: events });
    const calendar = await readCalendar(await GET());
    expect(calendar.events).toHaveLength(5);
    expect(calendar.lines.some((line) => line.startsWith('LOCATION'))).toBe(false);
  });

  it('gives each event a UID made from its day and title, the same when the calendar is written again', async () => {
    stubBackend(replies);
    const uids = (calendar: Calendar) =>
      new Map(calendar.events.map((event) => [event.SUMMARY, event.UID]));
    const first = uids(await readCalendar(await GET()));
    // A fresh process, as after a restart, asked by a backend that now lists the rows the other way round.
    clearAppApiCache();
    nock.cleanAll();
    stubBackend({ ...replies, HOME_EVENT_GET: [...events].reverse() });
    const second = uids(await readCalendar(await GET()));

    expect(first.get('Orientation Day')).toMatch(
      /^event-2025-10-05-[0-9a-f]{16}@www\.kust\.example\.edu\.pk$/,
    );
    expect(new Set(first.values()).size).toBe(5);
    expect([...second.keys()]).toEqual([...first.keys()].reverse());
    expect(second).toEqual(first);
  });

  it('gives an event the backend lists twice (same day, same title) a UID of its own, the first keeping its UID', async () => {
    stubBackend(replies);
    const [alone] = (await readCalendar(await GET())).events;
    clearAppApiCache();
    nock.cleanAll();
    stubBackend({
      ...replies,
      HOME_EVENT_GET: [events[0], { ...events[0], EVENT_DESC: 'Listed again.' }],
    });
    const twice = (await readCalendar(await GET())).events;
    expect(twice.map((event) => event.UID)).toEqual([alone?.UID, alone?.UID?.replace('@', '-2@')]);
  });

  it('lets no line break or control character of the backend start a line of its own', async () => {
    const injected =
      'END:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Fees due today\r\nURL:https://fees.example.net\rEND:VCALENDAR';
    stubBackend({
      HOME_EVENT_GET: [
        {
          EVENT_DATE: '2025-10-05',
          EVENT_TITLE: `Open Day\r${injected}`,
          EVENT_DESC: `Bring your CNIC.\r${injected}`,
          EVENT_IMG: null,
        },
        {
          EVENT_DATE: '2025-10-06',
          EVENT_TITLE: 'Sports\u2028Week\u0085Finals\u0000\u001b[31m',
          EVENT_DESC: '',
          EVENT_IMG: null,
        },
      ],
      CONTACT_GET: [{ ...contact, CONTACT_ADD: `Main Campus\rEND:VCALENDAR\rBEGIN:VCALENDAR` }],
    });
    const calendar = await readCalendar(await GET());
    expect(calendar.lines.filter((line) => /^(BEGIN|END):/.test(line))).toEqual([
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(calendar.lines.filter((line) => line.startsWith('URL:'))).toEqual([
      `URL:${SITE}/`,
      `URL:${SITE}/`,
    ]);
    const [first, second] = calendar.events;
    expect(first?.SUMMARY).toBe(`Open Day\n${injected.replace(/\r\n|\r/g, '\n')}`);
    expect(first?.LOCATION).toBe('Main Campus\nEND:VCALENDAR\nBEGIN:VCALENDAR');
    expect(second?.SUMMARY).toBe('Sports\nWeek\nFinals[31m');
    expect(calendar.lines.join('')).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F]/);
  });

  it('answers 200 with a valid, empty calendar when the backend fails, and the failure is logged', async () => {
    stubBackend({});
    const response = await GET();
    expect(response.status).toBe(200);
    const calendar = await readCalendar(response);
    expect(calendar.events).toEqual([]);
    expect(logged().some((line) => line.startsWith('API Request failed: HOME_EVENT_GET'))).toBe(
      true,
    );
  });
});
