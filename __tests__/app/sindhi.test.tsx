/** @jest-environment node */
import { within } from '@testing-library/dom';
import type { ReactElement } from 'react';
import { NextRequest } from 'next/server';
import { useSearchParams, useSelectedLayoutSegments } from 'next/navigation';
import RootLayout, { generateMetadata as rootMetadata } from '@/app/[lang]/layout';
import FacilitiesHomePage, {
  generateMetadata as facilitiesMetadata,
} from '@/app/[lang]/FacilitiesHome/page';
import DptHomePage, {
  generateMetadata as dptHomeMetadata,
} from '@/app/[lang]/department/[id]/DptHome/page';
import FacultyPage, {
  generateMetadata as facultyMetadata,
} from '@/app/[lang]/department/[id]/Faculty/page';
import SearchPage from '@/app/[lang]/search/page';
import { GET as searchApi } from '@/app/api/search/route';
import GlobalNotFound, { metadata as globalNotFoundMetadata } from '@/app/global-not-found';
import { BRAND } from '@/lib/content/brand';
import { dateChip, formatEventDate, formatNewsDate } from '@/lib/i18n/format';
import { guidePage } from '@/lib/content/guides';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { LANGUAGES } from '@/lib/i18n/languages';
import { sd } from '@/lib/i18n/sd';
import { ur } from '@/lib/i18n/ur';
import { fill } from '@/lib/i18n/templates';
import { formatSavedAt } from '@/lib/offline/saved-copy';
import { resetSiteIndex } from '@/lib/search/site-index';
import { stubBackend, withNockBackend, type BackendReplies } from '../support/appapi';
import { idProps, renderHtml } from '../support/render';
import { setPageLanguage } from '../support/root-params';
import {
  ADMIN_DEPT_ID,
  DEPT_ID,
  SEARCH_ROWS,
  bannerTitle,
  contact,
  departmentAbout,
} from './fixtures';
import { linksIn, menuOutline, shownText } from './helpers';

// The Sindhi site (/sd/…) through what visitors, search engines and the search field see. Its
// words are read from the `sd` dictionary, never written here: the dictionary's wording is
// still being edited. What stays fixed is tested as such: Sindhi's letters (not Urdu's), the
// language table's own names ('English', 'اردو', 'سنڌي'), ICU's Sindhi month names.

// The language switch reads the page from the router's segments (null outside the app router).
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useSelectedLayoutSegments: jest.fn(() => null),
  useSearchParams: jest.fn(() => null),
}));

const MAP = 'https://maps.example.org/embed?q=KUST%20Dadu';
withNockBackend({ MAP_EMBED_URL: MAP });

beforeEach(() => {
  resetSiteIndex();
  jest.mocked(useSelectedLayoutSegments).mockReturnValue(null as unknown as string[]);
  jest
    .mocked(useSearchParams)
    .mockReturnValue(null as unknown as ReturnType<typeof useSearchParams>);
});

/** Letters Urdu writes where Sindhi writes ي, ه (ی ہ ے ۃ), and two Urdu words Sindhi writes ۽ and ۾ for. */
const URDU_ONLY = /[\u06CC\u06C1\u06D2\u06C3]| اور | میں /u;

/** Arguments the dictionary's functions are called with: numbers, words and empty names, each in ASCII. */
const SAMPLE_ARGUMENTS = (arity: number): unknown[][] => [
  Array.from({ length: arity }, () => 'Computer Science'),
  Array.from({ length: arity }, () => ''),
  Array.from({ length: arity }, () => 1),
  Array.from({ length: arity }, () => 4000),
];

/** Every string a dictionary writes, with where: its values, nested, and what its functions return. */
function dictionaryStrings(value: unknown, at = 't'): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return SAMPLE_ARGUMENTS(Math.max(fn.length, 1)).flatMap((args) =>
      dictionaryStrings(fn(...args), `${at}(${args.map(String).join(', ')})`),
    );
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => dictionaryStrings(item, `${at}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => dictionaryStrings(item, `${at}.${key}`));
  return [];
}

describe('the Sindhi dictionary', () => {
  const strings = dictionaryStrings(sd);

  it("writes Sindhi's letters, never Urdu's (ی ہ ے ۃ) nor the Urdu words اور and میں, in any value or function's result", () => {
    // The walk reaches the whole dictionary, functions included: it is no empty check.
    expect(strings.length).toBeGreaterThan(400);
    expect(strings.filter(([at]) => at.includes('(')).length).toBeGreaterThan(100);
    // The same walk finds Urdu's letters in the Urdu dictionary: the check can see them.
    expect(dictionaryStrings(ur).filter(([, text]) => URDU_ONLY.test(text)).length).toBeGreaterThan(
      100,
    );
    expect(strings.filter(([, text]) => URDU_ONLY.test(text))).toEqual([]);
  });

  it('is a dictionary of its own, in Arabic script, not a copy of the Urdu or the English one', () => {
    expect(DICTIONARIES.sd).toBe(sd);
    expect(sd.lang).toBe('sd');
    for (const text of [
      sd.site.name,
      sd.nav.home,
      sd.facilities.heading,
      sd.pages['/FacilitiesHome'],
      sd.layout.switchLabel,
    ]) {
      expect(text).toMatch(/\p{Script=Arabic}/u);
    }
    expect(sd.site.name).not.toBe(ur.site.name);
    expect(sd.layout.switchLabel).not.toBe(ur.layout.switchLabel);
  });
});

/** The visible text of what the site writes on a page, without the backend's words (lang="en"). */
function ownText(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  copy.querySelectorAll('[lang="en"], script, style').forEach((element) => element.remove());
  return shownText(copy);
}

/** The element's language marks, as [lang, dir]. */
const marks = (element: Element | null | undefined) => [
  element?.getAttribute('lang') ?? null,
  element?.getAttribute('dir') ?? null,
];

async function renderSindhi(page: () => Promise<ReactElement>, replies: BackendReplies = {}) {
  setPageLanguage('sd');
  stubBackend(replies);
  return renderHtml(await page());
}

describe('/sd/FacilitiesHome', () => {
  it("heads the page with the Sindhi dictionary's title, and its tiles with its words", async () => {
    const view = await renderSindhi(FacilitiesHomePage);
    expect(view.getAllByRole('heading', { level: 1 }).map((heading) => shownText(heading))).toEqual(
      [sd.facilities.heading],
    );
    expect(sd.facilities.heading).not.toBe(ur.facilities.heading);
    expect(shownText(view.document.querySelector('.lead-text'))).toBe(
      sd.facilities.lead(BRAND.shortName),
    );
    const tiles = [...view.document.querySelectorAll('.tile')];
    expect(
      tiles.map((tile) => [
        tile.id,
        shownText(tile.querySelector('h2')),
        shownText(tile.querySelector('p')),
      ]),
    ).toEqual([
      ['library', sd.facilities.library.title, sd.facilities.library.text],
      ['transport', sd.facilities.transport.title, sd.facilities.transport.text],
      ['hostel', sd.facilities.hostel.title, sd.facilities.hostel.text],
      ['sports', sd.facilities.sports.title, sd.facilities.sports.text],
      ['scholarships', sd.facilities.scholarships.title, sd.facilities.scholarships.text],
      ['it-facilities', sd.facilities.itFacilities.title, sd.facilities.itFacilities.text],
    ]);
    expect(ownText(view.document.body)).not.toMatch(URDU_ONLY);
  });

  it('has its side menu and breadcrumbs in Sindhi, leading to the Sindhi pages', async () => {
    const view = await renderSindhi(FacilitiesHomePage);
    const menu = menuOutline(view.getByRole('navigation', { name: sd.menus.title })) as [
      string,
      string,
    ][];
    expect(menu).toEqual([
      [sd.menus.library, '/sd/FacilitiesHome#library'],
      [sd.menus.scholarship, '/sd/FacilitiesHome#scholarships'],
      [sd.menus.hostel, '/sd/FacilitiesHome#hostel'],
      [sd.menus.transport, '/sd/FacilitiesHome#transport'],
      [sd.menus.sports, '/sd/FacilitiesHome#sports'],
      [sd.menus.itFacilities, '/sd/FacilitiesHome#it-facilities'],
    ]);
    const trail = view.getByRole('navigation', { name: sd.breadcrumbs.label });
    expect([...trail.querySelectorAll('li')].map((crumb) => shownText(crumb))).toEqual([
      sd.breadcrumbs.home,
      sd.pages['/FacilitiesHome'],
    ]);
    expect(trail.querySelector('a')?.getAttribute('href')).toBe('/sd');
  });
});

describe('/sd/Faculty of an office', () => {
  it('is its Team in the menu, the heading, the tab, the trail and the empty table', async () => {
    const office = {
      DPT_EMP_GET: [],
      DPT_NAME_GET: [{ TITLE: 'Examinations', IsAcademic: '0' }],
      DPT_FACULTY_NAME_GET: bannerTitle('Examinations'),
    };
    const view = await renderSindhi(() => FacultyPage(idProps(ADMIN_DEPT_ID)), office);
    const menu = menuOutline(view.getByRole('navigation', { name: sd.menus.title })) as [
      string,
      string,
    ][];
    expect(menu).toContainEqual([sd.menus.team, `/sd/Faculty?id=${ADMIN_DEPT_ID}`]);
    expect(shownText(view.document.getElementById('faculty-heading'))).toBe(sd.department.team);
    expect(view.getByText(sd.fallback.teamTable)).toBeTruthy();
    const trail = view.getByRole('navigation', { name: sd.breadcrumbs.label });
    expect([...trail.querySelectorAll('li')].map(shownText)).toEqual([
      sd.breadcrumbs.home,
      'Examinations',
      sd.menus.team,
    ]);
    expect((await facultyMetadata(idProps(ADMIN_DEPT_ID))).title).toBe(
      `${sd.menus.team} – Examinations`,
    );
    expect(ownText(view.document.body)).not.toContain(sd.pages['/Faculty']);
  });
});

describe('/sd/DptHome', () => {
  const programmes = [
    { PGM_ID: 'PGM-1', PGM_TITLE: 'BS Computer Science', DeptID: DEPT_ID },
    { PGM_ID: 'PGM-2', PGM_TITLE: 'MS Computer Science', DeptID: DEPT_ID },
  ];
  const rows = {
    DPT_ABOUT_GET: [departmentAbout],
    DEPARTMENT_PROGRAMS_GET: programmes,
    DPT_FACULTY_NAME_GET: bannerTitle('Computer Science'),
  };

  it('writes its own words in Sindhi and the backend\'s as sent, in lang="en" dir="ltr"', async () => {
    const view = await renderSindhi(() => DptHomePage(idProps(DEPT_ID)), rows);
    // The banner: the department's name as the backend sent it.
    const [title] = view.getAllByRole('heading', { level: 1 });
    expect([shownText(title), ...marks(title)]).toEqual(['Computer Science', 'en', 'ltr']);

    const [about, offered] = view.getAllByRole('heading', { level: 2 });
    expect(about?.textContent).toBe(fill(sd.content.about, { name: 'Computer Science' }));
    expect(marks(about)).toEqual([null, null]);
    expect(marks(about?.querySelector('span'))).toEqual(['en', 'ltr']);
    expect(offered?.textContent).toBe(sd.department.programmesOffered);

    expect(
      marks(view.getByText('The department teaches computing.').closest('.rich-text')),
    ).toEqual(['en', 'ltr']);
    const links = [...view.document.querySelectorAll('ol.numbered-list a')];
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), ...marks(link)]),
    ).toEqual([
      ['BS Computer Science', '/sd/ProHome?id=PGM-1', 'en', 'ltr'],
      ['MS Computer Science', '/sd/ProHome?id=PGM-2', 'en', 'ltr'],
    ]);
    expect(ownText(view.document.body)).not.toMatch(URDU_ONLY);
  });

  it("heads the page with the Sindhi dictionary's fallbacks, unmarked, when the backend fails", async () => {
    const view = await renderSindhi(() => DptHomePage(idProps(DEPT_ID)));
    const [title] = view.getAllByRole('heading', { level: 1 });
    expect([shownText(title), ...marks(title)]).toEqual([sd.fallback.department, null, null]);
    expect(view.getAllByRole('heading', { level: 2 })[0]?.textContent).toBe(
      fill(sd.content.about, { name: sd.fallback.theDepartment }),
    );
    expect(marks(view.getByText(sd.fallback.about))).toEqual([null, null]);
    expect(view.getByText(sd.fallback.programmes)).toBeTruthy();
  });
});

const everything: BackendReplies = {
  FACULTY_GET: [{ FACULTY_ID: 'FAC-000001', FACULTY_NAME: 'Faculty of Engineering' }],
  DPT_NAME_GET_ADMIN: [{ DeptID: 'DEP-000020', DeptTitle: 'Registrar Office' }],
  PROSPECTUS_GET: [],
  CONTACT_GET: [contact],
};

async function renderLayout(lang: string) {
  setPageLanguage(lang);
  stubBackend(everything);
  const view = renderHtml(await RootLayout({ children: <p>Page body</p> }));
  const switches = [...view.getByRole('banner').querySelectorAll('a[hreflang]')];
  // Each link's whole text: the language's name, then (visually hidden) what it does.
  const text = (link: Element) => (link.textContent ?? '').replace(/\s+/g, ' ').trim();
  return {
    ...view,
    switches: switches.map((link) => [
      text(link),
      link.getAttribute('href'),
      ...marks(link),
      link.getAttribute('hreflang'),
    ]),
  };
}

/** The switch to a language: its own name, then what it does, in that language. */
const switchName = (code: keyof typeof LANGUAGES) =>
  `${LANGUAGES[code].name} – ${DICTIONARIES[code].layout.switchLabel}`;

describe('the layout of a Sindhi page', () => {
  it('is a right-to-left Sindhi document whose own words are Sindhi and whose links lead to the Sindhi pages', async () => {
    const view = await renderLayout('sd');
    expect(view.html).toMatch(/^<html lang="sd" dir="rtl" data-react-payload="">/);
    const nav = menuOutline(view.getByRole('navigation', { name: sd.nav.label }));
    expect(nav[0]).toEqual([sd.nav.home, '/sd']);
    expect(nav).toContainEqual(['  Faculty of Engineering', '/sd/FacHome?id=FAC-000001']);
    expect(nav).toContainEqual([`  ${sd.nav.aboutAdmission}`, '/sd/AdmissionHome']);
    expect(linksIn(view.getByRole('banner').querySelector('ul') as Element)).toEqual([
      [sd.header.aboutUs, '/sd/AboutUs'],
      [sd.header.facilities, '/sd/FacilitiesHome'],
      [sd.header.contactUs, '/sd/ContactUs'],
    ]);
    expect(view.getByRole('link', { name: sd.layout.skipLink }).getAttribute('href')).toBe(
      '#main-content',
    );
    // The backend's names as sent, marked English.
    const faculty = view.getAllByRole('link', { name: 'Faculty of Engineering' });
    for (const link of faculty) expect(marks(link)).toEqual(['en', 'ltr']);
    expect(ownText(view.document.body)).not.toMatch(URDU_ONLY);
  });

  it('offers English and Urdu, each named in itself, leading to the same page and id', async () => {
    jest.mocked(useSelectedLayoutSegments).mockReturnValue(['department', 'DEP-000025', 'DptHome']);
    const view = await renderLayout('sd');
    expect([LANGUAGES.en.name, LANGUAGES.ur.name]).toEqual(['English', 'اردو']);
    expect(view.switches).toEqual([
      [switchName('en'), '/DptHome?id=DEP-000025', 'en', 'ltr', 'en'],
      [switchName('ur'), '/ur/DptHome?id=DEP-000025', 'ur', 'rtl', 'ur'],
    ]);
    const banner = within(view.getByRole('banner'));
    expect(banner.getByRole('link', { name: /^English/ }).getAttribute('href')).toBe(
      '/DptHome?id=DEP-000025',
    );
    expect(banner.getByRole('link', { name: /^اردو/ }).getAttribute('href')).toBe(
      '/ur/DptHome?id=DEP-000025',
    );
  });

  it("keeps a search's query, and leads from a page without id to that page", async () => {
    jest.mocked(useSelectedLayoutSegments).mockReturnValue(['search']);
    jest
      .mocked(useSearchParams)
      .mockReturnValue(
        new URLSearchParams('q=hostel') as unknown as ReturnType<typeof useSearchParams>,
      );
    expect((await renderLayout('sd')).switches.map(([, href]) => href)).toEqual([
      '/search?q=hostel',
      '/ur/search?q=hostel',
    ]);
    jest
      .mocked(useSearchParams)
      .mockReturnValue(null as unknown as ReturnType<typeof useSearchParams>);
    jest.mocked(useSelectedLayoutSegments).mockReturnValue(['FacilitiesHome']);
    expect((await renderLayout('sd')).switches.map(([, href]) => href)).toEqual([
      '/FacilitiesHome',
      '/ur/FacilitiesHome',
    ]);
  });

  it("is offered from English and Urdu pages as 'سنڌي', marked Sindhi, to the same page and id", async () => {
    expect(LANGUAGES.sd.name).toBe('سنڌي');
    jest.mocked(useSelectedLayoutSegments).mockReturnValue(['department', 'DEP-000025', 'DptHome']);
    const toSindhi = [switchName('sd'), '/sd/DptHome?id=DEP-000025', 'sd', 'rtl', 'sd'];
    expect((await renderLayout('en')).switches).toEqual([
      [switchName('ur'), '/ur/DptHome?id=DEP-000025', 'ur', 'rtl', 'ur'],
      toSindhi,
    ]);
    expect((await renderLayout('ur')).switches).toEqual([
      [switchName('en'), '/DptHome?id=DEP-000025', 'en', 'ltr', 'en'],
      toSindhi,
    ]);
    const english = within((await renderLayout('en')).getByRole('banner'));
    expect(english.getByRole('link', { name: /^سنڌي/ }).getAttribute('href')).toBe(
      '/sd/DptHome?id=DEP-000025',
    );
  });
});

describe('metadata of Sindhi pages', () => {
  it('titles and describes /sd/FacilitiesHome from the Sindhi dictionary, with every language and x-default as alternates', async () => {
    setPageLanguage('sd');
    const metadata = await facilitiesMetadata();
    const page = guidePage(sd, 'FacilitiesHome');
    expect(metadata.title).toBe(page.title);
    expect(metadata.description).toBe(page.description);
    expect(metadata.alternates?.canonical).toBe('/sd/FacilitiesHome');
    expect(Object.entries(metadata.alternates?.languages ?? {})).toEqual([
      ['en', '/FacilitiesHome'],
      ['ur', '/ur/FacilitiesHome'],
      ['sd', '/sd/FacilitiesHome'],
      ['x-default', '/FacilitiesHome'],
    ]);
    expect(metadata.openGraph).toMatchObject({
      locale: 'sd_PK',
      alternateLocale: ['en_GB', 'ur_PK'],
      url: '/sd/FacilitiesHome',
      siteName: sd.site.name,
    });
  });

  it("frames a department's English name in Sindhi, and names the Sindhi page in the English and Urdu pages' alternates", async () => {
    const rows = {
      DPT_FACULTY_NAME_GET: bannerTitle('Computer Science'),
      DPT_ABOUT_GET: [departmentAbout],
    };
    setPageLanguage('sd');
    stubBackend(rows);
    const metadata = await dptHomeMetadata(idProps(DEPT_ID));
    expect(metadata.title).toBe(`${sd.pages['/DptHome']} – Computer Science`);
    expect(metadata.description).toBe(
      sd.meta.contextDescription(sd.pages['/DptHome'], 'Computer Science', sd.site.name),
    );
    expect(metadata.alternates?.canonical).toBe('/sd/DptHome?id=DEP-000001');
    const alternates = {
      en: '/DptHome?id=DEP-000001',
      ur: '/ur/DptHome?id=DEP-000001',
      sd: '/sd/DptHome?id=DEP-000001',
      'x-default': '/DptHome?id=DEP-000001',
    };
    expect(metadata.alternates?.languages).toEqual(alternates);
    for (const lang of ['en', 'ur']) {
      setPageLanguage(lang);
      stubBackend(rows);
      expect((await dptHomeMetadata(idProps(DEPT_ID))).alternates?.languages).toEqual(alternates);
    }
  });

  it('names the university in Sindhi and links the Sindhi manifest', async () => {
    setPageLanguage('sd');
    const metadata = await rootMetadata();
    expect(metadata.title).toEqual({ default: sd.site.name, template: `%s | ${BRAND.shortName}` });
    expect(metadata.description).toBe(sd.site.description);
    expect(metadata.manifest).toBe('/sd/manifest.webmanifest');
  });
});

describe('search in Sindhi', () => {
  const ROWS = SEARCH_ROWS;
  const ask = async (query: string) => {
    const response = await searchApi(
      new NextRequest(`http://site.test/api/search?${new URLSearchParams(query)}`),
    );
    return (await response.json()) as { query: string; results: Record<string, string>[] };
  };

  it("titles the site's own page with the Sindhi dictionary's name and describes it in Sindhi; the four fields of docs/behaviour.md, /api/search; /sd urls", async () => {
    stubBackend(ROWS);
    const english = await ask('q=hostel');
    const sindhi = await ask('q=hostel&lang=sd');
    expect(english.results).toEqual([
      expect.objectContaining({ kind: 'page', url: '/FacilitiesHome' }),
    ]);
    expect(sindhi.results).toEqual([
      {
        ...english.results[0],
        url: '/sd/FacilitiesHome',
        title: sd.pages['/FacilitiesHome'],
        context: guidePage(sd, 'FacilitiesHome').description,
      },
    ]);
    expect(sindhi.results[0]?.title).not.toBe(english.results[0]?.title);

    const programmes = await ask('q=computer&lang=sd');
    expect(
      programmes.results
        .filter((hit) => hit.kind === 'programme')
        .map((hit) => [hit.title, hit.url, hit.context]),
    ).toEqual([
      [
        'BS Computer Science',
        '/sd/ProHome?id=PGM-000008',
        `${sd.finder.levels.BS} · Department of Computer Science`,
      ],
      [
        'MS Computer Science',
        '/sd/ProHome?id=PGM-000009',
        `${sd.finder.levels.MS} · Department of Computer Science`,
      ],
    ]);
    for (const hit of [...sindhi.results, ...programmes.results]) {
      expect(Object.keys(hit).sort()).toEqual(['context', 'kind', 'title', 'url']);
      expect(hit.url).toMatch(/^\/sd\//);
    }
  });

  // What a Sindhi reader types (queries, not the dictionary's wording): Sindhi spellings, with ڪ ٽ ي ه.
  it.each([
    ['هاسٽل', '/FacilitiesHome'],
    ['داخلا', '/AdmissionHome'],
  ])('finds the right page first for the Sindhi query %s, titled in Sindhi', async (q, url) => {
    stubBackend(ROWS);
    const { results } = await ask(`q=${q}&lang=sd`);
    expect(results[0]).toMatchObject({
      kind: 'page',
      url: `/sd${url}`,
      title: sd.pages[url as keyof typeof sd.pages],
    });
  });

  it('finds the department and its programmes for the Sindhi query ڪمپيوٽر سائنس', async () => {
    stubBackend(ROWS);
    const { results } = await ask('q=ڪمپيوٽر سائنس&lang=sd');
    expect(results.filter((hit) => hit.kind === 'programme').map((hit) => hit.url)).toEqual([
      '/sd/ProHome?id=PGM-000008',
      '/sd/ProHome?id=PGM-000009',
    ]);
    expect(
      results.filter((hit) => hit.kind === 'department').map((hit) => [hit.title, hit.url]),
    ).toEqual([['Department of Computer Science', '/sd/DptHome?id=DEP-000005']]);
  });

  it("leads /sd/search's results to the Sindhi pages, the site's own page named in Sindhi", async () => {
    stubBackend(ROWS);
    setPageLanguage('sd');
    const view = renderHtml(await SearchPage({ searchParams: Promise.resolve({ q: 'hostel' }) }));
    expect(shownText(view.getByRole('heading', { level: 1 }))).toBe(sd.search.resultsTitle);
    const link = view.document.querySelector('.search-results a');
    expect([shownText(link), link?.getAttribute('href'), link?.getAttribute('lang')]).toEqual([
      sd.pages['/FacilitiesHome'],
      '/sd/FacilitiesHome',
      null,
    ]);
  });
});

describe('dates in Sindhi', () => {
  it("writes the day first, ICU's Sindhi month, then the year, with Western digits", () => {
    expect(formatNewsDate('2025-10-14T00:00:00', 'sd')).toBe('14 آڪٽوبر 2025');
    expect(formatNewsDate(`/Date(${Date.UTC(2025, 9, 14, 12)})/`, 'sd')).toBe('14 آڪٽوبر 2025');
    expect(formatEventDate('2025-10-05T00:00:00', 'sd')).toBe('05 آڪٽوبر 2025');
    expect(dateChip('2025-10-05T00:00:00', 'sd')).toMatchObject({
      day: '05',
      month: 'آڪٽوبر',
      year: '2025',
    });
    expect(formatNewsDate('yesterday', 'sd')).toBe('');
  });

  it("corrects ICU's order (year first) with ICU's own month name, unlike Urdu's", () => {
    const intl = new Intl.DateTimeFormat(LANGUAGES.sd.intlLocale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    const date = new Date(Date.UTC(2025, 9, 14));
    const month = intl.formatToParts(date).find((part) => part.type === 'month')?.value;
    expect(intl.format(date)).not.toBe(`14 ${month} 2025`);
    expect(formatNewsDate('2025-10-14T00:00:00', 'sd')).toBe(`14 ${month} 2025`);
    expect(formatNewsDate('2025-10-14T00:00:00', 'sd')).not.toBe(
      formatNewsDate('2025-10-14T00:00:00', 'ur'),
    );
  });

  it('dates a saved copy day first, then the time on a 24-hour clock', () => {
    const saved = formatSavedAt(new Date(2026, 10, 23, 18, 40), 'sd');
    expect(saved).toMatch(/^23 \S+ 2026، 18:40$/);
    expect(saved).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]|PM/);
  });
});

describe('the 404 page of a path in no language', () => {
  it('says it in Sindhi too, marked Sindhi and right to left, leading to the Sindhi home page', () => {
    expect(String(globalNotFoundMetadata.title)).toContain(sd.notFound.title);
    const view = renderHtml(GlobalNotFound());
    const block = [...view.document.querySelectorAll('[lang]')].find(
      (element) => element.getAttribute('lang') === 'sd',
    );
    expect(marks(block)).toEqual(['sd', 'rtl']);
    expect(shownText(block?.querySelector('h2'))).toBe(sd.notFound.title);
    expect(linksIn(block as Element)).toEqual([[sd.notFound.homeLink, '/sd']]);
  });
});
