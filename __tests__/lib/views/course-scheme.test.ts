/** @jest-environment node */
import { groupCoursesByYear } from '@/lib/views/course-scheme';

describe('groupCoursesByYear', () => {
  it('groups the courses by YEAR_TITLE in order of first appearance, keeping their order within a year', () => {
    const years = groupCoursesByYear([
      { YEAR_TITLE: 'First Year', CODE: 'CS-101', COURSE_TITLE: 'Programming', THEORY: 3, LAB: 1 },
      {
        YEAR_TITLE: 'Second Year',
        CODE: 'CS-201',
        COURSE_TITLE: 'Data Structures',
        THEORY: 3,
        LAB: 1,
      },
      { YEAR_TITLE: 'First Year', CODE: 'MT-101', COURSE_TITLE: 'Calculus', THEORY: 3, LAB: 0 },
    ]);

    expect(years.map((year) => [year.title, year.courses.map((course) => course.code)])).toEqual([
      ['First Year', ['CS-101', 'MT-101']],
      ['Second Year', ['CS-201']],
    ]);
  });

  it('totals each course as THEORY + LAB, reading numeric strings ("3") as numbers', () => {
    const [year] = groupCoursesByYear([
      {
        YEAR_TITLE: 'First Year',
        CODE: 'CS-101',
        COURSE_TITLE: 'Programming',
        THEORY: '3',
        LAB: '1',
      },
      { YEAR_TITLE: 'First Year', CODE: 'PH-101', COURSE_TITLE: 'Physics', THEORY: ' 2 ', LAB: 1 },
    ]);

    expect(year?.courses).toEqual([
      { code: 'CS-101', title: 'Programming', theory: 3, lab: 1, total: 4 },
      { code: 'PH-101', title: 'Physics', theory: 2, lab: 1, total: 3 },
    ]);
  });

  it("sums each year's theory, lab and total credit hours", () => {
    const years = groupCoursesByYear([
      { YEAR_TITLE: 'First Year', CODE: 'A', THEORY: '3', LAB: '1' },
      { YEAR_TITLE: 'First Year', CODE: 'B', THEORY: 3, LAB: 0 },
      { YEAR_TITLE: 'First Year', CODE: 'C', THEORY: '2', LAB: '0' },
      { YEAR_TITLE: 'Second Year', CODE: 'D', THEORY: 3, LAB: 1 },
    ]);

    expect(years.map((year) => year.totals)).toEqual([
      { theory: 8, lab: 1, total: 9 },
      { theory: 3, lab: 1, total: 4 },
    ]);
  });

  it('counts missing or non-numeric credit hours as 0', () => {
    const [year] = groupCoursesByYear([
      {
        YEAR_TITLE: 'Final Year',
        CODE: 'CS-499',
        COURSE_TITLE: 'Project',
        THEORY: null,
        LAB: 'six',
      },
    ]);
    expect(year?.courses[0]).toMatchObject({ theory: 0, lab: 0, total: 0 });
    expect(year?.totals).toEqual({ theory: 0, lab: 0, total: 0 });
  });

  it('gives no years for no courses', () => {
    expect(groupCoursesByYear([])).toEqual([]);
  });
});
