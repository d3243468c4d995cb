import { sectionPage } from '@/components/layout/section-page';
import { BackendText } from '@/components/content/backend-text';
import { interleave } from '@/lib/i18n/templates';
import { getCourses } from '@/lib/appapi/department';
import { groupCoursesByYear } from '@/lib/views/course-scheme';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { sectionMetadata } from '@/lib/seo/section-metadata';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/Programs', await readId(props));
}

/** The Course Scheme: courses grouped by year, with credit-hour totals per year. */
export default sectionPage('/Programs', async ({ t, id }) => {
  const years = groupCoursesByYear(await getCourses(id).catch(() => []));
  const { scheme } = t;
  const { columns } = scheme;
  return (
    <section aria-labelledby="scheme-heading">
      <h2 id="scheme-heading" className="section-title">
        {scheme.heading}
      </h2>
      {years.length === 0 && <p className="empty-state">{scheme.empty}</p>}
      {years.map((year) => {
        // The year's title is the backend's (English, as sent); untitled courses are named by the
        // page, their region and caption too (never 'Courses courses').
        const yearTitle = year.title ? (
          <BackendText lang={t.lang}>{year.title}</BackendText>
        ) : (
          scheme.untitledYear
        );
        return (
          <div key={year.title} className="scheme-year">
            <h3 className="scheme-year__title">{yearTitle}</h3>
            <div
              className="table-scroll"
              role="region"
              aria-label={year.title ? scheme.yearRegion(year.title) : scheme.untitledYear}
              tabIndex={0}
            >
              <table className="data-table scheme-table">
                <caption className="visually-hidden">
                  {year.title
                    ? interleave(scheme.caption, { year: yearTitle })
                    : scheme.untitledCaption}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{columns.number}</th>
                    <th scope="col">{columns.code}</th>
                    <th scope="col">{columns.title}</th>
                    <th scope="col" className="num">
                      <abbr title={columns.theoryLong}>{columns.theory}</abbr>
                    </th>
                    <th scope="col" className="num">
                      <abbr title={columns.labLong}>{columns.lab}</abbr>
                    </th>
                    <th scope="col" className="num">
                      {columns.total}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {year.courses.map((course, index) => (
                    <tr key={`${course.code}-${index}`}>
                      <td>{index + 1}</td>
                      <td>
                        {course.code ? (
                          <BackendText lang={t.lang}>{course.code}</BackendText>
                        ) : (
                          t.fallback.cell
                        )}
                      </td>
                      <td>
                        {course.title ? (
                          <BackendText lang={t.lang}>{course.title}</BackendText>
                        ) : (
                          t.fallback.cell
                        )}
                      </td>
                      <td className="num">{course.theory}</td>
                      <td className="num">{course.lab}</td>
                      <td className="num">{course.total}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      {scheme.totalRow}
                    </th>
                    <td className="num">{year.totals.theory}</td>
                    <td className="num">{year.totals.lab}</td>
                    <td className="num">{year.totals.total}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </div>
        );
      })}
    </section>
  );
});
