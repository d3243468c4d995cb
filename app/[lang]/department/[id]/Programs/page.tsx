import { pageDictionary } from '@/lib/i18n/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { contextTrail } from '@/lib/breadcrumbs';
import { getCourses } from '@/lib/appapi/department';
import { contextMetadata } from '@/lib/context-metadata';
import { groupCoursesByYear } from '@/lib/course-scheme';
import { readId, type IdParams } from '@/lib/route-params';

export async function generateMetadata(props: IdParams) {
  return contextMetadata('/Programs', await readId(props));
}

/** The Course Scheme: courses grouped by year, with credit-hour totals per year. */
export default async function ProgramsPage(props: IdParams) {
  const t = await pageDictionary();
  const id = await readId(props);
  const years = groupCoursesByYear(await getCourses(id).catch(() => []));
  return (
    <>
      <Breadcrumbs t={t} trail={await contextTrail('/Programs', id)} />
      <section aria-labelledby="scheme-heading">
        <h2 id="scheme-heading" className="section-title">Course Scheme</h2>
        {years.length === 0 && <p className="empty-state">The course scheme has not been published yet.</p>}
        {years.map((year) => (
          <div key={year.title} className="scheme-year">
            <h3 className="scheme-year__title">{year.title}</h3>
            <div className="table-scroll" role="region" aria-label={`${year.title} courses`} tabIndex={0}>
              <table className="data-table scheme-table">
                <caption className="visually-hidden">{year.title} courses and credit hours</caption>
                <thead>
                  <tr>
                    <th scope="col">S. No.</th>
                    <th scope="col">Course Code</th>
                    <th scope="col">Course Title</th>
                    <th scope="col" className="num"><abbr title="Theory credit hours">Th</abbr></th>
                    <th scope="col" className="num"><abbr title="Lab credit hours">Lab</abbr></th>
                    <th scope="col" className="num">Total Cr. Hrs</th>
                  </tr>
                </thead>
                <tbody>
                  {year.courses.map((course, index) => (
                    <tr key={`${course.code}-${index}`}>
                      <td>{index + 1}</td>
                      <td>{course.code || 'N/A'}</td>
                      <td>{course.title || 'N/A'}</td>
                      <td className="num">{course.theory}</td>
                      <td className="num">{course.lab}</td>
                      <td className="num">{course.total}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>Total</th>
                    <td className="num">{year.totals.theory}</td>
                    <td className="num">{year.totals.lab}</td>
                    <td className="num">{year.totals.total}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </div>
        ))}
      </section>
    </>
  );
}
