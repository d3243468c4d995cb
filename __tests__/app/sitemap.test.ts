/** @jest-environment node */
import { JSDOM } from 'jsdom';
import { GET, dynamic } from '@/app/sitemap.xml/route';
import { GET as getPart, dynamic as partDynamic } from '@/app/sitemaps/[part]/route';
import { resetSiteIndex } from '@/lib/search/site-index';
import type { SiteWalk } from '@/lib/search/site-walk';
import {
  sitemapFiles,
  sitemapPartNumber,
  sitemapUrls,
  urlsetXml,
  type SitemapUrl,
} from '@/lib/seo/sitemap/documents';
import { newestDate, sitemapPages } from '@/lib/seo/sitemap/pages';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';
import { stubBackend, withNockBackend, type BackendReplies } from '../support/appapi';
import { inEveryLanguage, inLanguage } from '../support/languages';
import { aspNetDate } from './fixtures';

const SITE = 'https://www.kust.example.edu.pk';
const { logged } = withNockBackend({
  SITE_URL: SITE,
  DIRECTOR_MESSAGE_DEPT_IDS: 'DEP-000025',
  VC_MESSAGE_DEPT_ID: 'DEP-000099',
});

// The sitemap is the site index's walk: each test starts without one.
beforeEach(() => resetSiteIndex());

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const GENERAL_PAGES = [
  '/',
  '/NewsEvents',
  '/AboutUs',
  '/ContactUs',
  '/FacilitiesHome',
  '/AdmissionHome',
  '/Instruction',
  '/HelpDesk',
  '/EligibilityCriteria',
  '/ProgrammeFinder',
  '/Accessibility',
];
/** An academic department's pages, in its side menu's order. */
const academicPages = (id: string) =>
  [
    'DptHome',
    'ChairmanMessage',
    'MissionVision',
    'PEOS',
    'PLOS',
    'Faculty',
    'Programs',
    'Publications',
    'ResearchProjects',
    'Events',
    'Seminars',
    'Downloads',
  ].map((page) => `/${page}?id=${id}`);

/** A page's URL in every language, in the language table's order (English first). */
const everyLanguage = (path: string, site = SITE) => inEveryLanguage(path, site);
/** The alternates of every URL of a page: each language's URL (by its tag), then x-default (English). */
const alternatesOf = (path: string, site = SITE) => [
  ...LANGUAGE_CODES.map((code) => ({
    hreflang: LANGUAGES[code].tag,
    href: `${site}${inLanguage(path, code)}`,
  })),
  { hreflang: 'x-default', href: `${site}${inLanguage(path, DEFAULT_LANGUAGE)}` },
];

/** A backend with two faculties, two academic departments, two offices and three programmes. */
const WALK_REPLIES: BackendReplies = {
  FACULTY_GET: [
    { FACULTY_ID: 'FAC-000001', FACULTY_NAME: 'Faculty of Engineering' },
    { FACULTY_ID: 'FAC-000002', FACULTY_NAME: 'Faculty of Science' },
  ],
  FACULTY_PROGRAMS_GET: ({ ID }: Record<string, string>) =>
    ID === 'FAC-000001'
      ? [{ DPT_ID: 'DEP-000001', DeptTitle: 'Computer Science' }]
      : [{ DPT_ID: 'DEP-000003', DeptTitle: 'Physics' }],
  DPT_NAME_GET_ADMIN: [
    { DeptID: 'DEP-000025', DeptTitle: 'ORIC' },
    { DeptID: 'DEP-000030', DeptTitle: 'Transport Office' },
    // Listed under a faculty too: it stays academic, listed once.
    { DeptID: 'DEP-000001', DeptTitle: 'Computer Science' },
  ],
  DEPARTMENT_PROGRAMS_GET: () => [
    { PGM_ID: 'PGM-000011', PGM_TITLE: 'BS Computer Science', DeptID: 'DEP-000001' },
    { PGM_ID: 'PGM-000012', PGM_TITLE: 'MS Computer Science', DeptID: 'DEP-000001' },
    { PGM_ID: 'PGM-000031', PGM_TITLE: 'BS Physics', DeptID: 'DEP-000003' },
  ],
  FACULTY_GET_ALL: [],
  DPT_ABOUT_GET: [],
  DPT_EMP_GET: [],
  PROGRAM_GET_ALL: [],
};
const NEWS = [
  { NEWS_DATE: '2025-10-14T09:30:00', NEWS_TITLE: 'Third Convocation Held' },
  { NEWS_DATE: aspNetDate('2025-11-02'), NEWS_TITLE: 'Admissions Open' },
  { NEWS_DATE: 'soon', NEWS_TITLE: 'Undated Notice' },
];
const EVENTS = [
  { EVENT_DATE: '2999-01-01T00:00:00', EVENT_TITLE: 'Far Future Fair' },
  { EVENT_DATE: '2025-11-20T00:00:00', EVENT_TITLE: 'Science Fair' },
  { EVENT_DATE: '2025-09-01T00:00:00', EVENT_TITLE: 'Orientation' },
];

/** Every page the walk above leads to, in the sitemap's order (English paths). */
const ALL_PAGES = [
  ...GENERAL_PAGES,
  '/FacHome?id=FAC-000001',
  '/DeanMessage?id=FAC-000001',
  '/FacHome?id=FAC-000002',
  '/DeanMessage?id=FAC-000002',
  ...academicPages('DEP-000001'),
  ...academicPages('DEP-000003'),
  // DEP-000025 is in DIRECTOR_MESSAGE_DEPT_IDS, DEP-000030 is not.
  '/AdmHome?id=DEP-000025',
  '/DirectorMessage?id=DEP-000025',
  '/Faculty?id=DEP-000025',
  '/Downloads?id=DEP-000025',
  '/AdmHome?id=DEP-000030',
  '/Faculty?id=DEP-000030',
  '/Downloads?id=DEP-000030',
  '/ProHome?id=PGM-000011',
  '/ProHome?id=PGM-000012',
  '/ProHome?id=PGM-000031',
];

type ReadUrl = {
  loc: string;
  children: string[];
  lastmod?: string;
  changefreq?: string;
  priority?: string;
  alternates: Record<string, string>;
};

/** The document as XML; throws when it is not well-formed. */
function parse(text: string): Document {
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0)
    throw new Error(`not well-formed XML:\n${text.slice(0, 2000)}`);
  return document;
}

function readUrlset(text: string): ReadUrl[] {
  const document = parse(text);
  expect(document.documentElement.localName).toBe('urlset');
  expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
  return [...document.documentElement.children].map((url) => {
    const children = [...url.children];
    const text = (name: string) =>
      children.find((child) => child.namespaceURI === SITEMAP_NS && child.localName === name)
        ?.textContent ?? undefined;
    return {
      loc: text('loc') as string,
      lastmod: text('lastmod'),
      changefreq: text('changefreq'),
      priority: text('priority'),
      children: children.map((child) =>
        child.namespaceURI === XHTML_NS ? `xhtml:${child.localName}` : child.localName,
      ),
      alternates: Object.fromEntries(
        children
          .filter(
            (child) =>
              child.namespaceURI === XHTML_NS &&
              child.localName === 'link' &&
              child.getAttribute('rel') === 'alternate',
          )
          .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ),
    };
  });
}

function readIndex(text: string): { loc: string; lastmod?: string }[] {
  const document = parse(text);
  expect(document.documentElement.localName).toBe('sitemapindex');
  expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
  return [...document.documentElement.children].map((sitemap) => ({
    loc: sitemap.getElementsByTagName('loc')[0]?.textContent ?? '',
    lastmod: sitemap.getElementsByTagName('lastmod')[0]?.textContent ?? undefined,
  }));
}

const partRequest = (part: string) =>
  getPart(new Request(`${SITE}/sitemaps/${part}`), { params: Promise.resolve({ part }) });

describe('/sitemap.xml', () => {
  it('is written at build time and kept like a page (ISR), as are its parts', () => {
    expect(dynamic).toBe('force-static');
    expect(partDynamic).toBe('force-static');
  });

  it("lists every page without id and every page the side menus lead to (each faculty's, academic department's, office's, programme's) in every language, under SITE_URL", async () => {
    const calls = stubBackend({ ...WALK_REPLIES, HOME_NEWS_GET_ALL: NEWS, HOME_EVENT_GET: EVENTS });
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const urls = readUrlset(await response.text());

    // Each page in every language (English first), each URL naming all of them (and English as
    // x-default). The VC message's office (VC_MESSAGE_DEPT_ID) is unknown to the backend here: not listed.
    expect(LANGUAGE_CODES[0]).toBe(DEFAULT_LANGUAGE);
    expect(urls.map((url) => url.loc)).toEqual(ALL_PAGES.flatMap((path) => everyLanguage(path)));
    const count = LANGUAGE_CODES.length;
    for (const [at, path] of ALL_PAGES.entries()) {
      const alternates = Object.fromEntries(
        alternatesOf(path).map(({ hreflang, href }) => [hreflang, href]),
      );
      expect(Object.keys(alternates)).toHaveLength(count + 1);
      for (let n = 0; n < count; n += 1)
        expect(urls[count * at + n]?.alternates).toEqual(alternates);
    }
    // Nothing but the walk and the two cached replies that date the news pages.
    expect([...new Set(calls.map((call) => call.fn))].sort()).toEqual(
      [...Object.keys(WALK_REPLIES), 'HOME_NEWS_GET_ALL', 'HOME_EVENT_GET'].sort(),
    );
  });

  it("writes each URL's elements in the schema's order: loc, lastmod, changefreq, priority, then the alternates", async () => {
    stubBackend({ ...WALK_REPLIES, HOME_NEWS_GET_ALL: NEWS, HOME_EVENT_GET: EVENTS });
    const urls = readUrlset(await (await GET()).text());
    // One alternate per language, and x-default.
    const withLastmod = [
      'loc',
      'lastmod',
      'changefreq',
      'priority',
      ...Array<string>(LANGUAGE_CODES.length + 1).fill('xhtml:link'),
    ];
    for (const url of urls) {
      expect(url.children).toEqual(
        url.lastmod === undefined ? withLastmod.filter((name) => name !== 'lastmod') : withLastmod,
      );
      expect(Number(url.priority)).toBeGreaterThanOrEqual(0);
      expect(Number(url.priority)).toBeLessThanOrEqual(1);
    }
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(byLoc.get(`${SITE}/`)).toMatchObject({ priority: '1.0', changefreq: 'daily' });
    expect(byLoc.get(`${SITE}/AboutUs`)).toMatchObject({ priority: '0.7', changefreq: 'weekly' });
    expect(byLoc.get(`${SITE}/DptHome?id=DEP-000001`)).toMatchObject({ priority: '0.8' });
    expect(byLoc.get(`${SITE}/PEOS?id=DEP-000001`)).toMatchObject({ priority: '0.6' });
    expect(byLoc.get(`${SITE}/AdmHome?id=DEP-000025`)).toMatchObject({ priority: '0.5' });
    expect(byLoc.get(`${SITE}/Faculty?id=DEP-000025`)).toMatchObject({ priority: '0.3' });
  });

  it("dates the home page and /NewsEvents by the newest news (and the home's events) not after today, and no other page", async () => {
    stubBackend({ ...WALK_REPLIES, HOME_NEWS_GET_ALL: NEWS, HOME_EVENT_GET: EVENTS });
    const urls = readUrlset(await (await GET()).text());
    const dated = Object.fromEntries(
      urls.filter((url) => url.lastmod).map((url) => [url.loc, url.lastmod]),
    );
    // The home: Science Fair (20 Nov) beats the newest news (2 Nov); the far future fair is left out.
    expect(dated).toEqual(
      Object.fromEntries([
        ...everyLanguage('/').map((loc) => [loc, '2025-11-20']),
        ...everyLanguage('/NewsEvents').map((loc) => [loc, '2025-11-02']),
      ]),
    );
  });

  it('still lists the pages without id, undated, when the backend fails', async () => {
    stubBackend({});
    const urls = readUrlset(await (await GET()).text());
    expect(urls.map((url) => url.loc)).toEqual(
      GENERAL_PAGES.flatMap((path) => everyLanguage(path)),
    );
    expect(urls.filter((url) => url.lastmod)).toEqual([]);
    expect(logged().some((line) => line.startsWith('API Request failed: '))).toBe(true);
  });

  it('has no parts while everything fits in one file: /sitemaps/N.xml answers 404', async () => {
    stubBackend({ ...WALK_REPLIES, HOME_NEWS_GET_ALL: NEWS, HOME_EVENT_GET: EVENTS });
    for (const part of ['1.xml', '2.xml', '0.xml', '01.xml', 'x.xml', '1'])
      expect((await partRequest(part)).status).toBe(404);
  });

  it('becomes an index of parts that answer (and 404 outside the range) once it holds more URLs than a file may', async () => {
    stubBackend({ ...WALK_REPLIES, HOME_NEWS_GET_ALL: NEWS, HOME_EVENT_GET: EVENTS });
    const everything = readUrlset(await (await GET()).text()).map((url) => url.loc);
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/lib/seo/sitemap/documents', () => ({
        ...jest.requireActual('@/lib/seo/sitemap/documents'),
        SITEMAP_LIMITS: { urls: 25, bytes: 52_428_800 },
      }));
      const { GET: root } = await import('@/app/sitemap.xml/route');
      const { GET: part } = await import('@/app/sitemaps/[part]/route');
      const index = readIndex(await (await root()).text());
      const count = Math.ceil(everything.length / 25);
      expect(index.map((entry) => entry.loc)).toEqual(
        Array.from({ length: count }, (_, at) => `${SITE}/sitemaps/${at + 1}.xml`),
      );
      // The first part holds the home page: its date.
      expect(index[0]?.lastmod).toBe('2025-11-20');
      expect(index[count - 1]?.lastmod).toBeUndefined();
      const listed: string[] = [];
      for (let n = 1; n <= count; n += 1) {
        const response = await part(new Request(`${SITE}/sitemaps/${n}.xml`), {
          params: Promise.resolve({ part: `${n}.xml` }),
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
        const urls = readUrlset(await response.text());
        expect(urls.length).toBeLessThanOrEqual(25);
        listed.push(...urls.map((url) => url.loc));
      }
      expect(listed).toEqual(everything);
      const beyond = await part(new Request(`${SITE}/sitemaps/${count + 1}.xml`), {
        params: Promise.resolve({ part: `${count + 1}.xml` }),
      });
      expect(beyond.status).toBe(404);
    });
  });
});

const walk = (parts: Partial<SiteWalk>): SiteWalk => ({
  faculties: [],
  departments: [],
  programmes: [],
  people: [],
  ...parts,
});
const OPTIONS = { directorMessageDeptIds: ['DEP-000025'], vcMessageDeptId: 'DEP-000040' };
const idPages = (pages: { href: string }[]) =>
  pages.map((page) => page.href).filter((href) => href.includes('?id='));

describe('the pages of the sitemap (sitemapPages)', () => {
  it("lists an academic department's twelve pages, as its side menu does", () => {
    const pages = sitemapPages(
      walk({
        departments: [{ id: 'DEP-000001', title: 'CS', facultyId: 'FAC-000001', description: '' }],
      }),
      OPTIONS,
    );
    expect(idPages(pages)).toEqual(academicPages('DEP-000001'));
  });

  it("lists an office's About, Team and Downloads, and its Director Message only when DIRECTOR_MESSAGE_DEPT_IDS names it", () => {
    const offices = walk({
      departments: [
        { id: 'DEP-000025', title: 'ORIC', facultyId: null, description: '' },
        { id: 'DEP-000030', title: 'Transport', facultyId: null, description: '' },
      ],
    });
    expect(idPages(sitemapPages(offices, OPTIONS))).toEqual([
      '/AdmHome?id=DEP-000025',
      '/DirectorMessage?id=DEP-000025',
      '/Faculty?id=DEP-000025',
      '/Downloads?id=DEP-000025',
      '/AdmHome?id=DEP-000030',
      '/Faculty?id=DEP-000030',
      '/Downloads?id=DEP-000030',
    ]);
  });

  it("lists the Vice Chancellor's message (the admission menu's link) when its office is known, once", () => {
    const vc = walk({
      departments: [
        { id: 'DEP-000040', title: 'VC Secretariat', facultyId: null, description: '' },
      ],
    });
    expect(idPages(sitemapPages(vc, { ...OPTIONS, directorMessageDeptIds: [] }))).toEqual([
      '/AdmHome?id=DEP-000040',
      '/Faculty?id=DEP-000040',
      '/Downloads?id=DEP-000040',
      '/DirectorMessage?id=DEP-000040',
    ]);
    expect(
      idPages(sitemapPages(vc, { ...OPTIONS, directorMessageDeptIds: ['DEP-000040'] })).filter(
        (href) => href.startsWith('/DirectorMessage'),
      ),
    ).toEqual(['/DirectorMessage?id=DEP-000040']);
  });

  it("lists each faculty's home and dean message and each programme's home, never /search, /offline nor an id that is not well-formed", () => {
    const pages = sitemapPages(
      walk({
        faculties: [
          { id: 'FAC-000001', name: 'Engineering', description: '' },
          { id: 'FAC <1>&', name: 'Bad', description: '' },
        ],
        programmes: [
          {
            id: 'PGM-000001',
            title: 'BS CS',
            departmentId: 'DEP-000001',
            description: '',
            level: null,
          },
        ],
      }),
      OPTIONS,
    );
    const hrefs = pages.map((page) => page.href);
    expect(idPages(pages)).toEqual([
      '/FacHome?id=FAC-000001',
      '/DeanMessage?id=FAC-000001',
      '/ProHome?id=PGM-000001',
    ]);
    expect(hrefs).toEqual([
      ...GENERAL_PAGES,
      '/FacHome?id=FAC-000001',
      '/DeanMessage?id=FAC-000001',
      '/ProHome?id=PGM-000001',
    ]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('dates a page only when given a date for it', () => {
    const pages = sitemapPages(walk({}), { ...OPTIONS, lastmod: { '/NewsEvents': '2025-11-02' } });
    expect(pages.filter((page) => page.lastmod)).toEqual([
      { href: '/NewsEvents', priority: 0.7, changefreq: 'daily', lastmod: '2025-11-02' },
    ]);
  });
});

describe('lastmod from the backend dates (newestDate)', () => {
  const now = new Date(2025, 10, 25, 12);
  it('is the newest date not after now, as a W3C date, whatever form the backend sends it in', () => {
    expect(newestDate(['2025-10-14T09:30:00', aspNetDate('2025-11-02'), '2025-11-24'], now)).toBe(
      '2025-11-24',
    );
    expect(
      newestDate(['2025-10-14', '2025-12-01T00:00:00', 'soon', null, undefined, ''], now),
    ).toBe('2025-10-14');
  });
  it('is nothing when no date is usable', () => {
    expect(newestDate([], now)).toBeUndefined();
    expect(newestDate(['soon', null, '2026-01-01'], now)).toBeUndefined();
  });
});

describe('the XML (urlsetXml, sitemapFiles)', () => {
  const pages = [
    { href: '/', priority: 1, changefreq: 'daily' as const, lastmod: '2025-11-20' },
    { href: '/AboutUs', priority: 0.7, changefreq: 'weekly' as const },
    { href: '/DptHome?id=DEP-000001', priority: 0.8, changefreq: 'weekly' as const },
    { href: '/NewsEvents', priority: 0.7, changefreq: 'daily' as const, lastmod: '2025-11-02' },
    { href: '/ProHome?id=PGM-000001', priority: 0.8, changefreq: 'weekly' as const },
  ];
  const urls = sitemapUrls(pages, SITE);

  it('escapes what it writes: an & in SITE_URL is &amp; in every loc and href, and reads back as the URL', () => {
    const odd = 'https://host.example/kust?a=1&b=<2>';
    const text = urlsetXml(
      sitemapUrls([{ href: '/AboutUs', priority: 0.7, changefreq: 'weekly' }], odd),
    );
    expect(text).toContain('<loc>https://host.example/kust?a=1&amp;b=&lt;2&gt;/AboutUs</loc>');
    for (const code of LANGUAGE_CODES) {
      expect(text).toContain(
        `href="https://host.example/kust?a=1&amp;b=&lt;2&gt;${inLanguage('/AboutUs', code)}"`,
      );
    }
    expect(readUrlset(text).map((url) => url.loc)).toEqual(everyLanguage('/AboutUs', odd));
  });

  it('is one urlset while the URLs fit in one file', () => {
    expect(urls).toHaveLength(pages.length * LANGUAGE_CODES.length);
    const files = sitemapFiles(urls, SITE, { urls: urls.length, bytes: 1_000_000 });
    expect(files.parts).toEqual([]);
    expect(readUrlset(files.root).map((url) => url.loc)).toEqual(urls.map((url) => url.loc));
  });

  it('is an index of parts of at most `urls` URLs each, each part dated by its newest page', () => {
    // Two pages (each in every language) per part.
    const perPage = LANGUAGE_CODES.length;
    const files = sitemapFiles(urls, SITE, { urls: 2 * perPage, bytes: 1_000_000 });
    expect(readIndex(files.root)).toEqual([
      { loc: `${SITE}/sitemaps/1.xml`, lastmod: '2025-11-20' },
      { loc: `${SITE}/sitemaps/2.xml`, lastmod: '2025-11-02' },
      { loc: `${SITE}/sitemaps/3.xml`, lastmod: undefined },
    ]);
    const parts = files.parts.map((part) => readUrlset(part).map((url) => url.loc));
    expect(parts.map((part) => part.length)).toEqual([2 * perPage, 2 * perPage, perPage]);
    expect(parts.flat()).toEqual(urls.map((url) => url.loc));
  });

  it('is an index of parts of at most `bytes` bytes each', () => {
    const whole = Buffer.byteLength(urlsetXml(urls));
    const bytes = Math.ceil(whole * 0.6);
    const files = sitemapFiles(urls, SITE, { urls: 50_000, bytes });
    expect(files.parts.length).toBeGreaterThan(1);
    for (const part of files.parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(bytes);
    expect(files.parts.flatMap((part) => readUrlset(part).map((url) => url.loc))).toEqual(
      urls.map((url) => url.loc),
    );
    // The dates of the index are those of the parts' pages.
    expect(readIndex(files.root).map((entry) => entry.lastmod)).toContain('2025-11-20');
  });

  it('names parts by number only', () => {
    expect(
      ['1.xml', '12.xml', '0.xml', '01.xml', '1.XML', '1', 'a.xml', '1.xml.gz'].map(
        sitemapPartNumber,
      ),
    ).toEqual([1, 12, null, null, null, null, null, null]);
  });

  it('gives each URL every language and x-default (English) as alternates', () => {
    const byLoc = new Map<string, SitemapUrl>(urls.map((url) => [url.loc, url]));
    const path = '/DptHome?id=DEP-000001';
    const alternates = alternatesOf(path);
    expect(alternates).toHaveLength(LANGUAGE_CODES.length + 1);
    expect(alternates[0]).toEqual({ hreflang: 'en', href: `${SITE}${path}` });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${SITE}${path}` });
    for (const loc of everyLanguage(path)) expect(byLoc.get(loc)?.alternates).toEqual(alternates);
  });
});
