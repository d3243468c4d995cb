/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from '@/components/content/json-ld';
import { eventsJsonLd } from '@/lib/seo/json-ld/events';
import { programmeJsonLd, programmeListJsonLd } from '@/lib/seo/json-ld/programmes';
import {
  departmentOrganization,
  universityJsonLd,
  universityOrganization,
} from '@/lib/seo/json-ld/university';
import { stubBackend, withNockBackend } from '../../support/appapi';
import {
  aspNetDate,
  bannerTitle,
  contact,
  DEPT_ID,
  PROGRAMME_ID,
  programme,
  upstreamFile,
} from '../../app/fixtures';

const SITE = 'https://www.kust.example.edu.pk';
withNockBackend({ SITE_URL: SITE });

const UNIVERSITY = {
  '@type': 'CollegeOrUniversity',
  name: 'Kirthar University of Science & Technology',
  url: SITE,
};
const picture = upstreamFile('Uploads/Events/orientation.jpg');

describe('eventsJsonLd', () => {
  it('describes an event as an all-day, scheduled schema.org Event at the university, from its row', () => {
    const [event] = eventsJsonLd(
      [
        {
          name: ' Orientation Day ',
          date: '2025-10-05T00:00:00',
          image: picture.shown,
          description: '<p>Freshers meet <b>their</b> teachers.</p>',
        },
      ],
      universityOrganization(),
      '/',
      contact,
      'en',
    );
    expect(event).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Orientation Day',
      url: `${SITE}/`,
      startDate: '2025-10-05',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Kirthar University of Science & Technology',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Indus Highway',
          addressLocality: 'Dadu',
          addressRegion: 'Sindh',
          addressCountry: 'PK',
        },
      },
      image: picture.shown,
      description: 'Freshers meet their teachers.',
      organizer: UNIVERSITY,
    });
  });

  it('reads ASP.NET dates, and makes site-relative images absolute on SITE_URL', () => {
    const [event] = eventsJsonLd(
      [{ name: 'Job Fair', date: aspNetDate('2025-09-21'), image: '/demo/events/job-fair.jpg' }],
      UNIVERSITY,
      '/',
      null,
      'en',
    );
    expect(event).toMatchObject({
      startDate: '2025-09-21',
      image: `${SITE}/demo/events/job-fair.jpg`,
    });
  });

  it('leaves out what the backend did not send: no image, description, end or street; the place is the town the brand names', () => {
    const [event] = eventsJsonLd(
      [{ name: 'Sports Gala', date: '2025-09-01', image: null, description: '  ' }],
      UNIVERSITY,
      '/Events?id=DEP-000001',
      { CONTACT_ADD: '' },
      'en',
    );
    expect(event).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Sports Gala',
      url: `${SITE}/Events?id=DEP-000001`,
      startDate: '2025-09-01',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Kirthar University of Science & Technology',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Dadu',
          addressRegion: 'Sindh',
          addressCountry: 'PK',
        },
      },
      organizer: UNIVERSITY,
    });
  });

  it('emits no Event for a row without a name or a readable date', () => {
    expect(
      eventsJsonLd(
        [
          { name: '', date: '2025-09-01' },
          { name: 'Someday', date: 'soon' },
          { name: 'Never', date: null },
          { name: 'Kept', date: '2025-09-02' },
        ],
        UNIVERSITY,
        '/',
        contact,
        'en',
      ).map((event) => event.name),
    ).toEqual(['Kept']);
  });
});

describe('programmeJsonLd', () => {
  it('describes a programme as an EducationalOccupationalProgram of the university, with the credential of its title', () => {
    expect(programmeJsonLd(PROGRAMME_ID, programme, 'en')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalProgram',
      name: 'BS Computer Science',
      url: `${SITE}/ProHome?id=${PROGRAMME_ID}`,
      provider: UNIVERSITY,
      description: 'A four-year programme in computing. Eight semesters of study.',
      educationalCredentialAwarded: 'Bachelor of Science',
    });
  });

  it('reads the credential of spelled-out and dotted degrees', () => {
    expect(
      programmeJsonLd('P1', { PGM_TITLE: 'Master of Philosophy in Physics' }, 'en'),
    ).toMatchObject({ educationalCredentialAwarded: 'Master of Philosophy' });
    expect(programmeJsonLd('P2', { PGM_TITLE: 'Ph.D. Chemistry' }, 'en')).toMatchObject({
      educationalCredentialAwarded: 'Doctor of Philosophy',
    });
  });

  it('claims no credential a title does not name, and no description when there is none', () => {
    const data = programmeJsonLd(
      'P3',
      { PGM_TITLE: 'Diploma in Information Technology', PROGRAM_DESC: '' },
      'en',
    );
    expect(data).not.toHaveProperty('educationalCredentialAwarded');
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('educationalProgramMode');
    expect(data).not.toHaveProperty('occupationalCategory');
  });

  it('shortens a long description to plain text of at most 160 characters, cut at a word', () => {
    const long = `<p>${'Students learn to design, build and test software systems. '.repeat(6)}</p>`;
    const description = (
      programmeJsonLd('P4', { PGM_TITLE: 'BS Software Engineering', PROGRAM_DESC: long }, 'en') as {
        description: string;
      }
    ).description;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(
      /^Students learn to design, build and test software systems\. Students .*\w…$/,
    );
    expect(description).not.toContain('<');
  });

  it('gives nothing for a programme the backend does not name', () => {
    expect(programmeJsonLd('PGM-X', null, 'en')).toBeNull();
    expect(
      programmeJsonLd('PGM-X', { PGM_TITLE: ' ', PROGRAM_DESC: 'Orphan text.' }, 'en'),
    ).toBeNull();
  });
});

describe('departmentOrganization', () => {
  it("names the department by its banner title and links an academic department's home page", async () => {
    stubBackend({
      DPT_FACULTY_NAME_GET: bannerTitle('Department of Computer Science'),
      DPT_NAME_GET: [{ DeptTitle: 'Computer Science', IsAcademic: '1' }],
    });
    await expect(departmentOrganization(DEPT_ID)).resolves.toEqual({
      '@type': 'Organization',
      name: 'Department of Computer Science',
      url: `${SITE}/DptHome?id=${DEPT_ID}`,
      parentOrganization: UNIVERSITY,
    });
  });

  it("links an administration department's page, named by DPT_NAME_GET when the banner title fails", async () => {
    stubBackend({ DPT_NAME_GET: [{ DeptTitle: 'Examinations', IsAcademic: '0' }] });
    await expect(departmentOrganization('DEP-000030')).resolves.toMatchObject({
      name: 'Examinations',
      url: `${SITE}/AdmHome?id=DEP-000030`,
    });
  });

  it('gives no url when DPT_NAME_GET does not say which kind of department it is', async () => {
    stubBackend({ DPT_FACULTY_NAME_GET: bannerTitle('Physics') });
    const organizer = await departmentOrganization(DEPT_ID);
    expect(organizer).toMatchObject({ name: 'Physics' });
    expect(organizer).not.toHaveProperty('url');
  });

  it('is the university when the backend names no department', async () => {
    stubBackend({});
    await expect(departmentOrganization(DEPT_ID)).resolves.toEqual(UNIVERSITY);
  });
});

describe('JsonLd', () => {
  it('keeps backend text from closing its script: every < is escaped, and the data reads back unchanged', () => {
    const name = 'Talk </script><script>alert(1)</script> <!-- x';
    const html = renderToStaticMarkup(
      <JsonLd data={eventsJsonLd([{ name, date: '2025-10-05' }], UNIVERSITY, '/', null, 'en')} />,
    );
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual([expect.objectContaining({ '@type': 'Event', name })]);
  });
});

describe('the page language', () => {
  it('is stated on no node: schema.org defines inLanguage on none of these types, or (on Event) for the language the event is held in', () => {
    const [event] = eventsJsonLd(
      [{ name: 'Orientation Day', date: '2025-10-05' }],
      UNIVERSITY,
      '/',
      null,
      'ur',
    );
    expect(event).toMatchObject({ name: 'Orientation Day', url: `${SITE}/ur` });
    for (const data of [
      event,
      universityJsonLd(null, contact),
      programmeJsonLd(PROGRAMME_ID, programme, 'ur'),
      programmeListJsonLd('ڈگری پروگرام', []),
    ]) {
      expect(data).not.toHaveProperty('inLanguage');
    }
    expect(
      programmeListJsonLd('ڈگری پروگرام', [
        { name: 'BS Physics', url: `${SITE}/ur/ProHome?id=P1` },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'ڈگری پروگرام',
      numberOfItems: 1,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'BS Physics', url: `${SITE}/ur/ProHome?id=P1` },
      ],
    });
  });

  it("points an Urdu page's programme at the Urdu programme page", () => {
    expect(programmeJsonLd(PROGRAMME_ID, programme, 'ur')).toMatchObject({
      name: 'BS Computer Science',
      url: `${SITE}/ur/ProHome?id=${PROGRAMME_ID}`,
      provider: UNIVERSITY,
    });
  });
});
