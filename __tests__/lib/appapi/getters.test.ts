/** @jest-environment node */
import type nock from 'nock';
import { getAbout, getHomeEvents, getInformation, getSlides } from '@/lib/appapi/home';
import {
  getCourses,
  getDepartmentAbout,
  getDepartmentName,
  getDepartmentPrograms,
  getFacultyMembers,
} from '@/lib/appapi/department';
import { getBannerTitle, getContact, getFaculties, getProspectusUrl } from '@/lib/appapi/site';
import { getProgramme } from '@/lib/appapi/programme';
import { formOf, TEST_ORIGIN, withNockBackend } from '../../support/appapi';

const { backend } = withNockBackend({ FACULTY_CATEGORY_ID: '7' });

function replyTo(fn: string, reply: unknown, check?: (fields: Record<string, string>) => void) {
  return backend()
    .post(`/AppAPI.asmx/${fn}`)
    .reply(200, (_uri, body) => {
      check?.(formOf(String(body)));
      return reply as nock.Body;
    });
}

describe('layout getters', () => {
  it('drops faculties whose name is blank', async () => {
    replyTo('FACULTY_GET', [
      { FACULTY_ID: 'FAC-1', FACULTY_NAME: 'Engineering' },
      { FACULTY_ID: 'FAC-9', FACULTY_NAME: '   ' },
      { FACULTY_ID: 'FAC-8', FACULTY_NAME: null },
      { FACULTY_ID: 'FAC-2', FACULTY_NAME: 'Science' },
    ]);
    await expect(getFaculties()).resolves.toEqual([
      { FACULTY_ID: 'FAC-1', FACULTY_NAME: 'Engineering' },
      { FACULTY_ID: 'FAC-2', FACULTY_NAME: 'Science' },
    ]);
  });

  it.each([
    [
      'a list',
      [{ PROSPECTUS_FILE: '' }, { PROSPECTUS_FILE: ' https://files.test/Prospectus 2025.pdf ' }],
    ],
    ['an object', { PROSPECTUS_FILE: 'https://files.test/Prospectus 2025.pdf' }],
    [
      'a list wrapped in d',
      {
        d: [
          { prospectus_file: null },
          { prospectus_file: 'https://files.test/Prospectus 2025.pdf' },
        ],
      },
    ],
    [
      'an object wrapped in d',
      { d: { prospectus_file: 'https://files.test/Prospectus 2025.pdf  ' } },
    ],
  ])(
    'reads the prospectus from %s: first entry with a file, trimmed and URL-encoded',
    async (_shape, reply) => {
      replyTo('PROSPECTUS_GET', reply);
      await expect(getProspectusUrl()).resolves.toBe('https://files.test/Prospectus%202025.pdf');
    },
  );

  it('resolves a relative prospectus path against APPAPI_URL and gives null when there is no file', async () => {
    replyTo('PROSPECTUS_GET', { d: [{ PROSPECTUS_FILE: 'Uploads/Prospectus.pdf' }] });
    await expect(getProspectusUrl()).resolves.toBe(`${TEST_ORIGIN}/Uploads/Prospectus.pdf`);
  });

  it('gives no prospectus when no entry has a file', async () => {
    replyTo('PROSPECTUS_GET', [{ PROSPECTUS_FILE: '  ' }]);
    await expect(getProspectusUrl()).resolves.toBeNull();
  });

  it('sends Typ=DEPT for ids containing DEP and an empty Typ otherwise', async () => {
    const sent: Record<string, string>[] = [];
    replyTo('DPT_FACULTY_NAME_GET', [{ TITLE: 'Computer Science' }], (fields) => sent.push(fields));
    replyTo('DPT_FACULTY_NAME_GET', [{ TITLE: 'Faculty of Engineering' }], (fields) =>
      sent.push(fields),
    );

    await expect(getBannerTitle('DEP-000001')).resolves.toBe('Computer Science');
    await expect(getBannerTitle('FAC-000001')).resolves.toBe('Faculty of Engineering');
    expect(sent.map(({ ID, Typ }) => ({ ID, Typ }))).toEqual([
      { ID: 'DEP-000001', Typ: 'DEPT' },
      { ID: 'FAC-000001', Typ: '' },
    ]);
  });

  it('takes the first contact row', async () => {
    replyTo('CONTACT_GET', [{ CONTACT_EMAIL: 'a@uni.test' }, { CONTACT_EMAIL: 'b@uni.test' }]);
    await expect(getContact()).resolves.toEqual({ CONTACT_EMAIL: 'a@uni.test' });
  });
});

describe('home getters', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abcDEF12345', 'https://www.youtube.com/embed/abcDEF12345'],
    ['https://youtu.be/abcDEF12345?t=4', 'https://www.youtube.com/embed/abcDEF12345'],
    [
      'https://www.youtube.com/watch?feature=share&v=abcDEF12345',
      'https://www.youtube.com/embed/abcDEF12345',
    ],
    ['https://www.youtube.com/embed/abcDEF12345', 'https://www.youtube.com/embed/abcDEF12345'],
    ['https://vimeo.com/12345', 'https://vimeo.com/12345'],
    ['', null],
  ])('turns the about video link %p into %p', async (link, embed) => {
    replyTo('HOME_ABOUT_GET', [{ ABOUT_TITLE: 'About', ABOUT_LINK: link }]);
    await expect(getAbout()).resolves.toMatchObject({ ABOUT_LINK: embed });
  });

  it('removes the query string of INFORMATION_IMG and resolves it against APPAPI_URL', async () => {
    replyTo('DPT_INFORMATION_GET', [
      { INFORMATION_TITLE: 'Notice', INFORMATION_IMG: '/Uploads/info.jpg?v=12&x=1' },
    ]);
    await expect(getInformation()).resolves.toMatchObject({
      INFORMATION_IMG: `${TEST_ORIGIN}/Uploads/info.jpg`,
    });
  });

  it('keeps the first four events', async () => {
    replyTo(
      'HOME_EVENT_GET',
      Array.from({ length: 6 }, (_, i) => ({
        EVENT_TITLE: `Event ${i + 1}`,
        EVENT_IMG: `https://cdn.test/${i}.jpg`,
      })),
    );
    const events = await getHomeEvents();
    expect(events.map((event) => event.EVENT_TITLE)).toEqual([
      'Event 1',
      'Event 2',
      'Event 3',
      'Event 4',
    ]);
  });

  it('keeps absolute image URLs on any host and drops unusable ones', async () => {
    replyTo('HOME_SLIDER_GET', [
      { SLIDER_IMG: 'https://images.elsewhere.test/slide.jpg' },
      { SLIDER_IMG: 'javascript:alert(1)' },
      // Spelt as a browser still reads as javascript: (the URL parser drops tab and newline).
      { SLIDER_IMG: 'java\tscript:alert(1)' },
      { SLIDER_IMG: 'java\nscript:alert(1)' },
      { SLIDER_IMG: '\u0001javascript:alert(1)' },
      { SLIDER_IMG: 'data:image/svg+xml,<svg onload=alert(1)>' },
      { SLIDER_IMG: '' },
    ]);
    await expect(getSlides()).resolves.toEqual([
      { SLIDER_IMG: 'https://images.elsewhere.test/slide.jpg' },
    ]);
  });
});

describe('department and programme getters', () => {
  it('keeps DEPARTMENT_PROGRAMS_GET rows only with a PGM_TITLE and the asked DeptID', async () => {
    replyTo(
      'DEPARTMENT_PROGRAMS_GET',
      [
        { PGM_ID: 'PGM-1', PGM_TITLE: 'BS Computer Science', DeptID: 'DEP-000001' },
        { PGM_ID: 'PGM-2', PGM_TITLE: 'BE Civil Engineering', DeptID: 'DEP-000007' },
        { PGM_ID: 'PGM-3', PGM_TITLE: null, DeptID: 'DEP-000001' },
        { PGM_ID: 'PGM-4', PGM_TITLE: 'MS Computer Science', DeptID: 'DEP-000001' },
      ],
      (fields) => expect(fields.DeptID).toBe('DEP-000001'),
    );
    const programmes = await getDepartmentPrograms('DEP-000001');
    expect(programmes.map((row) => row.PGM_ID)).toEqual(['PGM-1', 'PGM-4']);
  });

  it('sends FACULTY_CATEGORY_ID as CatID for the faculty table', async () => {
    replyTo('DPT_EMP_GET', [{ FirstName: 'Sana' }], (fields) =>
      expect(fields).toMatchObject({ ID: 'DEP-1', CatID: '7' }),
    );
    await expect(getFacultyMembers('DEP-1')).resolves.toEqual([{ FirstName: 'Sana', Photo: null }]);
  });

  it('reads the department title from any of its spellings', async () => {
    replyTo('DPT_ABOUT_GET', [{ departmentTitle: 'Physics', ABOUT_DESC: 'About physics' }]);
    await expect(getDepartmentAbout('DEP-3')).resolves.toMatchObject({ DeptTitle: 'Physics' });
  });

  it('answers null for an unknown department or programme', async () => {
    replyTo('DPT_NAME_GET', []);
    replyTo('PROGRAM_GET_ALL', []);
    await expect(getDepartmentName('DEP-404')).resolves.toBeNull();
    await expect(getProgramme('PGM-404')).resolves.toBeNull();
  });

  it('keeps courses whose credit hours arrive as strings', async () => {
    replyTo('DPT_PROGRAMS_GET', [
      {
        YEAR_TITLE: 'First Year',
        CODE: 'CS-101',
        COURSE_TITLE: 'Programming',
        THEORY: '3',
        LAB: 1,
      },
    ]);
    await expect(getCourses('DEP-1')).resolves.toEqual([
      {
        YEAR_TITLE: 'First Year',
        CODE: 'CS-101',
        COURSE_TITLE: 'Programming',
        THEORY: '3',
        LAB: 1,
      },
    ]);
  });
});
