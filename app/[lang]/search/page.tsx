import type { Metadata } from 'next';
import Link from 'next/link';
import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { SearchForm } from '@/components/search/search-form';
import { GUIDES } from '@/lib/guides';
import { groupByKind, normaliseQuery, type SearchKind } from '@/lib/search/search-index';
import { siteIndex } from '@/lib/search/site-index';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

// /search?q= (CONTRACT.md): results grouped by kind, rendered on the server, usable without
// JavaScript. The query is shown only as text (React escapes it), cut to 100 characters.

type SearchPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Results shown on the page, over all kinds. */
const RESULTS_LIMIT = 60;

const GROUP_HEADINGS: Record<SearchKind, string> = {
  programme: 'Programmes',
  department: 'Departments and offices',
  faculty: 'Faculties',
  person: 'People',
  page: 'Pages',
};

function queryOf(params: Record<string, string | string[] | undefined>): string {
  const q = params.q;
  return normaliseQuery(Array.isArray(q) ? q[0] : q);
}

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const query = queryOf(await searchParams);
  return pageMetadata(await pageDictionary(), {
    title: query ? `Search: ${query}` : 'Search',
    description: 'Search the programmes, departments, faculties, people and pages of the university.',
    path: '/search',
    // Result pages are for visitors, not for search engines' indexes.
    indexable: false,
  });
}

export default async function SearchPage({ searchParams }: SearchPageProps) {
  const t = await pageDictionary();
  const query = queryOf(await searchParams);
  const index = query ? await siteIndex() : null;
  const hits = index ? index.search.search(query, RESULTS_LIMIT) : [];
  const groups = groupByKind(hits);

  return (
    <div className="container page-content search-page">
      <PageBreadcrumbs t={t} path="/search" />
      <h1 className="page-title">{query ? 'Search results' : 'Search'}</h1>
      <SearchForm id="search-page-q" query={query} variant="page" t={await pageDictionary()} />

      {index && !index.complete && (
        <p className="notice" role="note">
          Some of the university&apos;s information could not be read just now, so these results may be incomplete.
          Please try again in a few minutes.
        </p>
      )}

      {!query && (
        <p className="lead-text">
          Search by the name of a programme, department, faculty or teacher, or by a topic such as admission, fees or
          hostels. You can also browse every degree in the{' '}
          <Link href={GUIDES.ProgrammeFinder.path} prefetch={false}>Programme Finder</Link>.
        </p>
      )}

      {query && hits.length > 0 && (
        <>
          <p className="search-page__summary" role="status">
            {hits.length === RESULTS_LIMIT ? `The first ${hits.length}` : hits.length} result{hits.length === 1 ? '' : 's'} for{' '}
            <q className="search-page__query">{query}</q>
          </p>
          {groups.map(({ kind, hits: groupHits }) => (
            <section key={kind} aria-labelledby={`results-${kind}`} className="search-results">
              <h2 id={`results-${kind}`} className="section-title">
                {GROUP_HEADINGS[kind]} <span className="search-results__count">({groupHits.length})</span>
              </h2>
              <ul className="search-results__list">
                {groupHits.map((hit) => (
                  <li key={`${hit.url}|${hit.title}`} className="search-results__item">
                    <Link href={hit.url} prefetch={false} className="search-results__title">{hit.title}</Link>
                    {hit.context && <p className="search-results__context">{hit.context}</p>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}

      {query && hits.length === 0 && (
        <div className="search-page__empty" role="status">
          <p>
            Nothing matched <q className="search-page__query">{query}</q>.
          </p>
          <p>Check the spelling, try fewer or more general words, or start from one of these:</p>
          <ul className="search-page__next">
            <li>
              <Link href={GUIDES.ProgrammeFinder.path} prefetch={false}>Programme Finder</Link>: every degree, by faculty and level
            </li>
            <li>
              <Link href={GUIDES.AdmissionHome.path} prefetch={false}>How to apply</Link>: the admission guide, step by step
            </li>
            <li>
              <Link href={GUIDES.ContactUs.path} prefetch={false}>Contact us</Link>: ask the university directly
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
