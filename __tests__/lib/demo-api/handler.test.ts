/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppApiFunctionName } from '@/lib/appapi/types';
import { DEMO_API_KEY, handleDemoRequest } from '@/lib/demo-api/handler';
import { ACADEMIC_DEPARTMENTS, ALL_DEPARTMENTS } from '@/lib/demo-api/data/departments';
import { FACULTIES } from '@/lib/demo-api/data/faculties';
import { PROGRAMMES } from '@/lib/demo-api/data/programmes';
import { DEMO_NOTE } from '@/lib/demo-api/data/shared';

const ORIGIN = 'http://demo-appapi.invalid';

type Row = Record<string, unknown>;

function request(
  fn: string,
  fields: Record<string, string> = {},
  key: string | null = DEMO_API_KEY,
  method = 'POST',
) {
  const body = new URLSearchParams(key === null ? fields : { authKey: key, ...fields }).toString();
  return new Request(`${ORIGIN}/AppAPI.asmx/${fn}`, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: method === 'GET' ? undefined : body,
  });
}

async function call(
  fn: AppApiFunctionName | string,
  fields: Record<string, string> = {},
  key: string | null = DEMO_API_KEY,
) {
  const response = await handleDemoRequest(request(fn, fields, key));
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: (await response.json()) as unknown,
  };
}

async function rows(fn: AppApiFunctionName, fields: Record<string, string> = {}): Promise<Row[]> {
  const { status, body } = await call(fn, fields);
  expect(status).toBe(200);
  expect(Array.isArray(body)).toBe(true);
  return body as Row[];
}

describe('the demo AppAPI handler', () => {
  it('answers a known call with its rows as JSON', async () => {
    const reply = await call('DPT_NAME_GET', { ID: 'DEP-000025' });
    expect(reply.status).toBe(200);
    expect(reply.type).toBe('application/json; charset=utf-8');
    expect(reply.body).toEqual([
      {
        TITLE: 'Office of Research, Innovation & Commercialization (ORIC)',
        DeptTitle: 'Office of Research, Innovation & Commercialization (ORIC)',
        IsAcademic: '0',
      },
    ]);
    expect((await rows('DPT_NAME_GET', { ID: 'DEP-000005' }))[0]?.IsAcademic).toBe('1');
  });

  it('refuses a wrong or missing key with 401, as the real backend does', async () => {
    for (const key of ['not-the-key', '', null]) {
      const reply = await call('FACULTY_GET', {}, key);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ Message: 'Authentication failed.' });
    }
  });

  it('answers an unknown function with 500 "Unknown web method", as ASP.NET does', async () => {
    const reply = await call('NO_SUCH_FUNCTION');
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ Message: 'Unknown web method NO_SUCH_FUNCTION.' });
  });

  it('answers 404 to anything but a POST to /AppAPI.asmx/{function}', async () => {
    const get = await handleDemoRequest(request('FACULTY_GET', {}, DEMO_API_KEY, 'GET'));
    expect(get.status).toBe(404);
    expect(await get.json()).toEqual({ Message: 'Not found.' });
    const elsewhere = await handleDemoRequest(
      new Request(`${ORIGIN}/api/FACULTY_GET`, { method: 'POST', body: `authKey=${DEMO_API_KEY}` }),
    );
    expect(elsewhere.status).toBe(404);
  });

  it('answers 500 "Missing parameter" when a body field of the function is absent', async () => {
    const reply = await call('DPT_EMP_GET', { ID: 'DEP-000005' });
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({ Message: 'Missing parameter: CatID.' });
  });

  it('answers an unknown id with an empty list', async () => {
    for (const fn of [
      'DPT_ABOUT_GET',
      'DPT_NAME_GET',
      'FACULTY_GET_ALL',
      'FACULTY_PROGRAMS_GET',
      'DPT_PROGRAMS_GET',
    ] as const) {
      expect(await rows(fn, { ID: 'DEP-999999' })).toEqual([]);
    }
    expect(await rows('PROGRAM_GET_ALL', { PGM_ID: 'PGM-999999' })).toEqual([]);
    expect(await rows('DPT_NAME_GET', { ID: 'FAC-000001' })).toEqual([]);
  });

  it('lists the faculties with one blank-named row for the site to filter out', async () => {
    const faculties = await rows('FACULTY_GET');
    expect(
      faculties.filter((row) => String(row.FACULTY_NAME).trim()).length,
    ).toBeGreaterThanOrEqual(3);
    expect(faculties.some((row) => !String(row.FACULTY_NAME ?? '').trim())).toBe(true);
  });

  it('names departments with Typ DEPT and faculties with an empty Typ', async () => {
    expect(await rows('DPT_FACULTY_NAME_GET', { ID: 'DEP-000001', Typ: 'DEPT' })).toEqual([
      { TITLE: 'Department of Civil Engineering' },
    ]);
    expect(await rows('DPT_FACULTY_NAME_GET', { ID: 'FAC-000001', Typ: '' })).toEqual([
      { TITLE: 'Faculty of Engineering' },
    ]);
    expect(await rows('DPT_FACULTY_NAME_GET', { ID: 'FAC-000001', Typ: 'DEPT' })).toEqual([]);
  });

  it('mixes other departments and a row without a title into DEPARTMENT_PROGRAMS_GET, as the real backend does', async () => {
    const reply = await rows('DEPARTMENT_PROGRAMS_GET', { DeptID: 'DEP-000005' });
    const own = reply.filter((row) => row.PGM_TITLE && row.DeptID === 'DEP-000005');
    expect(own.map((row) => row.PGM_ID)).toEqual(['PGM-000008', 'PGM-000009', 'PGM-000010']);
    expect(
      reply.filter((row) => row.PGM_TITLE && row.DeptID !== 'DEP-000005').length,
    ).toBeGreaterThanOrEqual(2);
    expect(reply.filter((row) => !row.PGM_TITLE)).toHaveLength(1);
  });

  it('leaves the Department of Education with no programmes of its own', async () => {
    const reply = await rows('DEPARTMENT_PROGRAMS_GET', { DeptID: 'DEP-000012' });
    expect(reply.length).toBeGreaterThan(0);
    expect(reply.filter((row) => row.PGM_TITLE && row.DeptID === 'DEP-000012')).toEqual([]);
  });

  it('returns faculty for category 1, staff for category 2 and nothing for other categories', async () => {
    const faculty = await rows('DPT_EMP_GET', { ID: 'DEP-000005', CatID: '1' });
    const staff = await rows('DPT_EMP_GET', { ID: 'DEP-000005', CatID: '2' });
    expect(faculty.length).toBeGreaterThanOrEqual(5);
    expect(faculty.length).toBeLessThanOrEqual(9);
    expect(faculty.every((row) => /Professor|Lecturer/.test(String(row.DesTitle)))).toBe(true);
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.some((row) => faculty.some((member) => member.FirstName === row.FirstName))).toBe(
      false,
    );
    expect(await rows('DPT_EMP_GET', { ID: 'DEP-000005', CatID: '3' })).toEqual([]);
    const team = await rows('DPT_EMP_GET', { ID: 'DEP-000026', CatID: '1' });
    expect(team.length).toBeGreaterThanOrEqual(3);
    expect(team.length).toBeLessThanOrEqual(5);
  });

  it('leaves some employee cells empty, as real data does', async () => {
    const everyone = (
      await Promise.all(
        ACADEMIC_DEPARTMENTS.map((department) =>
          rows('DPT_EMP_GET', { ID: department.id, CatID: '1' }),
        ),
      )
    ).flat();
    expect(everyone.some((row) => !row.Email)).toBe(true);
    expect(everyone.some((row) => !row.Mobile)).toBe(true);
    expect(everyone.filter((row) => !row.Photo)).toHaveLength(2);
  });

  it('wraps the prospectus reply in d, with an entry without a file first and a padded path', async () => {
    const reply = await call('PROSPECTUS_GET');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      d: [
        { PROSPECTUS_FILE: '' },
        { PROSPECTUS_FILE: '  /demo/files/KUST Prospectus 2025-26.pdf  ' },
      ],
    });
  });

  it('gives every academic department a four-year course scheme of 8 to 12 courses a year', async () => {
    for (const department of ACADEMIC_DEPARTMENTS) {
      const courses = await rows('DPT_PROGRAMS_GET', { ID: department.id });
      for (const year of ['First Year', 'Second Year', 'Third Year', 'Fourth Year']) {
        const count = courses.filter((course) => course.YEAR_TITLE === year).length;
        expect(count).toBeGreaterThanOrEqual(8);
        expect(count).toBeLessThanOrEqual(12);
      }
      expect(courses.some((course) => typeof course.THEORY === 'string')).toBe(true);
    }
  });

  it('marks the home and every department about text as demonstration content, once each', async () => {
    const texts = [(await rows('HOME_ABOUT_GET'))[0]?.ABOUT_DESC];
    for (const department of ALL_DEPARTMENTS)
      texts.push((await rows('DPT_ABOUT_GET', { ID: department.id }))[0]?.ABOUT_DESC);
    for (const text of texts) expect(String(text).split(DEMO_NOTE)).toHaveLength(2);
  });

  it('leaves out exactly one vision, one chairman message and one programme description', async () => {
    const abouts = (
      await Promise.all(
        ALL_DEPARTMENTS.map((department) => rows('DPT_ABOUT_GET', { ID: department.id })),
      )
    ).flat();
    expect(abouts.filter((row) => !row.ABOUT_VISION)).toHaveLength(1);
    expect(abouts.filter((row) => !row.CHAIRMAN_MSG)).toHaveLength(1);
    const programmes = (
      await Promise.all(
        PROGRAMMES.map((programme) => rows('PROGRAM_GET_ALL', { PGM_ID: programme.id })),
      )
    ).flat();
    expect(programmes.filter((row) => !row.PROGRAM_DESC)).toHaveLength(1);
  });

  it('sends dates as ASP.NET ISO strings in 2025-2026, newest first', async () => {
    const lists: [AppApiFunctionName, string, Record<string, string>][] = [
      ['HOME_NEWS_GET_ALL', 'NEWS_DATE', {}],
      ['HOME_EVENT_GET', 'EVENT_DATE', {}],
      ...ALL_DEPARTMENTS.flatMap(
        (department): [AppApiFunctionName, string, Record<string, string>][] => [
          ['DPT_EVENT_GET', 'CREATE_DATE', { ID: department.id }],
          ['DPT_SEMINARS_GET', 'CREATE_DATE', { ID: department.id }],
        ],
      ),
    ];
    for (const [fn, field, fields] of lists) {
      const dates = (await rows(fn, fields)).map((row) => String(row[field]));
      for (const date of dates) expect(date).toMatch(/^202[56]-\d\d-\d\dT00:00:00$/);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('refers only to images and files that exist under public/', async () => {
    const replies: unknown[] = [];
    const noFields: AppApiFunctionName[] = [
      'FACULTY_GET',
      'DPT_NAME_GET_ADMIN',
      'PROSPECTUS_GET',
      'CONTACT_GET',
      'HOME_SLIDER_GET',
      'HOME_ABOUT_GET',
      'HOME_NEWS_GET',
      'HOME_NEWS_GET_ALL',
      'HOME_FACT_GET',
      'HOME_CAMPUS_GET',
      'HOME_EVENT_GET',
      'HOME_POPUP_GET',
      'DPT_INFORMATION_GET',
    ];
    const byDepartment: AppApiFunctionName[] = [
      'DPT_NAME_GET',
      'DPT_DOWNLOAD_GET',
      'DPT_EVENT_GET',
      'DPT_SEMINARS_GET',
      'DPT_ABOUT_GET',
      'DPT_PEOS_GET',
      'DPT_PLOS_GET',
      'DPT_PROGRAMS_GET',
      'DPT_PROJECT_GET',
      'DPT_PUBLICATION_GET',
    ];
    for (const fn of noFields) replies.push((await call(fn)).body);
    for (const department of ALL_DEPARTMENTS) {
      for (const fn of byDepartment) replies.push(await rows(fn, { ID: department.id }));
      for (const CatID of ['1', '2'])
        replies.push(await rows('DPT_EMP_GET', { ID: department.id, CatID }));
      replies.push(await rows('DEPARTMENT_PROGRAMS_GET', { DeptID: department.id }));
    }
    for (const faculty of FACULTIES) {
      replies.push(
        await rows('FACULTY_GET_ALL', { ID: faculty.id }),
        await rows('FACULTY_PROGRAMS_GET', { ID: faculty.id }),
      );
    }
    for (const programme of PROGRAMMES)
      replies.push(await rows('PROGRAM_GET_ALL', { PGM_ID: programme.id }));

    const paths = new Set<string>();
    const walk = (value: unknown): void => {
      if (typeof value === 'string') {
        if (value.trim().startsWith('/')) paths.add(value.trim().replace(/[?#].*$/, ''));
        else expect(value).not.toMatch(/\.(jpe?g|png|svg|pdf)(\?|$)/i);
      } else if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(replies);

    expect(paths.size).toBeGreaterThan(150);
    const missing = [...paths].filter(
      (path) => !path.startsWith('/demo/') || !existsSync(join(process.cwd(), 'public', path)),
    );
    expect(missing).toEqual([]);
    expect(existsSync(join(process.cwd(), 'public', 'prospectus-placeholder.pdf'))).toBe(true);
    expect(existsSync(join(process.cwd(), 'public', 'demo', 'logo.svg'))).toBe(true);
  });
});
