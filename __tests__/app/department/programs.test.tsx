/** @jest-environment node */
import ProgramsPage from '@/app/[lang]/department/[id]/Programs/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderContent } from '../../support/render';
import { DEPT_ID } from '../fixtures';
import { fieldsOfCalls, footerRow, readTable, shownText } from '../helpers';

withNockBackend();

// Credit hours arrive as numbers or as numeric strings ("3").
const courses = [
  {
    YEAR_TITLE: 'First Year',
    CODE: 'CS-101',
    COURSE_TITLE: 'Programming Fundamentals',
    THEORY: '3',
    LAB: '1',
  },
  { YEAR_TITLE: 'First Year', CODE: 'MT-101', COURSE_TITLE: 'Calculus', THEORY: 3, LAB: 0 },
  {
    YEAR_TITLE: 'Second Year',
    CODE: 'CS-201',
    COURSE_TITLE: 'Data Structures',
    THEORY: '3',
    LAB: '1',
  },
  {
    YEAR_TITLE: 'First Year',
    CODE: 'EN-101',
    COURSE_TITLE: 'English Composition',
    THEORY: '2',
    LAB: '0',
  },
];

async function renderScheme() {
  return renderContent(await ProgramsPage(idProps(DEPT_ID)));
}

describe('/Programs (Course Scheme)', () => {
  it('is headed Course Scheme and groups the courses by year title, in order of first appearance', async () => {
    const calls = stubBackend({ DPT_PROGRAMS_GET: courses });
    const view = await renderScheme();

    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Course Scheme');
    expect(view.getAllByRole('heading', { level: 3 }).map(shownText)).toEqual([
      'First Year',
      'Second Year',
    ]);
    expect(view.getAllByRole('table')).toHaveLength(2);
    expect(fieldsOfCalls(calls, 'DPT_PROGRAMS_GET')).toEqual([{ ID: DEPT_ID }]);
  });

  it('shows S. No., Course Code, Course Title, Th, Lab and Total Cr. Hrs, with total = theory + lab', async () => {
    stubBackend({ DPT_PROGRAMS_GET: courses });
    const [firstYear, secondYear] = (await renderScheme()).getAllByRole('table');

    expect(readTable(firstYear)).toEqual({
      headers: ['S. No.', 'Course Code', 'Course Title', 'Th', 'Lab', 'Total Cr. Hrs'],
      rows: [
        ['1', 'CS-101', 'Programming Fundamentals', '3', '1', '4'],
        ['2', 'MT-101', 'Calculus', '3', '0', '3'],
        ['3', 'EN-101', 'English Composition', '2', '0', '2'],
      ],
    });
    expect(readTable(secondYear).rows).toEqual([['1', 'CS-201', 'Data Structures', '3', '1', '4']]);
  });

  it("ends each year's table with a totals row of theory, lab and total credit hours", async () => {
    stubBackend({ DPT_PROGRAMS_GET: courses });
    const [firstYear, secondYear] = (await renderScheme()).getAllByRole('table');

    const firstTotals = footerRow(firstYear);
    expect(firstTotals[0]).toMatch(/^Total/);
    expect(firstTotals.slice(-3)).toEqual(['8', '1', '9']);
    expect(footerRow(secondYear).slice(-3)).toEqual(['3', '1', '4']);
  });

  it("names the courses of no year 'Courses'", async () => {
    stubBackend({
      DPT_PROGRAMS_GET: [
        { YEAR_TITLE: ' ', CODE: 'CS-101', COURSE_TITLE: 'Programming', THEORY: 3, LAB: 1 },
      ],
    });
    const view = await renderScheme();
    expect(view.getAllByRole('heading', { level: 3 }).map(shownText)).toEqual(['Courses']);
    expect(view.getByRole('region', { name: 'Courses' })).toBeTruthy();
    expect(view.getByRole('table').querySelector('caption')?.textContent).toBe(
      'Courses and credit hours',
    );
  });

  it('says the scheme is not published when there are no courses or the backend fails', async () => {
    stubBackend({});
    const view = await renderScheme();
    expect(view.getByText('The course scheme has not been published yet.')).toBeTruthy();
    expect(view.queryByRole('table')).toBeNull();
  });
});
