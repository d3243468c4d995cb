/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import HomePage from '@/app/[lang]/page';
import EventsPage from '@/app/[lang]/department/[id]/Events/page';
import SeminarsPage from '@/app/[lang]/department/[id]/Seminars/page';
import ProHomePage from '@/app/[lang]/programme/[id]/ProHome/page';
import { stubBackend, withNockBackend, type BackendReplies } from '../support/appapi';
import { setPageLanguage } from '../support/root-params';
import { idProps, renderPage } from '../support/render';
import {
  aspNetDate,
  bannerTitle,
  contact,
  DEPT_ID,
  homeAbout,
  PROGRAMME_ID,
  programme,
  upstreamFile,
} from './fixtures';

// The slider's swiper CSS cannot load in jest; structured data does not need it.
jest.mock('@/components/home/hero-slider', () => ({ HeroSlider: () => null }));

const SITE = 'https://www.kust.example.edu.pk';
withNockBackend({ SITE_URL: SITE });

const UNIVERSITY = {
  '@type': 'CollegeOrUniversity',
  name: 'Kirthar University of Science & Technology',
  url: SITE,
};
// contact.CONTACT_ADD is 'Indus Highway, Dadu, Sindh'; BRAND.place 'Dadu, Sindh, Pakistan'.
const ADDRESS = {
  '@type': 'PostalAddress',
  streetAddress: 'Indus Highway',
  addressLocality: 'Dadu',
  addressRegion: 'Sindh',
  addressCountry: 'PK',
};
const PLACE = {
  '@type': 'Place',
  name: 'Kirthar University of Science & Technology',
  address: ADDRESS,
};
/** What every Event says of itself: scheduled, in person at the university (the backend names no venue). */
const AT_THE_UNIVERSITY = {
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  location: PLACE,
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
    .filter(
      (data): data is Record<string, unknown> =>
        (data as { '@type'?: unknown })?.['@type'] === type,
    );
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
      url: `${SITE}/`,
      startDate: '2025-10-01',
      ...AT_THE_UNIVERSITY,
      image: upstreamFile('Uploads/Events/1.jpg').shown,
      description: 'About event 1.',
      organizer: UNIVERSITY,
    });
    // The backend sends no end, and the description's "two-day" is no date: no endDate is claimed.
    for (const event of found) expect(event).not.toHaveProperty('endDate');
    expect(structured(view, 'CollegeOrUniversity')).toHaveLength(1);
  });

  it('emits no Event on the home page when HOME_EVENT_GET fails', async () => {
    expect(structured(await render(() => HomePage(), { CONTACT_GET: [contact] }), 'Event')).toEqual(
      [],
    );
  });

  it("gives the Urdu home page's events the Urdu home page as url", async () => {
    setPageLanguage('ur');
    const home = await render(() => HomePage(), {
      HOME_EVENT_GET: [
        {
          EVENT_DATE: '2025-10-05T00:00:00',
          EVENT_TITLE: 'Orientation Day',
          EVENT_DESC: '',
          EVENT_IMG: '',
        },
      ],
      CONTACT_GET: [contact],
    });
    expect(structured(home, 'Event')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Orientation Day',
        url: `${SITE}/ur`,
        startDate: '2025-10-05',
        ...AT_THE_UNIVERSITY,
        organizer: UNIVERSITY,
      },
    ]);
  });
});

// A department's events and seminars are posts: the backend dates them when they were posted
// (CREATE_DATE), and some report what is over ("Summer survey camp concludes…"). They are
// Articles published that day, by the department, never Events (issue 36).
const PUBLISHED_BY = { author: DEPARTMENT, publisher: UNIVERSITY };

describe("a department's posts, as schema.org Articles", () => {
  it('describes its events as Articles published on their day, by the department, and none as an Event', async () => {
    const picture = upstreamFile('Uploads/Events/orientation.jpg');
    const view = await render(() => EventsPage(idProps(DEPT_ID)), {
      ...department,
      DPT_EVENT_GET: [
        {
          CREATE_DATE: aspNetDate('2025-10-05'),
          DPT_EVENT_IMG: picture.sent,
          DPT_EVENT_TITLE: 'Summer survey camp concludes',
        },
        { CREATE_DATE: '2025-09-01T00:00:00', DPT_EVENT_IMG: null, DPT_EVENT_TITLE: 'Sports Gala' },
        { CREATE_DATE: null, DPT_EVENT_IMG: null, DPT_EVENT_TITLE: 'Undated' },
      ],
    });
    expect(structured(view, 'Event')).toEqual([]);
    expect(structured(view, 'Article')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Summer survey camp concludes',
        url: `${SITE}/Events?id=${DEPT_ID}`,
        datePublished: '2025-10-05',
        image: picture.shown,
        ...PUBLISHED_BY,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Sports Gala',
        url: `${SITE}/Events?id=${DEPT_ID}`,
        datePublished: '2025-09-01',
        ...PUBLISHED_BY,
      },
    ]);
  });

  it('describes its seminars as Articles with their plain-text descriptions', async () => {
    const view = await render(() => SeminarsPage(idProps(DEPT_ID)), {
      ...department,
      DPT_SEMINARS_GET: [
        {
          CREATE_DATE: aspNetDate('2025-10-14'),
          SEMINARS_IMG: '',
          SEMINARS_TITLE: 'AI in Agriculture',
          SEMINARS_DESC: '<p>Machine learning for <i>crop yields</i>.</p>',
        },
      ],
    });
    expect(structured(view, 'Event')).toEqual([]);
    expect(structured(view, 'Article')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'AI in Agriculture',
        url: `${SITE}/Seminars?id=${DEPT_ID}`,
        datePublished: '2025-10-14',
        description: 'Machine learning for crop yields.',
        ...PUBLISHED_BY,
      },
    ]);
  });

  it('gives a post no image whose address a browser reads as another scheme (javascript: with a tab inside)', async () => {
    const view = await render(() => SeminarsPage(idProps(DEPT_ID)), {
      ...department,
      DPT_SEMINARS_GET: [
        {
          CREATE_DATE: aspNetDate('2025-10-14'),
          SEMINARS_IMG: 'java\tscript:alert(1)',
          SEMINARS_TITLE: 'AI in Agriculture',
          SEMINARS_DESC: '',
        },
        {
          CREATE_DATE: aspNetDate('2025-10-15'),
          SEMINARS_IMG: ' \u0001java\nscript:alert(1)',
          SEMINARS_TITLE: 'Robotics',
          SEMINARS_DESC: '',
        },
      ],
    });
    const posts = structured(view, 'Article');
    expect(posts.map((post) => post.headline)).toEqual(['AI in Agriculture', 'Robotics']);
    for (const post of posts) expect(post).not.toHaveProperty('image');
    expect(view.document.documentElement.outerHTML).not.toMatch(/java\s*script/i);
  });

  it('emits nothing when DPT_EVENT_GET or DPT_SEMINARS_GET fails', async () => {
    expect(
      structured(await render(() => EventsPage(idProps(DEPT_ID)), department), 'Article'),
    ).toEqual([]);
    expect(
      structured(await render(() => SeminarsPage(idProps(DEPT_ID)), department), 'Article'),
    ).toEqual([]);
  });

  it("gives an Urdu page's posts the Urdu page as url, their headlines and the department's name as sent", async () => {
    setPageLanguage('ur');
    const view = await render(() => EventsPage(idProps(DEPT_ID)), {
      ...department,
      DPT_EVENT_GET: [
        { CREATE_DATE: '2025-09-01T00:00:00', DPT_EVENT_IMG: null, DPT_EVENT_TITLE: 'Sports Gala' },
      ],
    });
    expect(structured(view, 'Article')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Sports Gala',
        url: `${SITE}/ur/Events?id=${DEPT_ID}`,
        datePublished: '2025-09-01',
        ...PUBLISHED_BY,
      },
    ]);
  });
});

describe('schema.org WebSite', () => {
  it.each([
    ['en', 'Kirthar University of Science & Technology', '/', '/search'],
    ['ur', 'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی', '/ur', '/ur/search'],
  ] as const)(
    'names the site in %s on its home page, with its search as the action',
    async (lang, name, home, search) => {
      setPageLanguage(lang);
      const view = await render(() => HomePage(), { CONTACT_GET: [contact] });
      expect(structured(view, 'WebSite')).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name,
          alternateName: 'KUST',
          url: `${SITE}${home}`,
          inLanguage: lang,
          publisher: UNIVERSITY,
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${SITE}${search}?q={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
          },
        },
      ]);
    },
  );
});

describe('schema.org CollegeOrUniversity', () => {
  it("gives the university's address in its fields: street and postal code from CONTACT_ADD, town, region and country from the brand", async () => {
    const view = await render(() => HomePage(), {
      HOME_ABOUT_GET: [homeAbout],
      CONTACT_GET: [
        {
          ...contact,
          CONTACT_ADD:
            'Kirthar University of Science & Technology, Kirthar Road, Dadu 76200, Sindh, Pakistan',
        },
      ],
    });
    expect(structured(view, 'CollegeOrUniversity')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'CollegeOrUniversity',
        name: 'Kirthar University of Science & Technology',
        alternateName: 'KUST',
        url: SITE,
        logo: `${SITE}/logo-crest.png`,
        description:
          'KUST is a public university in Dadu. It offers engineering and science degrees.',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Kirthar Road',
          addressLocality: 'Dadu',
          addressRegion: 'Sindh',
          postalCode: '76200',
          addressCountry: 'PK',
        },
        telephone: contact.CONTACT_NO,
        email: contact.CONTACT_EMAIL,
        sameAs: [contact.FB_LINK, contact.YT_LINK, contact.LD_LINK],
      },
    ]);
  });

  // Issue 36: search engines ask for a logo of at least 112 × 112 px, as a raster image.
  it('gives as its logo a PNG of the site at least 112 px each way', async () => {
    const view = await render(() => HomePage(), { CONTACT_GET: [contact] });
    const logo = new URL(String(structured(view, 'CollegeOrUniversity')[0]?.logo));
    expect(logo.origin).toBe(SITE);
    const png = readFileSync(path.join('public', logo.pathname));
    // The PNG signature, then the IHDR's width and height, big-endian, at bytes 16 and 20.
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(Math.min(png.readUInt32BE(16), png.readUInt32BE(20))).toBeGreaterThanOrEqual(112);
  });

  it('keeps what it cannot place in streetAddress, and a postal code given on its own', async () => {
    const view = await render(() => HomePage(), {
      CONTACT_GET: [{ CONTACT_ADD: 'Main Campus, Dadu Road, Near Civil Hospital, 76200' }],
    });
    expect(structured(view, 'CollegeOrUniversity')[0]?.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Main Campus, Dadu Road, Near Civil Hospital',
      addressLocality: 'Dadu',
      addressRegion: 'Sindh',
      postalCode: '76200',
      addressCountry: 'PK',
    });
  });

  it('says only what the brand gives of its address when CONTACT_GET fails: no street, no postal code', async () => {
    const view = await render(() => HomePage(), {});
    expect(structured(view, 'CollegeOrUniversity')[0]?.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Dadu',
      addressRegion: 'Sindh',
      addressCountry: 'PK',
    });
  });

  it("is the same on the Urdu home page: the university's name as the brand gives it", async () => {
    const replies = { CONTACT_GET: [contact] };
    const english = structured(await render(() => HomePage(), replies), 'CollegeOrUniversity');
    setPageLanguage('ur');
    expect(structured(await render(() => HomePage(), replies), 'CollegeOrUniversity')).toEqual(
      english,
    );
    expect(english[0]).toMatchObject({
      name: 'Kirthar University of Science & Technology',
      address: ADDRESS,
    });
  });
});

describe('schema.org EducationalOccupationalProgram', () => {
  it('describes the programme of a programme page', async () => {
    const view = await render(() => ProHomePage(idProps(PROGRAMME_ID)), {
      PROGRAM_GET_ALL: [programme],
    });
    expect(structured(view, 'EducationalOccupationalProgram')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'EducationalOccupationalProgram',
        name: 'BS Computer Science',
        url: `${SITE}/ProHome?id=${PROGRAMME_ID}`,
        provider: UNIVERSITY,
        description: 'A four-year programme in computing. Eight semesters of study.',
        educationalCredentialAwarded: 'Bachelor of Science',
      },
    ]);
  });

  it("points an Urdu page's programme at the Urdu programme page, its name as sent", async () => {
    setPageLanguage('ur');
    const view = await render(() => ProHomePage(idProps(PROGRAMME_ID)), {
      PROGRAM_GET_ALL: [programme],
    });
    expect(structured(view, 'EducationalOccupationalProgram')).toEqual([
      expect.objectContaining({
        name: 'BS Computer Science',
        url: `${SITE}/ur/ProHome?id=${PROGRAMME_ID}`,
        provider: UNIVERSITY,
      }),
    ]);
  });

  it('is left out for a programme the backend does not know', async () => {
    const view = await render(() => ProHomePage(idProps(PROGRAMME_ID)), { PROGRAM_GET_ALL: [] });
    expect(structured(view, 'EducationalOccupationalProgram')).toEqual([]);
  });

  it('is left out when PROGRAM_GET_ALL fails', async () => {
    expect(
      structured(
        await render(() => ProHomePage(idProps(PROGRAMME_ID)), {}),
        'EducationalOccupationalProgram',
      ),
    ).toEqual([]);
  });
});
