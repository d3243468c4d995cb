/** @jest-environment node */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from '@/middleware';
import { findRoute, hrefTo, ID_PATTERN, ROUTES } from '@/lib/routes';

const SPEC_ROUTES = [
  '/', '/NewsEvents', '/AboutUs', '/ContactUs', '/FacilitiesHome', '/AdmissionHome', '/Instruction', '/HelpDesk',
  '/EligibilityCriteria', '/FacHome', '/DeanMessage', '/DptHome', '/AdmHome', '/ProHome', '/Downloads', '/Events',
  '/Seminars', '/PEOS', '/PLOS', '/ChairmanMessage', '/DirectorMessage', '/MissionVision', '/Faculty', '/Programs',
  '/ResearchProjects', '/Publications',
  // Finding things (CONTRACT.md)
  '/ProgrammeFinder', '/search',
];

const NO_BANNER = ['/', '/HelpDesk', '/FacilitiesHome', '/EligibilityCriteria', '/AdmissionHome', '/Instruction', '/NewsEvents', '/ContactUs', '/AboutUs', '/ProgrammeFinder', '/search'];

describe('the route list', () => {
  it('holds exactly the routes of the spec', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_ROUTES].sort());
  });

  it('shows the banner everywhere except on the pages the spec excludes', () => {
    expect(ROUTES.filter((route) => !route.banner).map((route) => route.path).sort()).toEqual([...NO_BANNER].sort());
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
    for (const bad of ['', 'a'.repeat(65), '../etc', 'DEP 1', '<b>', 'é']) expect(ID_PATTERN.test(bad)).toBe(false);
  });

  it('builds public links with the id as query parameter', () => {
    expect(hrefTo('/DptHome', 'DEP-000025')).toBe('/DptHome?id=DEP-000025');
  });
});

describe('the middleware matcher', () => {
  // As Next itself reads the matcher (path-to-regexp, the file skip, the case).
  const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it('skips every canonical public path, so canonical hits never pay for the middleware', () => {
    for (const path of SPEC_ROUTES) expect(runsOn(path)).toBe(false);
    expect(runsOn('/DptHome?id=DEP-000025')).toBe(false);
  });

  it('runs on wrong-case paths, internal paths and unknown pages, not on files', () => {
    for (const path of ['/dpthome', '/FACHOME', '/department/DEP-1/DptHome', '/nowhere', '/DptHomeX']) {
      expect(runsOn(path)).toBe(true);
    }
    for (const path of ['/_next/static/chunks/main.js', '/logo.svg', '/robots.txt']) expect(runsOn(path)).toBe(false);
  });

  it('runs on every internal path, dotted ones too (a dot made it skip them as files)', () => {
    for (const path of [
      '/department/zz.1.probe/DptHome',
      '/faculty/a.b/FacHome',
      '/programme/x.y.z/ProHome',
      '/department/DEP-1/DptHome.rsc',
      '/department/.well-known/DptHome',
      '/department/x',
    ]) {
      expect(runsOn(path)).toBe(true);
    }
  });

  it('skips the route handlers: suggestions as typed never pay for it', () => {
    for (const path of ['/api/search', '/api/health', '/api/revalidate']) expect(runsOn(path)).toBe(false);
  });
});
