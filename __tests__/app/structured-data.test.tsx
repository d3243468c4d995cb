/** @jest-environment node */
import type { ReactElement } from 'react';
import HomePage from '@/app/[lang]/page';
import EventsPage from '@/app/[lang]/department/[id]/Events/page';
import SeminarsPage from '@/app/[lang]/department/[id]/Seminars/page';
import ProHomePage from '@/app/[lang]/programme/[id]/ProHome/page';
import { stubBackend, withNockBackend, type BackendReplies } from '../support/appapi';
import { idProps, renderPage } from '../support/render';
import { aspNetDate, bannerTitle, contact, DEPT_ID, PROGRAMME_ID, programme, upstreamFile } from './fixtures';

// The slider's swiper CSS cannot load in jest; structured data does not need it.
jest.mock('@/components/home/hero-slider', () => ({ HeroSlider: () => null }));

const SITE = 'https://www.kust.example.edu.pk';
withNockBackend({ SITE_URL: SITE });

const UNIVERSITY = { '@type': 'CollegeOrUniversity', name: 'Kirthar University of Science & Technology', url: SITE };
const PLACE = {
  '@type': 'Place',
  name: 'Kirthar University of Science & Technology',
  address: { '@type': 'PostalAddress', streetAddress: contact.CONTACT_ADD, addressCountry: 'PK' },
};
const department = {
  DPT_FACULTY_NAME_GET: bannerTitle('Department of Computer Science'),
  DPT_NAME_GET: [{ DeptTitle: 'Computer Science', IsAcademic: '1' }],
  CONTACT_GET: [contact],
};
const DEPARTMENT = {
  '@type': 'Organization',
  name: 'Department of Computer Science',
  url: `${SITE}/DptHome?id=${DEPT_ID}`,
  parentOrganization: UNIVERSITY,
};

/** Every schema.org object the page's JSON-LD blocks hold, of `type`. */
function structured(view: ReturnType<typeof renderPage>, type: string): Record<string, unknown>[] {
  return [...view.document.querySelectorAll('script[type="application/ld+json"]')]
    .flatMap((script) => JSON.parse(script.textContent ?? 'null') as unknown)
    .filter((data): data is Record<string, unknown> => (data as { '@type'?: unknown })?.['@type'] === type);
}

/** The page rendered (after the backend is stubbed: a page starts its calls when called). */
async function render(page: () => Promise<ReactElement>, replies: BackendReplies) {
  stubBackend(replies);
  return renderPage(await page());
}

describe('schema.org Event', () => {
  it('describes the 4 events the home page shows, organised by the university', async () => {
    const events = [1, 2, 3, 4, 5].map((n) => ({
      EVENT_DATE: `2025-10-0${n}T00:00:00`,
      EVENT_TITLE: `Event ${n}`,
      EVENT_DESC: `About event ${n}.`,
      EVENT_IMG: `Uploads/Events/${n}.jpg`,
    }));
    const view = await render(() => HomePage(), { HOME_EVENT_GET: events, CONTACT_GET: [contact] });
    const found = structured(view, 'Event');

    expect(found.map((event) => event.name)).toEqual(['Event 1', 'Event 2', 'Event 3', 'Event 4']);
    expect(found[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Event 1',
      startDate: '2025-10-01',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: PLACE,
      image: upstreamFile('Uploads/Events/1.jpg').shown,
      description: 'About event 1.',
      organizer: UNIVERSITY,
      inLanguage: 'en',
    });
    expect(structured(view, 'CollegeOrUniversity')).toHaveLength(1);
  });

  it("describes a department's events, organised by the department", async () => {
    const picture = upstreamFile('Uploads/Events/orientation.jpg');
    const view = await render(() => EventsPage(idProps(DEPT_ID)), {
      ...department,
      DPT_EVENT_GET: [
        { CREATE_DATE: aspNetDate('2025-10-05'), DPT_EVENT_IMG: picture.sent, DPT_EVENT_TITLE: 'Orientation Day 2025' },
        { CREATE_DATE: '2025-09-01T00:00:00', DPT_EVENT_IMG: null, DPT_EVENT_TITLE: 'Sports Gala' },
        { CREATE_DATE: null, DPT_EVENT_IMG: null, DPT_EVENT_TITLE: 'Undated' },
      ],
    });

    expect(structured(view, 'Event')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Orientation Day 2025',
        startDate: '2025-10-05',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: PLACE,
        image: picture.shown,
        organizer: DEPARTMENT,
        inLanguage: 'en',
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Sports Gala',
        startDate: '2025-09-01',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: PLACE,
        organizer: DEPARTMENT,
        inLanguage: 'en',
      },
    ]);
  });

  it("describes a department's seminars as Events, with their plain-text descriptions", async () => {
    const view = await render(() => SeminarsPage(idProps(DEPT_ID)), {
      ...department,
      DPT_SEMINARS_GET: [
        { CREATE_DATE: aspNetDate('2025-10-14'), SEMINARS_IMG: '', SEMINARS_TITLE: 'AI in Agriculture', SEMINARS_DESC: '<p>Machine learning for <i>crop yields</i>.</p>' },
      ],
    });
    expect(structured(view, 'Event')).toEqual([
      expect.objectContaining({ name: 'AI in Agriculture', startDate: '2025-10-14', description: 'Machine learning for crop yields.', organizer: DEPARTMENT }),
    ]);
    expect(structured(view, 'Event')[0]).not.toHaveProperty('image');
  });

  it('gives an Event no image whose address a browser reads as another scheme (javascript: with a tab inside)', async () => {
    const view = await render(() => SeminarsPage(idProps(DEPT_ID)), {
      ...department,
      DPT_SEMINARS_GET: [
        { CREATE_DATE: aspNetDate('2025-10-14'), SEMINARS_IMG: 'java\tscript:alert(1)', SEMINARS_TITLE: 'AI in Agriculture', SEMINARS_DESC: '' },
        { CREATE_DATE: aspNetDate('2025-10-15'), SEMINARS_IMG: ' \u0001java\nscript:alert(1)', SEMINARS_TITLE: 'Robotics', SEMINARS_DESC: '' },
      ],
    });
    const events = structured(view, 'Event');
    expect(events.map((event) => event.name)).toEqual(['AI in Agriculture', 'Robotics']);
    for (const event of events) expect(event).not.toHaveProperty('image');
    expect(view.document.documentElement.outerHTML).not.toMatch(/java\s*script/i);
  });

  it('emits no Event when DPT_EVENT_GET fails', async () => {
    expect(structured(await render(() => EventsPage(idProps(DEPT_ID)), department), 'Event')).toEqual([]);
  });

  it('emits no Event when DPT_SEMINARS_GET fails', async () => {
    expect(structured(await render(() => SeminarsPage(idProps(DEPT_ID)), department), 'Event')).toEqual([]);
  });

  it('emits no Event on the home page when HOME_EVENT_GET fails', async () => {
    expect(structured(await render(() => HomePage(), { CONTACT_GET: [contact] }), 'Event')).toEqual([]);
  });
});

describe('schema.org EducationalOccupationalProgram', () => {
  it('describes the programme of a programme page', async () => {
    const view = await render(() => ProHomePage(idProps(PROGRAMME_ID)), { PROGRAM_GET_ALL: [programme] });
    expect(structured(view, 'EducationalOccupationalProgram')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'EducationalOccupationalProgram',
        name: 'BS Computer Science',
        url: `${SITE}/ProHome?id=${PROGRAMME_ID}`,
        provider: UNIVERSITY,
        description: 'A four-year programme in computing. Eight semesters of study.',
        educationalCredentialAwarded: 'Bachelor of Science',
        inLanguage: 'en',
      },
    ]);
  });

  it('is left out for a programme the backend does not know', async () => {
    const view = await render(() => ProHomePage(idProps(PROGRAMME_ID)), { PROGRAM_GET_ALL: [] });
    expect(structured(view, 'EducationalOccupationalProgram')).toEqual([]);
  });

  it('is left out when PROGRAM_GET_ALL fails', async () => {
    expect(structured(await render(() => ProHomePage(idProps(PROGRAMME_ID)), {}), 'EducationalOccupationalProgram')).toEqual([]);
  });
});
