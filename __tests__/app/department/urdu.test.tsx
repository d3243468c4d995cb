/** @jest-environment node */
import ChairmanMessagePage from '@/app/[lang]/department/[id]/ChairmanMessage/page';
import DirectorMessagePage from '@/app/[lang]/department/[id]/DirectorMessage/page';
import DownloadsPage from '@/app/[lang]/department/[id]/Downloads/page';
import DptHomePage from '@/app/[lang]/department/[id]/DptHome/page';
import EventsPage from '@/app/[lang]/department/[id]/Events/page';
import FacultyPage, {
  generateMetadata as generateFacultyMetadata,
} from '@/app/[lang]/department/[id]/Faculty/page';
import MissionVisionPage from '@/app/[lang]/department/[id]/MissionVision/page';
import ProgramsPage from '@/app/[lang]/department/[id]/Programs/page';
import PublicationsPage from '@/app/[lang]/department/[id]/Publications/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderContent, renderPage } from '../../support/render';
import { setPageLanguage } from '../../support/root-params';
import { DEPT_ID, aspNetDate, departmentAbout } from '../fixtures';
import { footerRow, readTable, shownText } from '../helpers';

// The department pages in Urdu (/ur/…): everything the site writes is Urdu; what the backend
// sends stays English as sent, inside elements marked lang="en" dir="ltr".

withNockBackend();

beforeEach(() => setPageLanguage('ur'));

/** The element's language marks, as [lang, dir]. */
const marks = (element: Element | null | undefined) => [
  element?.getAttribute('lang') ?? null,
  element?.getAttribute('dir') ?? null,
];
const SENT = ['en', 'ltr'];
const UNMARKED = [null, null];

describe('/ur/DptHome', () => {
  const programmes = [
    { PGM_ID: 'PGM-1', PGM_TITLE: 'BS Computer Science', DeptID: DEPT_ID },
    { PGM_ID: 'PGM-2', PGM_TITLE: 'MS Computer Science', DeptID: DEPT_ID },
  ];

  it("heads the page in Urdu with the department's name as sent, its text marked English, and programme links to /ur/ProHome", async () => {
    stubBackend({
      DPT_ABOUT_GET: [departmentAbout],
      DEPARTMENT_PROGRAMS_GET: programmes,
      DPT_FACULTY_NAME_GET: [{ TITLE: 'Computer Science' }],
    });
    const view = renderPage(await DptHomePage(idProps(DEPT_ID)));

    const [about, offered] = view.getAllByRole('heading', { level: 2 });
    expect(about?.textContent).toBe('Computer Science کا تعارف');
    const name = about?.querySelector('span');
    expect(name?.textContent).toBe('Computer Science');
    expect(marks(name)).toEqual(SENT);
    expect(marks(about)).toEqual(UNMARKED);
    expect(offered?.textContent).toBe('شعبے کے پروگرام');

    const text = view.getByText('The department teaches computing.').closest('.rich-text');
    expect(marks(text)).toEqual(SENT);

    const links = [...view.document.querySelectorAll('ol.numbered-list a')];
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), ...marks(link)]),
    ).toEqual([
      ['BS Computer Science', '/ur/ProHome?id=PGM-1', 'en', 'ltr'],
      ['MS Computer Science', '/ur/ProHome?id=PGM-2', 'en', 'ltr'],
    ]);
  });

  it('falls back in Urdu when the backend fails, without marking the fallbacks English', async () => {
    stubBackend({});
    const view = renderPage(await DptHomePage(idProps(DEPT_ID)));

    expect(view.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe('شعبے کا تعارف');
    const about = view.getByText('تعارف اس وقت دستیاب نہیں۔');
    expect(marks(about)).toEqual(UNMARKED);
    expect(view.getByText('اس شعبے کا کوئی پروگرام نہیں ملا۔')).toBeTruthy();
    expect(view.html).not.toMatch(/not available|No programs|About/);
  });
});

describe('/ur/Faculty', () => {
  const members = [
    {
      Photo: null,
      FirstName: 'Dr. Sana Memon',
      DesTitle: 'Professor',
      Email: 'sana@kust.example.edu.pk',
      Mobile: '0300-1234567',
    },
    { Photo: null, FirstName: 'Ali Raza', DesTitle: 'Lecturer', Email: '', Mobile: null },
  ];

  it('has Urdu headers and caption, backend cells marked English and Urdu N/A and image fallbacks', async () => {
    stubBackend({
      DPT_EMP_GET: members,
      DPT_NAME_GET: [{ TITLE: 'Computer Science', IsAcademic: '1' }],
    });
    const view = renderContent(await FacultyPage(idProps(DEPT_ID)));

    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('اساتذہ');
    const table = view.getByRole('table');
    expect(readTable(table)).toEqual({
      headers: ['تصویر', 'نام', 'عہدہ', 'ای میل', 'رابطہ نمبر'],
      rows: [
        [
          'تصویر دستیاب نہیں',
          'Dr. Sana Memon',
          'Professor',
          'sana@kust.example.edu.pk',
          '0300-1234567',
        ],
        ['تصویر دستیاب نہیں', 'Ali Raza', 'Lecturer', 'دستیاب نہیں', 'دستیاب نہیں'],
      ],
    });
    expect(view.getByRole('region', { name: 'اساتذہ (جدول)' })).toBeTruthy();

    const [first, second] = [...table.querySelectorAll('tbody tr')].map((row) => [
      ...row.querySelectorAll('td'),
    ]);
    // Name, designation, email and phone are the backend's: marked English, each in its cell.
    for (const cell of first?.slice(1) ?? []) expect(marks(cell.firstElementChild)).toEqual(SENT);
    expect(
      marks(view.getByRole('link', { name: 'sana@kust.example.edu.pk' }).parentElement),
    ).toEqual(SENT);
    // The cells themselves keep the page's direction; the Urdu fallbacks are not marked English.
    expect(marks(first?.[1])).toEqual(UNMARKED);
    expect(marks(second?.[3]?.firstElementChild)).toEqual(UNMARKED);
    expect(marks(second?.[0]?.firstElementChild)).toEqual(UNMARKED);
  });

  it("is 'Our Team' in Urdu for an administration department, its Team in the tab and trail, and says there is no team data in Urdu", async () => {
    stubBackend({
      DPT_EMP_GET: [],
      DPT_NAME_GET: [{ TITLE: 'Examinations', IsAcademic: '0' }],
      DPT_FACULTY_NAME_GET: [{ TITLE: 'Examinations' }],
    });
    const view = renderContent(await FacultyPage(idProps(DEPT_ID)));
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('ہماری ٹیم');
    expect(view.getByText('ٹیم کی معلومات دستیاب نہیں۔')).toBeTruthy();
    expect(view.html).not.toContain('اساتذہ');
    const trail = [...view.document.querySelectorAll('nav[aria-label] li')].map(shownText);
    expect(trail).toEqual(['ہوم', 'Examinations', 'ٹیم']);
    expect((await generateFacultyMetadata(idProps(DEPT_ID))).title).toBe('ٹیم – Examinations');
  });
});

describe('/ur/ChairmanMessage and /ur/DirectorMessage', () => {
  it('fall back to the Urdu name, message and image texts when the backend fails', async () => {
    stubBackend({});
    const view = renderContent(await ChairmanMessagePage(idProps(DEPT_ID)));

    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('چیئرمین کا پیغام');
    expect(view.getByText('چیئرمین کا نام')).toBeTruthy();
    expect(view.getByText('چیئرمین')).toBeTruthy();
    expect(marks(view.getByText('چیئرمین کا پیغام اس وقت دستیاب نہیں۔'))).toEqual(UNMARKED);
    expect(view.getByText('تصویر دستیاب نہیں')).toBeTruthy();
    expect(view.document.querySelector('article')?.textContent).not.toMatch(
      /Chairman|not available|No Image/,
    );
  });

  it("show the backend's name and message marked English, the role and portrait text in Urdu", async () => {
    stubBackend({ DPT_ABOUT_GET: [departmentAbout] });
    const view = renderContent(await DirectorMessagePage(idProps(DEPT_ID)));

    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('ڈائریکٹر کا پیغام');
    expect(marks(view.getByText('Dr. Sana Memon'))).toEqual(SENT);
    expect(view.getByText('ڈائریکٹر')).toBeTruthy();
    expect(view.getByRole('img').getAttribute('alt')).toBe('Dr. Sana Memon کی تصویر');
    expect(marks(view.getByText('Welcome to the department.').closest('.rich-text'))).toEqual(SENT);
  });
});

describe('/ur/MissionVision', () => {
  it('heads vision and mission in Urdu', async () => {
    stubBackend({ DPT_ABOUT_GET: [{ ...departmentAbout, ABOUT_MISSION: '' }] });
    const view = renderContent(await MissionVisionPage(idProps(DEPT_ID)));
    expect(
      view.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['وژن', 'مشن']);
    expect(
      marks(view.getByText('To be a leading centre of computing in Sindh.').closest('.rich-text')),
    ).toEqual(SENT);
    expect(view.getByText('مشن اس وقت دستیاب نہیں۔')).toBeTruthy();
  });
});

describe('/ur/Programs (course scheme)', () => {
  const courses = [
    {
      YEAR_TITLE: 'First Year',
      CODE: 'CS-101',
      COURSE_TITLE: 'Programming Fundamentals',
      THEORY: '3',
      LAB: '1',
    },
    { YEAR_TITLE: 'First Year', CODE: '', COURSE_TITLE: 'Calculus', THEORY: 3, LAB: 0 },
    { YEAR_TITLE: '', CODE: 'EN-101', COURSE_TITLE: 'English Composition', THEORY: '2', LAB: '0' },
  ];

  it('has Urdu headers, totals and year names for untitled years, with codes, titles and year titles marked English', async () => {
    stubBackend({ DPT_PROGRAMS_GET: courses });
    const view = renderContent(await ProgramsPage(idProps(DEPT_ID)));

    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('کورس اسکیم');
    const years = view.getAllByRole('heading', { level: 3 });
    expect(years.map(shownText)).toEqual(['First Year', 'کورسز']);
    expect(marks(years[0]?.firstElementChild)).toEqual(SENT);
    expect(years[1]?.firstElementChild).toBeNull();

    const [firstYear] = view.getAllByRole('table');
    expect(readTable(firstYear)).toEqual({
      headers: ['نمبر شمار', 'کورس کوڈ', 'کورس کا نام', 'تھیوری', 'لیب', 'کل کریڈٹ آورز'],
      rows: [
        ['1', 'CS-101', 'Programming Fundamentals', '3', '1', '4'],
        ['2', 'دستیاب نہیں', 'Calculus', '3', '0', '3'],
      ],
    });
    expect(firstYear?.querySelector('abbr')?.getAttribute('title')).toBe('تھیوری کے کریڈٹ آورز');
    expect(footerRow(firstYear)).toEqual(['کل', '6', '1', '7']);
    const code = firstYear?.querySelector('tbody td:nth-child(2) > span');
    expect([code?.textContent, ...marks(code)]).toEqual(['CS-101', 'en', 'ltr']);
    expect(firstYear?.querySelector('caption')?.textContent).toBe(
      'First Year کے کورسز اور کریڈٹ آورز',
    );
    expect(view.getByRole('region', { name: 'First Year کے کورسز' })).toBeTruthy();
    // Courses of no year: named once, never 'کورسز کے کورسز'.
    expect(view.getAllByRole('table')[1]?.querySelector('caption')?.textContent).toBe(
      'کورسز اور کریڈٹ آورز',
    );
    expect(view.getByRole('region', { name: 'کورسز' })).toBeTruthy();
  });

  it('says in Urdu that the scheme is not published', async () => {
    stubBackend({});
    const view = renderContent(await ProgramsPage(idProps(DEPT_ID)));
    expect(view.getByText('کورس اسکیم ابھی شائع نہیں ہوئی۔')).toBeTruthy();
  });
});

describe('/ur/Downloads and /ur/Publications', () => {
  it('have Urdu headers and buttons, titles marked English', async () => {
    stubBackend({
      DPT_DOWNLOAD_GET: [
        {
          DOWNLOAD_TITLE: 'Course Outline 2025',
          DOWNLOAD_FILE: 'https://files.example.org/outline.pdf',
        },
      ],
      DPT_PUBLICATION_GET: [
        { PUB_TITLE: 'Water Use in Dadu', PUB_BY: 'I. Ali', PUB_NO: null, PUB_YEAR: '2023' },
      ],
      // The banner and the side menu (answered, so that two pages' failed calls do not open the breaker).
      DPT_FACULTY_NAME_GET: [{ TITLE: 'Computer Science' }],
      DPT_NAME_GET: [{ TITLE: 'Computer Science', IsAcademic: '1' }],
    });
    const downloads = renderContent(await DownloadsPage(idProps(DEPT_ID)));
    expect(readTable(downloads.getByRole('table'))).toEqual({
      headers: ['نمبر شمار', 'تفصیل', 'فائل'],
      rows: [['1', 'Course Outline 2025', 'ڈاؤن لوڈ کریں']],
    });
    const link = downloads.getByRole('table').querySelector('a');
    expect(link?.textContent).toBe('ڈاؤن لوڈ کریں Course Outline 2025 (نئے ٹیب میں کھلے گا)');
    expect(marks(link?.querySelector('[lang]'))).toEqual(SENT);

    const publications = renderContent(await PublicationsPage(idProps(DEPT_ID)));
    expect(readTable(publications.getByRole('table'))).toEqual({
      headers: ['عنوان', 'مصنفین', 'اشاعت نمبر', 'سال', 'فائل'],
      rows: [['Water Use in Dadu', 'I. Ali', 'دستیاب نہیں', '2023', 'ڈاؤن لوڈ کریں']],
    });
  });
});

describe('/ur/Events', () => {
  it('dates the cards in Urdu with Western digits and marks the titles English', async () => {
    stubBackend({
      DPT_EVENT_GET: [
        {
          DPT_EVENT_TITLE: 'Annual Science Fair',
          DPT_EVENT_IMG: null,
          CREATE_DATE: aspNetDate('2025-10-04'),
        },
      ],
    });
    const view = renderContent(await EventsPage(idProps(DEPT_ID)));

    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('تقریبات');
    const chip = view.document.querySelector('time.date-chip');
    expect([
      chip?.getAttribute('datetime'),
      ...[...(chip?.children ?? [])].map((part) => part.textContent),
    ]).toEqual(['2025-10-04', '04', 'اکتوبر', '2025']);
    expect(marks(view.getByText('Annual Science Fair'))).toEqual(SENT);
    expect(view.getByText('تصویر دستیاب نہیں')).toBeTruthy();
  });
});
