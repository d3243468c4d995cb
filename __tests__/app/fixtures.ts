import { signImagePath } from '@/lib/appapi/image-signature.mjs';
import { TEST_KEY, TEST_ORIGIN } from '../support/appapi';

// Typical upstream rows (docs/behaviour.md, Backend replies), shared by the page tests.

export const DEPT_ID = 'DEP-000001';
export const ADMIN_DEPT_ID = 'DEP-000030';
export const FACULTY_ID = 'FAC-000002';
export const PROGRAMME_ID = 'PGM-000011';

/**
 * A file path as the backend sends it, the absolute URL the site shows for it (links, feeds,
 * structured data), and the URL an <img> of it loads: a raster image on the backend reaches
 * next/image through the site's own /backend-image route (lib/appapi/backend-image.ts), signed
 * with the backend key.
 */
export const upstreamFile = (path: string) => ({
  sent: path,
  shown: `${TEST_ORIGIN}/${path}`,
  image: signImagePath(`/backend-image/${path}`, TEST_KEY),
});

/** '/Date(ms)/' of noon UTC on a day, as the ASP.NET backend sends dates. */
export const aspNetDate = (isoDay: string) => `/Date(${Date.parse(`${isoDay}T12:00:00Z`)})/`;

export const bannerTitle = (title: string) => [{ TITLE: title }];

export const departmentAbout = {
  DeptTitle: 'Computer Science',
  ABOUT_DESC: 'The department teaches computing.\n\nIt was founded in 2012.',
  ABOUT_VISION: 'To be a leading centre of computing in Sindh.',
  ABOUT_MISSION: 'To educate computing professionals who serve society.',
  CHAIRMAN_MSG: 'Welcome to the department.\nWe are glad you are here.',
  Photo: 'Uploads/Staff/chairman.jpg',
  FirstName: 'Dr. Sana Memon',
};

export const facultyDetail = {
  FACULTY_DESC: 'The Faculty of Engineering runs five departments.',
  DEAN_MESSAGE: 'Engineering shapes the future of Sindh.',
  Photo: 'Uploads/Staff/dean.jpg',
  FirstName: 'Prof. Dr. Imran Ali',
};

export const facultyDepartments = [
  { DPT_ID: 'DEP-000001', DeptTitle: 'Computer Science' },
  { DPT_ID: 'DEP-000002', DeptTitle: 'Electrical Engineering' },
];

export const programme = {
  PGM_ID: PROGRAMME_ID,
  PGM_TITLE: 'BS Computer Science',
  DeptID: DEPT_ID,
  PROGRAM_DESC: 'A four-year programme in computing.\n\nEight semesters of study.',
};

export const contact = {
  CONTACT_ADD: 'Indus Highway, Dadu, Sindh',
  CONTACT_EMAIL: 'info@kust.example.edu.pk',
  CONTACT_NO: '0301-4710100',
  CONTACT_NO_2: '025-4711234',
  CONTACT_WEBSITE: 'https://www.kust.example.edu.pk',
  FB_LINK: 'https://facebook.com/kust',
  YT_LINK: 'https://youtube.com/@kust',
  TW_LINK: '',
  LD_LINK: 'https://linkedin.com/school/kust',
};

export const homeAbout = {
  ABOUT_TITLE: 'About KUST',
  ABOUT_DESC: 'KUST is a public university in Dadu.\n\nIt offers engineering and science degrees.',
  ABOUT_VISION: 'A university that serves every district of Sindh.',
  ABOUT_MISSION: 'Teaching, research and service to the community.',
  ABOUT_LINK: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  VC_NAME: 'Prof. Dr. Abdul Qadir',
  VC_MESSAGE: 'Welcome to the university.\n\nOur doors are open to every talented student.',
  VC_IMG: 'Uploads/vc.jpg',
};

/**
 * A small backend for the search pages and /api/search in every language: one faculty, the
 * Computer Science department with two programmes and one lecturer, the Registrar's office.
 */
export const SEARCH_ROWS = {
  FACULTY_GET: [{ FACULTY_ID: 'FAC-000002', FACULTY_NAME: 'Faculty of Science' }],
  FACULTY_GET_ALL: [],
  FACULTY_PROGRAMS_GET: [{ DPT_ID: 'DEP-000005', DeptTitle: 'Department of Computer Science' }],
  DPT_NAME_GET_ADMIN: [{ DeptID: 'DEP-000020', DeptTitle: 'Registrar Office' }],
  DPT_ABOUT_GET: [],
  DEPARTMENT_PROGRAMS_GET: [
    { PGM_ID: 'PGM-000008', PGM_TITLE: 'BS Computer Science', DeptID: 'DEP-000005' },
    { PGM_ID: 'PGM-000009', PGM_TITLE: 'MS Computer Science', DeptID: 'DEP-000005' },
  ],
  PROGRAM_GET_ALL: [],
  DPT_EMP_GET: ({ ID }: Record<string, string>) =>
    ID === 'DEP-000005' ? [{ FirstName: 'Dr. Ayaz Computer', DesTitle: 'Lecturer' }] : [],
};
