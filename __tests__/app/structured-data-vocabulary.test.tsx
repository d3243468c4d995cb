/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import nock from 'nock';
import type { ReactElement } from 'react';
import HomePage from '@/app/[lang]/page';
import ProgrammeFinderPage from '@/app/[lang]/ProgrammeFinder/page';
import EventsPage from '@/app/[lang]/department/[id]/Events/page';
import SeminarsPage from '@/app/[lang]/department/[id]/Seminars/page';
import ProHomePage from '@/app/[lang]/programme/[id]/ProHome/page';
import { ALL_DEPARTMENTS } from '@/lib/demo-api/data/departments';
import { eventRows, seminarRows } from '@/lib/demo-api/data/department-updates';
import { PROGRAMMES } from '@/lib/demo-api/data/programmes';
import { DEMO_API_KEY, handleDemoRequest } from '@/lib/demo-api/handler';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { LANGUAGE_CODES, type Language } from '@/lib/i18n/languages';
import { localHref } from '@/lib/routing/routes';
import { resetSiteIndex } from '@/lib/search/site-index';
import { TEST_ORIGIN, withNockBackend } from '../support/appapi';
import { setPageLanguage } from '../support/root-params';
import { idProps, renderHtml } from '../support/render';
import { schemaOrg, schemaOrgProblems } from '../support/schema-org';

// Every JSON-LD block of every page that writes one, in every language, for the whole demo data
// set, checked against the schema.org vocabulary file (not a list typed here).

jest.mock('@/components/home/hero-slider', () => ({ HeroSlider: () => null }));

const SITE = 'https://www.kust.example.edu.pk';
withNockBackend({ SITE_URL: SITE, APPAPI_KEY: DEMO_API_KEY, APPAPI_TIMEOUT_MS: '5000' });

beforeEach(() => {
  resetSiteIndex();
  // The demo backend answers, as the real one would, behind the same client.
  nock(TEST_ORIGIN)
    .persist()
    .post(/\/AppAPI\.asmx\/\w+$/)
    .reply(async (uri, body) => {
      const reply = await handleDemoRequest(
        new Request(`http://demo${uri}`, {
          method: 'POST',
          body: String(body),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
      return [reply.status, await reply.text()];
    });
});

const withEvents = ALL_DEPARTMENTS.filter((department) => eventRows(department.id).length > 0).map(
  (department) => department.id,
);
const withSeminars = ALL_DEPARTMENTS.filter(
  (department) => seminarRows(department.id).length > 0,
).map((department) => department.id);

/** Each page file that writes JSON-LD, and the pages of it rendered here. */
const PAGES: Record<string, { name: string; render: () => Promise<ReactElement> }[]> = {
  'app/[lang]/page.tsx': [{ name: '/', render: () => HomePage() }],
  'app/[lang]/ProgrammeFinder/page.tsx': [
    {
      name: '/ProgrammeFinder',
      render: () => ProgrammeFinderPage({ searchParams: Promise.resolve({}) }),
    },
  ],
  'app/[lang]/programme/[id]/ProHome/page.tsx': PROGRAMMES.map((programme) => ({
    name: `/ProHome?id=${programme.id}`,
    render: () => ProHomePage(idProps(programme.id)),
  })),
  'app/[lang]/department/[id]/Events/page.tsx': withEvents.map((id) => ({
    name: `/Events?id=${id}`,
    render: () => EventsPage(idProps(id)),
  })),
  'app/[lang]/department/[id]/Seminars/page.tsx': withSeminars.map((id) => ({
    name: `/Seminars?id=${id}`,
    render: () => SeminarsPage(idProps(id)),
  })),
};

/** The page files under app/ that import the JSON-LD builders or the component that writes them. */
function pageFilesWritingJsonLd(dir = 'app'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFilesWritingJsonLd(file);
    return entry.name === 'page.tsx' &&
      /from '@\/(lib\/seo\/json-ld\/[a-z-]+|components\/content\/json-ld)'/.test(
        readFileSync(file, 'utf8'),
      )
      ? [file]
      : [];
  });
}

/** Every JSON-LD document of a rendered page, breadcrumbs' BreadcrumbList included. */
function documentsOf(view: ReturnType<typeof renderHtml>): unknown[] {
  return [...view.document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? 'null'),
  );
}

it('renders every page file that writes JSON-LD', () => {
  expect(Object.keys(PAGES).sort()).toEqual(pageFilesWritingJsonLd().sort());
  for (const pages of Object.values(PAGES)) expect(pages.length).toBeGreaterThan(0);
});

it('reads the schema.org vocabulary from the package', () => {
  const { classes, properties } = schemaOrg();
  expect(classes.size).toBeGreaterThan(800);
  expect(properties.size).toBeGreaterThan(1400);
  // Guards the check itself: it must refuse what schema.org refuses, and pass what it allows.
  expect(
    schemaOrgProblems({
      '@context': 'https://schema.org',
      '@type': 'CollegeOrUniversity',
      name: 'U',
      inLanguage: 'en',
    }).problems,
  ).toEqual([
    expect.stringMatching(
      /^\$\.inLanguage: schema\.org does not define inLanguage on CollegeOrUniversity/,
    ),
  ]);
  expect(
    schemaOrgProblems({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'E',
      inLanguage: 'en',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', postalCode: '76200' } },
      organizer: {
        '@type': 'CollegeOrUniversity',
        name: 'U',
        parentOrganization: { '@type': 'Organization', name: 'P' },
      },
    }).problems,
  ).toEqual([]);
  expect(
    schemaOrgProblems([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        eventStatus: 'https://schema.org/Thursday',
        organizer: { '@type': 'PostalAddress' },
        venue: 'Hall',
        location: { '@type': 'Venue' },
      },
    ]).problems,
  ).toEqual([
    '$[0].eventStatus: https://schema.org/Thursday is no member of EventStatusType',
    '$[0].organizer: a PostalAddress where schema.org expects Organization or Person',
    '$[0].venue: venue is not a schema.org property',
    '$[0].location: @type Venue is not a schema.org type',
  ]);
  // An Action's input annotation (schema.org/docs/actions.html): on an Action's own property only.
  const searchAction = {
    '@type': 'SearchAction',
    target: 'https://u.example/search?q={q}',
    'query-input': 'required name=q',
  };
  expect(
    schemaOrgProblems({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'U',
      potentialAction: searchAction,
    }).problems,
  ).toEqual([]);
  expect(
    schemaOrgProblems({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'U',
      'query-input': 'required name=q',
      potentialAction: { ...searchAction, 'venue-input': 'x' },
    }).problems,
  ).toEqual([
    '$.query-input: query-input annotates no property of WebSite',
    '$.potentialAction.venue-input: venue-input annotates no property of SearchAction',
  ]);
});

describe.each(LANGUAGE_CODES.map((lang) => [lang]))(
  'every JSON-LD the %s pages write',
  (lang: Language) => {
    it('is schema.org (known types, only properties defined for them), Events with url, status and place, posts as Articles, the address in its fields, the site and its search', async () => {
      setPageLanguage(lang);
      const problems: string[] = [];
      const types = new Set<string>();
      const events: { page: string; event: Record<string, unknown> }[] = [];
      const posts: { page: string; post: Record<string, unknown> }[] = [];
      const universities: unknown[] = [];
      const sites: unknown[] = [];
      for (const pages of Object.values(PAGES)) {
        for (const page of pages) {
          for (const document of documentsOf(renderHtml(await page.render()))) {
            const result = schemaOrgProblems(document);
            problems.push(...result.problems.map((problem) => `${page.name}: ${problem}`));
            for (const [type] of result.checked) types.add(type);
            for (const node of [document].flat() as Record<string, unknown>[]) {
              if (node['@type'] === 'Event') events.push({ page: page.name, event: node });
              if (node['@type'] === 'Article') posts.push({ page: page.name, post: node });
              if (node['@type'] === 'CollegeOrUniversity') universities.push(node);
              if (node['@type'] === 'WebSite') sites.push(node);
            }
          }
        }
      }
      expect(problems).toEqual([]);
      // CONTACT_ADD: 'Kirthar University of Science & Technology, Kirthar Road, Dadu 76200, Sindh, Pakistan'.
      const address = {
        '@type': 'PostalAddress',
        streetAddress: 'Kirthar Road',
        addressLocality: 'Dadu',
        addressRegion: 'Sindh',
        postalCode: '76200',
        addressCountry: 'PK',
      };
      expect(universities).toEqual([
        expect.objectContaining({ name: 'Kirthar University of Science & Technology', address }),
      ]);
      // Events are the home page's (HOME_EVENT_GET dates the event itself); a department's events
      // and seminars are posts, dated when posted (CREATE_DATE), never Events (issue 36).
      expect(events.length).toBeGreaterThan(0);
      expect(new Set(events.map(({ page }) => page))).toEqual(new Set(['/']));
      expect(posts.length).toBeGreaterThan(20);
      for (const { page, post } of posts) {
        expect(page).toMatch(/^\/(Events|Seminars)\?id=/);
        expect(post).toMatchObject({
          url: `${SITE}${localHref(page, lang)}`,
          headline: expect.any(String),
          datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
        expect(post).not.toHaveProperty('startDate');
        expect(post).not.toHaveProperty('endDate');
      }
      // The site in the page's language, its search as the action.
      const prefix = lang === 'en' ? '' : `/${lang}`;
      expect(sites).toEqual([
        expect.objectContaining({
          name: DICTIONARIES[lang].site.name,
          url: `${SITE}${prefix || '/'}`,
          inLanguage: lang,
          potentialAction: expect.objectContaining({
            target: expect.objectContaining({
              urlTemplate: `${SITE}${prefix}/search?q={search_term_string}`,
            }),
          }),
        }),
      ]);
      // Every event of the demo data, with what a search engine needs of it; the demo backend sends no end.
      for (const { page, event } of events) {
        expect(event).toMatchObject({
          url: `${SITE}${localHref(page, lang)}`,
          eventStatus: 'https://schema.org/EventScheduled',
          startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          location: {
            '@type': 'Place',
            name: 'Kirthar University of Science & Technology',
            address,
          },
        });
        expect(event).not.toHaveProperty('endDate');
      }
      // What was checked: every kind the site writes, nested ones included.
      expect([...types].sort()).toEqual(
        expect.arrayContaining([
          'Article',
          'BreadcrumbList',
          'CollegeOrUniversity',
          'EducationalOccupationalProgram',
          'EntryPoint',
          'Event',
          'ItemList',
          'ListItem',
          'Organization',
          'Place',
          'PostalAddress',
          'SearchAction',
          'WebSite',
        ]),
      );
    }, 60_000);
  },
);
