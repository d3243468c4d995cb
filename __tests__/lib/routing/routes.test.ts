/** @jest-environment node */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/middleware';
import { LANGUAGES, PREFIXED_LANGUAGES } from '@/lib/i18n/languages';
import {
  findPage,
  findRoute,
  hrefTo,
  ID_PATTERN,
  localHref,
  publicPathOfSegments,
  ROUTES,
  withPageQuery,
} from '@/lib/routing/routes';

const SPEC_ROUTES = [
  '/',
  '/NewsEvents',
  '/AboutUs',
  '/ContactUs',
  '/FacilitiesHome',
  '/AdmissionHome',
  '/Instruction',
  '/HelpDesk',
  '/EligibilityCriteria',
  '/FacHome',
  '/DeanMessage',
  '/DptHome',
  '/AdmHome',
  '/ProHome',
  '/Downloads',
  '/Events',
  '/Seminars',
  '/PEOS',
  '/PLOS',
  '/ChairmanMessage',
  '/DirectorMessage',
  '/MissionVision',
  '/Faculty',
  '/Programs',
  '/ResearchProjects',
  '/Publications',
  // docs/behaviour.md, Finding things
  '/ProgrammeFinder',
  '/search',
  // docs/behaviour.md, Offline: what the service worker shows for a page never opened
  '/offline',
  // The accessibility statement (issue 53), linked from every page's footer
  '/Accessibility',
];

const NO_BANNER = [
  '/',
  '/HelpDesk',
  '/FacilitiesHome',
  '/EligibilityCriteria',
  '/AdmissionHome',
  '/Instruction',
  '/NewsEvents',
  '/ContactUs',
  '/AboutUs',
  '/ProgrammeFinder',
  '/search',
  '/offline',
  '/Accessibility',
];

describe('the route list', () => {
  it('holds exactly the routes of the spec', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('shows the banner everywhere except on the pages the spec excludes', () => {
    expect(
      ROUTES.filter((route) => !route.banner)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...NO_BANNER].sort());
  });

  it('finds a route whatever the letter case', () => {
    expect(findRoute('/dpthome')?.path).toBe('/DptHome');
    expect(findRoute('/PROHOME')?.path).toBe('/ProHome');
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(findRoute('/Search')?.path).toBe('/search');
    expect(findRoute('/programmefinder')?.path).toBe('/ProgrammeFinder');
  });

  it('accepts ids of 1 to 64 letters, digits, - and _ only', () => {
    expect(ID_PATTERN.test('DEP-000025')).toBe(true);
    expect(ID_PATTERN.test('a'.repeat(64))).toBe(true);
    for (const bad of ['', 'a'.repeat(65), '../etc', 'DEP 1', '<b>', 'é'])
      expect(ID_PATTERN.test(bad)).toBe(false);
  });

  it('builds public links with the id as query parameter', () => {
    expect(hrefTo('/DptHome', 'DEP-000025')).toBe('/DptHome?id=DEP-000025');
  });
});

describe('the routes in each language', () => {
  it('finds a page in either language, with its canonical path', () => {
    expect(findPage('/ur/aboutus')).toMatchObject({
      lang: 'ur',
      canonical: '/ur/AboutUs',
      route: { path: '/AboutUs' },
    });
    expect(findPage('/UR')).toMatchObject({ lang: 'ur', canonical: '/ur', route: { path: '/' } });
    expect(findPage('/AboutUs')).toMatchObject({ lang: 'en', canonical: '/AboutUs' });
    expect(findPage('/en/AboutUs')).toBeUndefined();
    expect(findPage('/ur/nowhere')).toBeUndefined();
    expect(findPage('/urdu/AboutUs')).toBeUndefined();
  });

  it("makes the site's own links lead to the page's language, and nothing else", () => {
    expect(localHref('/DptHome?id=DEP-000025', 'ur')).toBe('/ur/DptHome?id=DEP-000025');
    expect(localHref('/', 'ur')).toBe('/ur');
    expect(localHref('/FacilitiesHome#hostel', 'ur')).toBe('/ur/FacilitiesHome#hostel');
    expect(localHref('/search?q=a', 'ur')).toBe('/ur/search?q=a');
    for (const other of [
      '/feed.xml',
      '/prospectus-placeholder.pdf',
      '/backend-image/a.jpg',
      'https://example.org/AboutUs',
      '//evil.example/AboutUs',
      '#main',
      'mailto:a@b.c',
    ]) {
      expect(localHref(other, 'ur')).toBe(other);
    }
    expect(localHref('/DptHome?id=DEP-000025', 'en')).toBe('/DptHome?id=DEP-000025');
  });

  it('names the public page of a route from its segments, as the language switch reads them', () => {
    expect(publicPathOfSegments([])).toBe('/');
    expect(publicPathOfSegments(['AboutUs'])).toBe('/AboutUs');
    expect(publicPathOfSegments(['(admission)', 'Instruction'])).toBe('/Instruction');
    expect(publicPathOfSegments(['department', 'DEP-000025', 'DptHome'])).toBe(
      '/DptHome?id=DEP-000025',
    );
    expect(publicPathOfSegments(['faculty', 'FAC-1', 'DeanMessage'])).toBe('/DeanMessage?id=FAC-1');
    // A department page under another kind's segment, the 404 page: home.
    expect(publicPathOfSegments(['faculty', 'X', 'DptHome'])).toBe('/');
    expect(publicPathOfSegments(['page-not-found'])).toBe('/');
  });

  it("keeps a page's own query on the switch: a search's words and the finder's filters, the id once", () => {
    expect(withPageQuery('/ur/search', new URLSearchParams('q=داخلہ'))).toBe(
      '/ur/search?q=%D8%AF%D8%A7%D8%AE%D9%84%DB%81',
    );
    expect(
      withPageQuery('/ProgrammeFinder', new URLSearchParams('level=BS&faculty=FAC-1&_rsc=abc')),
    ).toBe('/ProgrammeFinder?level=BS&faculty=FAC-1');
    expect(withPageQuery('/ur/DptHome?id=DEP-1', new URLSearchParams('id=DEP-1'))).toBe(
      '/ur/DptHome?id=DEP-1',
    );
    expect(withPageQuery('/ur', null)).toBe('/ur');
  });
});

describe('the middleware matcher', () => {
  // As Next itself reads the matcher (path-to-regexp, the file skip, the case).
  const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  const ID_ROUTES = ROUTES.filter((route) => route.internal).map((route) => route.path);

  // Every language of languages.json: a new one fails here until the matcher knows its prefix.
  const PREFIXES = PREFIXED_LANGUAGES.map((code) => LANGUAGES[code].prefix);

  it('skips every canonical public path in every language, so canonical hits never pay for the middleware', () => {
    expect(PREFIXES).toContain('/ur');
    for (const path of SPEC_ROUTES) {
      const query = ID_ROUTES.includes(path) ? '?id=DEP-000025' : '';
      expect([path, runsOn(`${path}${query}`)]).toEqual([path, false]);
      for (const prefix of PREFIXES) {
        const local = path === '/' ? prefix : `${prefix}${path}`;
        expect([local, runsOn(`${local}${query}`)]).toEqual([local, false]);
      }
    }
  });

  it('runs on the id routes without a good id, and on dotted paths, in every language', () => {
    for (const prefix of PREFIXES) {
      for (const path of [
        `${prefix}/DptHome`,
        `${prefix}/ProHome?id=a%20b`,
        `${prefix}/x.y`,
        `${prefix}/dpthome`,
      ]) {
        expect([path, runsOn(path)]).toEqual([path, true]);
      }
    }
  });

  it('runs on wrong-case paths, internal paths, unknown pages and id routes without a good id, not on files', () => {
    for (const path of [
      '/dpthome',
      '/FACHOME',
      '/department/DEP-1/DptHome',
      '/nowhere',
      '/DptHomeX',
      '/ur/dpthome',
      '/UR/AboutUs',
      '/en/AboutUs',
      '/en',
      '/ur/nowhere',
      '/ur/x.y',
      '/fr/AboutUs',
      '/DptHome',
      '/ur/ProHome',
      '/DptHome?id=',
      '/ur/Faculty?id=a%20b',
      '/Events?id=' + 'a'.repeat(65),
    ]) {
      expect([path, runsOn(path)]).toEqual([path, true]);
    }
    for (const path of [
      '/_next/static/chunks/main.js',
      '/logo.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/backend-image/x/y',
    ]) {
      expect([path, runsOn(path)]).toEqual([path, false]);
    }
    // The image optimiser, whose url it checks (issue 49, N20).
    expect(runsOn('/_next/image?url=%2Fx.png&w=64&q=75')).toBe(true);
  });

  it('runs on every internal path, dotted ones too (a dot made it skip them as files)', () => {
    for (const path of [
      '/department/zz.1.probe/DptHome',
      '/faculty/a.b/FacHome',
      '/programme/x.y.z/ProHome',
      '/department/DEP-1/DptHome.rsc',
      '/department/.well-known/DptHome',
      '/department/x',
      '/en/department/zz.1.probe/DptHome',
      '/ur/faculty/a.b/FacHome',
      '/x.y/programme/P/ProHome',
    ]) {
      expect(runsOn(path)).toBe(true);
    }
  });

  it('skips the route handlers: suggestions as typed never pay for it', () => {
    for (const path of ['/api/search', '/api/health', '/api/revalidate'])
      expect(runsOn(path)).toBe(false);
  });
});
