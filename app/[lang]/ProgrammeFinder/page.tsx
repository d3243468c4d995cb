import type { Metadata } from 'next';
import Link from 'next/link';
import { JsonLd } from '@/components/content/json-ld';
import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { getConfig } from '@/lib/config/site-config';
import { GUIDES } from '@/lib/content/guides';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import { pageDictionary } from '@/lib/i18n/server';
import { programmeListJsonLd } from '@/lib/seo/json-ld/programmes';
import { fill, interleave, pluralForm } from '@/lib/i18n/templates';
import { hrefTo, localHref } from '@/lib/routing/routes';
import { LEVELS, levelByCode, type ProgrammeLevel } from '@/lib/search/programme-level';
import { normaliseQuery } from '@/lib/search/search-index';
import { siteIndex } from '@/lib/search/site-index';
import type { WalkProgramme } from '@/lib/search/site-walk';
import { pageMetadata } from '@/lib/seo/metadata';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

// /ProgrammeFinder (docs/behaviour.md, /ProgrammeFinder): every programme the backend knows,
// grouped by faculty and department, from the site index's walk. Filters are GET parameters (level,
// faculty, q), so the form works without JavaScript and a filtered list is a link that can be
// shared. Everything it writes is in the page's language, levels included (the dictionary's names
// of lib/search/programme-level's codes); the backend's names stay as sent (lang="en"), and its
// links lead to the pages in the page's language.

type FinderProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function param(params: Record<string, string | string[] | undefined>, name: string): string {
  const value = params[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** A level's degree in the page's language ('Bachelor of Science'), its credential if the dictionary has none. */
function levelName(t: Dictionary, level: ProgrammeLevel): string {
  return t.finder.levels[level.code] ?? level.credential;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await pageDictionary();
  return pageMetadata(t, {
    title: t.finder.title,
    description: t.finder.metaDescription(t.site.name),
    path: GUIDES.ProgrammeFinder.path,
  });
}

export default async function ProgrammeFinderPage({ searchParams }: FinderProps) {
  const t = await pageDictionary();
  const f = t.finder;
  const sent = backendTextAttributes(t.lang);
  const here = localHref(GUIDES.ProgrammeFinder.path, t.lang);
  const params = await searchParams;
  const index = await siteIndex();
  const { walk } = index;

  const level = levelByCode(param(params, 'level'));
  const facultyId = walk.faculties.some((faculty) => faculty.id === param(params, 'faculty'))
    ? param(params, 'faculty')
    : '';
  const query = normaliseQuery(param(params, 'q'));
  const filtered = Boolean(level || facultyId || query);

  // The text filter is the site search restricted to programmes: typo-tolerant like /search.
  const matching = query
    ? new Set(
        index.search
          .search(query, 10_000)
          .filter((hit) => hit.kind === 'programme')
          .map((hit) => hit.url),
      )
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
  const groups = [
    ...walk.faculties.map((faculty) => ({ id: faculty.id, name: faculty.name })),
    { id: '', name: '' },
  ]
    .map((faculty) => ({
      ...faculty,
      departments: walk.departments
        .filter((department) => (department.facultyId ?? '') === faculty.id)
        .map((department) => ({
          ...department,
          programmes: shown.filter((p) => p.departmentId === department.id),
        }))
        .filter((department) => department.programmes.length > 0),
    }))
    .filter((faculty) => faculty.departments.length > 0);
  const unplaced = shown.filter((programme) => !departments.has(programme.departmentId));

  const levelsPresent = LEVELS.filter((entry) =>
    walk.programmes.some((programme) => programme.level === entry.code),
  );
  const { siteUrl } = getConfig();
  const total = walk.programmes.length;

  return (
    <div className="container page-content finder">
      <PageBreadcrumbs t={t} path="/ProgrammeFinder" />
      <h1 className="page-title">{f.title}</h1>
      <p className="lead-text">{f.intro}</p>

      <form action={here} method="get" className="finder__filters" aria-label={f.filters}>
        <div className="finder__filter">
          <label htmlFor="finder-level">{f.level}</label>
          <select id="finder-level" name="level" defaultValue={level?.code ?? ''}>
            <option value="">{f.allLevels}</option>
            {levelsPresent.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.code} – {levelName(t, entry)}
              </option>
            ))}
          </select>
        </div>
        <div className="finder__filter">
          <label htmlFor="finder-faculty">{f.faculty}</label>
          <select id="finder-faculty" name="faculty" defaultValue={facultyId}>
            <option value="">{f.allFaculties}</option>
            {walk.faculties.map((faculty) => (
              <option key={faculty.id} value={faculty.id} {...sent}>
                {faculty.name}
              </option>
            ))}
          </select>
        </div>
        <div className="finder__filter finder__filter--text">
          <label htmlFor="finder-q">{f.nameContains}</label>
          <input
            id="finder-q"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={100}
            placeholder={f.placeholder}
          />
        </div>
        <div className="finder__actions">
          <button type="submit" className="button">
            {f.show}
          </button>
          {filtered && (
            <Link href={here} prefetch={false}>
              {f.clear}
            </Link>
          )}
        </div>
      </form>

      {!index.complete && (
        <p className="notice" role="note">
          {f.incomplete}
        </p>
      )}

      <p className="finder__summary" role="status">
        {filtered
          ? fill(pluralForm(t, f.matching, shown.length), { n: shown.length, total })
          : fill(pluralForm(t, f.count, total), { total })}
      </p>

      {shown.length === 0 && total > 0 && (
        <p>
          {interleave(f.none, {
            all: (
              <Link href={here} prefetch={false}>
                {f.showAll}
              </Link>
            ),
            search: (
              <Link
                href={localHref(`/search?q=${encodeURIComponent(query)}`, t.lang)}
                prefetch={false}
              >
                {f.searchSite}
              </Link>
            ),
          })}
        </p>
      )}

      {groups.map((faculty) => (
        <section
          key={faculty.id || 'other'}
          aria-labelledby={`finder-${faculty.id || 'other'}`}
          className="finder__faculty"
        >
          <h2 id={`finder-${faculty.id || 'other'}`} className="section-title">
            {faculty.id ? (
              <Link
                href={localHref(hrefTo('/FacHome', faculty.id), t.lang)}
                prefetch={false}
                {...sent}
              >
                {faculty.name}
              </Link>
            ) : (
              f.otherDepartments
            )}
          </h2>
          {faculty.departments.map((department) => (
            <div key={department.id} className="finder__department">
              <h3 className="finder__department-title">
                <Link
                  href={localHref(
                    hrefTo(department.facultyId ? '/DptHome' : '/AdmHome', department.id),
                    t.lang,
                  )}
                  prefetch={false}
                  {...sent}
                >
                  {department.title}
                </Link>
              </h3>
              <ProgrammeList t={t} programmes={department.programmes} />
            </div>
          ))}
        </section>
      ))}
      {unplaced.length > 0 && (
        <section aria-labelledby="finder-unplaced" className="finder__faculty">
          <h2 id="finder-unplaced" className="section-title">
            {f.otherProgrammes}
          </h2>
          <ProgrammeList t={t} programmes={unplaced} />
        </section>
      )}

      {shown.length > 0 && (
        <JsonLd
          data={programmeListJsonLd(
            f.listName,
            shown.map((programme) => ({
              name: programme.title,
              url: `${siteUrl}${localHref(hrefTo('/ProHome', programme.id), t.lang)}`,
            })),
          )}
        />
      )}
    </div>
  );
}

function ProgrammeList({ t, programmes }: { t: Dictionary; programmes: WalkProgramme[] }) {
  return (
    <ul className="finder__programmes">
      {programmes.map((programme) => {
        const level = programme.level ? levelByCode(programme.level) : null;
        return (
          <li key={programme.id} className="finder__programme">
            <Link
              href={localHref(hrefTo('/ProHome', programme.id), t.lang)}
              prefetch={false}
              {...backendTextAttributes(t.lang)}
            >
              {programme.title}
            </Link>
            {level && <span className="finder__level">{levelName(t, level)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
