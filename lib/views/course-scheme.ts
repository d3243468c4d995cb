import type { CourseRow } from '@/lib/appapi/types';
import { numberOf, textOf } from '@/lib/appapi/values';

export type SchemeCourse = {
  code: string;
  title: string;
  theory: number;
  lab: number;
  total: number;
};
export type SchemeYear = {
  /** YEAR_TITLE as sent; '' for courses without one (the page names them in its language). */
  title: string;
  courses: SchemeCourse[];
  totals: { theory: number; lab: number; total: number };
};

/** Groups courses by year title in order of first appearance, with each year's totals. */
export function groupCoursesByYear(rows: CourseRow[]): SchemeYear[] {
  const years = new Map<string, SchemeYear>();
  for (const row of rows) {
    const title = textOf(row.YEAR_TITLE);
    let year = years.get(title);
    if (!year) {
      year = { title, courses: [], totals: { theory: 0, lab: 0, total: 0 } };
      years.set(title, year);
    }
    const theory = numberOf(row.THEORY);
    const lab = numberOf(row.LAB);
    year.courses.push({
      code: textOf(row.CODE),
      title: textOf(row.COURSE_TITLE),
      theory,
      lab,
      total: theory + lab,
    });
    year.totals.theory += theory;
    year.totals.lab += lab;
    year.totals.total += theory + lab;
  }
  return [...years.values()];
}
