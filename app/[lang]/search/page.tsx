import type { Metadata } from 'next';
import Link from 'next/link';
import { Fragment } from 'react';
import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { SearchForm } from '@/components/search/search-form';
import { GUIDES } from '@/lib/content/guides';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import { pageDictionary } from '@/lib/i18n/server';
import { interleave, localizeHit, pluralForm } from '@/lib/i18n/templates';
import { localHref } from '@/lib/routing/routes';
import { groupByKind, normaliseQuery } from '@/lib/search/search-index';
import { siteIndex } from '@/lib/search/site-index';
import { pageMetadata } from '@/lib/seo/metadata';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

// /search?q= (docs/behaviour.md, /search): results grouped by kind, rendered on the server, usable
// without JavaScript. The query is shown only as text (React escapes it), cut to 100 characters.
// Everything the page writes is in its language; results lead to pages in that language, and the
// backend's names in them stay as sent (lang="en"), but the site's own pages are named in the
// page's language.

type SearchPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Results shown on the page, over all kinds. */
const RESULTS_LIMIT = 60;

function queryOf(params: Record<string, string | string[] | undefined>): string {
  const q = params.q;
  return normaliseQuery(Array.isArray(q) ? q[0] : q);
}

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const t = await pageDictionary();
  const query = queryOf(await searchParams);
  return pageMetadata(t, {
    title: query ? t.search.metaTitle(query) : t.search.title,
    description: t.search.metaDescription,
    path: '/search',
    // Result pages are for visitors, not for search engines' indexes.
    indexable: false,
  });
}

export default async function SearchPage({ searchParams }: SearchPageProps) {
  const t = await pageDictionary();
  const s = t.search;
  const sent = backendTextAttributes(t.lang);
  const query = queryOf(await searchParams);
  const index = query ? await siteIndex() : null;
  const hits = index ? index.search.search(query, RESULTS_LIMIT) : [];
  const groups = groupByKind(hits);
  // The visitor's own words, in whichever language they typed them.
  const quoted = (
    <q className="search-page__query" dir="auto">
      {query}
    </q>
  );
  const link = (path: string, label: string) => (
    <Link href={localHref(path, t.lang)} prefetch={false}>
      {label}
    </Link>
  );

  return (
    <div className="container page-content search-page">
      <PageBreadcrumbs t={t} path="/search" />
      <h1 className="page-title">{query ? s.resultsTitle : s.title}</h1>
      <SearchForm id="search-page-q" query={query} variant="page" t={t} />

      {index && !index.complete && (
        <p className="notice" role="note">
          {s.incomplete}
        </p>
      )}

      {!query && (
        <p className="lead-text">
          {interleave(s.intro, { link: link(GUIDES.ProgrammeFinder.path, s.finderLink) })}
        </p>
      )}

      {query && hits.length > 0 && (
        <>
          <p className="search-page__summary" role="status">
            {interleave(
              hits.length === RESULTS_LIMIT
                ? s.summaryFirst
                : pluralForm(t, s.summary, hits.length),
              {
                n: hits.length,
                q: quoted,
              },
            )}
          </p>
          {groups.map(({ kind, hits: groupHits }) => (
            <section key={kind} aria-labelledby={`results-${kind}`} className="search-results">
              <h2 id={`results-${kind}`} className="section-title">
                {s.groups[kind]} <span className="search-results__count">({groupHits.length})</span>
              </h2>
              <ul className="search-results__list">
                {groupHits.map((found) => {
                  const { hit, translated, context, separator } = localizeHit(found, t);
                  return (
                    <li key={`${hit.url}|${found.title}`} className="search-results__item">
                      <Link
                        href={localHref(hit.url, t.lang)}
                        prefetch={false}
                        className="search-results__title"
                        {...(translated ? {} : sent)}
                      >
                        {hit.title}
                      </Link>
                      {context.length > 0 && (
                        // The line keeps the page's alignment; the backend's words inside it run left to right.
                        <p className="search-results__context">
                          {context.map((piece, at) => (
                            <Fragment key={at}>
                              {at > 0 && separator}
                              {piece.sent ? <span {...sent}>{piece.text}</span> : piece.text}
                            </Fragment>
                          ))}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </>
      )}

      {query && hits.length === 0 && (
        <div className="search-page__empty" role="status">
          <p>{interleave(s.nothing, { q: quoted })}</p>
          <p>{s.help}</p>
          <ul className="search-page__next">
            {(
              [
                [GUIDES.ProgrammeFinder.path, s.next.finder],
                [GUIDES.AdmissionHome.path, s.next.apply],
                [GUIDES.ContactUs.path, s.next.contact],
              ] as const
            ).map(([path, { link: label, rest }]) => (
              <li key={path}>
                {link(path, label)}
                {rest}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
