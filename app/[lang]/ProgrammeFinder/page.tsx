import type { Metadata } from 'next';
import Link from 'next/link';
import { JsonLd } from '@/components/content/json-ld';
import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { getConfig } from '@/lib/config';
import { GUIDES } from '@/lib/guides';
import { hrefTo } from '@/lib/routes';
import { LEVELS, levelByCode } from '@/lib/search/programme-level';
import { normaliseQuery } from '@/lib/search/search-index';
import { siteIndex } from '@/lib/search/site-index';
import type { WalkProgramme } from '@/lib/search/site-walk';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

// /ProgrammeFinder (CONTRACT.md): every programme the backend knows, grouped by faculty and
// department, from the site index's walk. Filters are GET parameters (level, faculty, q), so
// the form works without JavaScript and a filtered list is a link that can be shared.

type FinderProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function param(params: Record<string, string | string[] | undefined>, name: string): string {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export async function generateMetadata() {
  return pageMetadata(await pageDictionary(), GUIDES.ProgrammeFinder);
}

export default async function ProgrammeFinderPage({ searchParams }: FinderProps) {
  const t = await pageDictionary();
  const params = await searchParams;
  const index = await siteIndex();
  const { walk } = index;

  const level = levelByCode(param(params, 'level'));
  const facultyId = walk.faculties.some((faculty) => faculty.id === param(params, 'faculty')) ? param(params, 'faculty') : '';
  const query = normaliseQuery(param(params, 'q'));
  const filtered = Boolean(level || facultyId || query);

  // The text filter is the site search restricted to programmes: typo-tolerant like /search.
  const matching = query
    ? new Set(index.search.search(query, 10_000).filter((hit) => hit.kind === 'programme').map((hit) => hit.url))
    : null;
  const departments = new Map(walk.departments.map((department) => [department.id, department]));
  const shown = walk.programmes.filter(
    (programme) =>
      (!level || programme.level === level.code) &&
      (!facultyId || departments.get(programme.departmentId)?.facultyId === facultyId) &&
      (!matching || matching.has(hrefTo('/ProHome', programme.id))),
  );

  // Faculty › department › programmes, in the order of the menus; programmes of a department
  // no faculty lists come last.
  const groups = [...walk.faculties.map((faculty) => ({ id: faculty.id, name: faculty.name })), { id: '', name: 'Other departments' }]
    .map((faculty) => ({
      ...faculty,
      departments: walk.departments
        .filter((department) => (department.facultyId ?? '') === faculty.id)
        .map((department) => ({ ...department, programmes: shown.filter((p) => p.departmentId === department.id) }))
        .filter((department) => department.programmes.length > 0),
    }))
    .filter((faculty) => faculty.departments.length > 0);
  const unplaced = shown.filter((programme) => !departments.has(programme.departmentId));

  const levelsPresent = LEVELS.filter((entry) => walk.programmes.some((programme) => programme.level === entry.code));
  const { siteUrl } = getConfig();

  return (
    <div className="container page-content finder">
      <PageBreadcrumbs t={t} path="/ProgrammeFinder" />
      <h1 className="page-title">Programme Finder</h1>
      <p className="lead-text">
        Every degree programme of the university, by faculty and department. Choose a level or a faculty, or type part of
        a programme&apos;s name.
      </p>

      <form action="/ProgrammeFinder" method="get" className="finder__filters" aria-label="Filter programmes">
        <div className="finder__filter">
          <label htmlFor="finder-level">Level</label>
          <select id="finder-level" name="level" defaultValue={level?.code ?? ''}>
            <option value="">All levels</option>
            {levelsPresent.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.code} – {entry.credential}
              </option>
            ))}
          </select>
        </div>
        <div className="finder__filter">
          <label htmlFor="finder-faculty">Faculty</label>
          <select id="finder-faculty" name="faculty" defaultValue={facultyId}>
            <option value="">All faculties</option>
            {walk.faculties.map((faculty) => (
              <option key={faculty.id} value={faculty.id}>
                {faculty.name}
              </option>
            ))}
          </select>
        </div>
        <div className="finder__filter finder__filter--text">
          <label htmlFor="finder-q">Name contains</label>
          <input id="finder-q" name="q" type="search" defaultValue={query} maxLength={100} placeholder="e.g. computer" />
        </div>
        <div className="finder__actions">
          <button type="submit" className="button">Show programmes</button>
          {filtered && (
            <Link href={GUIDES.ProgrammeFinder.path} prefetch={false}>
              Clear filters
            </Link>
          )}
        </div>
      </form>

      {!index.complete && (
        <p className="notice" role="note">
          Some of the university&apos;s information could not be read just now, so this list may be incomplete. Please
          try again in a few minutes.
        </p>
      )}

      <p className="finder__summary" role="status">
        {filtered ? `${shown.length} of ${walk.programmes.length} programmes match.` : `${walk.programmes.length} programmes.`}
      </p>

      {shown.length === 0 && walk.programmes.length > 0 && (
        <p>
          No programme matches these filters. <Link href={GUIDES.ProgrammeFinder.path} prefetch={false}>Show every programme</Link>{' '}
          or <Link href={`/search?q=${encodeURIComponent(query)}`} prefetch={false}>search the whole site</Link>.
        </p>
      )}

      {groups.map((faculty) => (
        <section key={faculty.id || 'other'} aria-labelledby={`finder-${faculty.id || 'other'}`} className="finder__faculty">
          <h2 id={`finder-${faculty.id || 'other'}`} className="section-title">
            {faculty.id ? (
              <Link href={hrefTo('/FacHome', faculty.id)} prefetch={false}>{faculty.name}</Link>
            ) : (
              faculty.name
            )}
          </h2>
          {faculty.departments.map((department) => (
            <div key={department.id} className="finder__department">
              <h3 className="finder__department-title">
                <Link href={hrefTo(department.facultyId ? '/DptHome' : '/AdmHome', department.id)} prefetch={false}>
                  {department.title}
                </Link>
              </h3>
              <ProgrammeList programmes={department.programmes} />
            </div>
          ))}
        </section>
      ))}
      {unplaced.length > 0 && (
        <section aria-labelledby="finder-unplaced" className="finder__faculty">
          <h2 id="finder-unplaced" className="section-title">Other programmes</h2>
          <ProgrammeList programmes={unplaced} />
        </section>
      )}

      {shown.length > 0 && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: 'Degree programmes',
            numberOfItems: shown.length,
            itemListElement: shown.map((programme, position) => ({
              '@type': 'ListItem',
              position: position + 1,
              name: programme.title,
              url: `${siteUrl}${hrefTo('/ProHome', programme.id)}`,
            })),
          }}
        />
      )}
    </div>
  );
}

function ProgrammeList({ programmes }: { programmes: WalkProgramme[] }) {
  return (
    <ul className="finder__programmes">
      {programmes.map((programme) => {
        const level = programme.level ? levelByCode(programme.level) : null;
        return (
          <li key={programme.id} className="finder__programme">
            <Link href={hrefTo('/ProHome', programme.id)} prefetch={false}>{programme.title}</Link>
            {level && <span className="finder__level">{level.credential}</span>}
          </li>
        );
      })}
    </ul>
  );
}
