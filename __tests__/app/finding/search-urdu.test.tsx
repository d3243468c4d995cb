/** @jest-environment node */
import { GET } from '@/app/api/search/route';
import SearchPage, { generateMetadata } from '@/app/[lang]/search/page';
import { resetSiteIndex } from '@/lib/search/site-index';
import { NextRequest } from 'next/server';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { setPageLanguage } from '../../support/root-params';
import { renderHtml } from '../../support/render';
import { SEARCH_ROWS } from '../fixtures';
import { shownText } from '../helpers';

// /ur/search?q= and /api/search?lang=ur: the page's words in Urdu, results leading to Urdu
// pages, the backend's names marked lang="en", the site's own pages named in Urdu.

withNockBackend();

const ROWS = SEARCH_ROWS;

const params = (q?: string) => ({ searchParams: Promise.resolve(q === undefined ? {} : { q }) });

async function renderUrduSearch(q?: string) {
  setPageLanguage('ur');
  return renderHtml(await SearchPage(params(q)));
}

beforeEach(() => resetSiteIndex());

describe('/ur/search', () => {
  it('shows the empty form in Urdu, posting to /ur/search, with a link to the Urdu finder', async () => {
    stubBackend(ROWS);
    const view = await renderUrduSearch();
    expect(shownText(view.getByRole('heading', { level: 1 }))).toBe('تلاش');
    expect(view.getByRole('search', { name: 'نئی تلاش' }).getAttribute('action')).toBe(
      '/ur/search',
    );
    const intro = view.document.querySelector('.lead-text');
    expect(shownText(intro)).toMatch(/^کسی پروگرام، شعبے، فیکلٹی یا استاد کے نام سے تلاش کریں/);
    expect(intro?.querySelector('a')?.getAttribute('href')).toBe('/ur/ProgrammeFinder');
    expect(shownText(intro)).toMatch(
      /ہر فیکلٹی کی تمام ڈگریاں پروگراموں کی تلاش والے صفحے پر بھی دیکھی جا سکتی ہیں۔$/,
    );
  });

  it('groups ?q=computer under Urdu headings, each result leading to its Urdu page, its English name marked lang=en', async () => {
    stubBackend(ROWS);
    const view = await renderUrduSearch('computer');
    expect(shownText(view.getByRole('heading', { level: 1 }))).toBe('تلاش کے نتائج');
    const groups = view.getAllByRole('heading', { level: 2 }).map((heading) => shownText(heading));
    expect(groups).toEqual(['پروگرام (2)', 'شعبے اور دفاتر (1)', 'اساتذہ و عملہ (1)']);

    const programmes = view.getByRole('region', { name: 'پروگرام (2)' });
    expect(
      [...programmes.querySelectorAll('li > a')].map((link) => [
        shownText(link),
        link.getAttribute('href'),
        link.getAttribute('lang'),
        link.getAttribute('dir'),
      ]),
    ).toEqual([
      ['BS Computer Science', '/ur/ProHome?id=PGM-000008', 'en', 'ltr'],
      ['MS Computer Science', '/ur/ProHome?id=PGM-000009', 'en', 'ltr'],
    ]);
    expect(programmes.querySelector('li > p [lang]')?.getAttribute('lang')).toBe('en');
    expect(
      view
        .getByRole('region', { name: 'شعبے اور دفاتر (1)' })
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe('/ur/DptHome?id=DEP-000005');
    expect(
      view
        .getByRole('region', { name: 'اساتذہ و عملہ (1)' })
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe('/ur/Faculty?id=DEP-000005');

    // The count with Urdu's plural, the query in its own direction.
    const status = view.getByRole('status');
    expect(shownText(status)).toBe('computer کے لیے 4 نتائج');
    expect(status.querySelector('q')?.getAttribute('dir')).toBe('auto');
  });

  it("names the site's own pages in Urdu (hostel → سہولیات), unmarked", async () => {
    stubBackend(ROWS);
    const view = await renderUrduSearch('hostel');
    const pages = view.getByRole('region', { name: 'صفحات (1)' });
    const link = pages.querySelector('a');
    expect([shownText(link), link?.getAttribute('href'), link?.getAttribute('lang')]).toEqual([
      'سہولیات',
      '/ur/FacilitiesHome',
      null,
    ]);
    expect(shownText(view.getByRole('status'))).toBe('hostel کے لیے 1 نتیجہ');
  });

  it('says in Urdu that nothing matched, with links to the Urdu finder, admission guide and contact page', async () => {
    stubBackend(ROWS);
    const view = await renderUrduSearch('qqqzzxv');
    const status = view.getByRole('status');
    expect(shownText(status)).toMatch(/^qqqzzxv کے لیے کچھ نہیں ملا۔\s*ہجے دوبارہ چیک کریں/);
    expect(
      [...status.querySelectorAll('a')].map((link) => [shownText(link), link.getAttribute('href')]),
    ).toEqual([
      ['پروگراموں کی تلاش', '/ur/ProgrammeFinder'],
      ['داخلہ کیسے لیں', '/ur/AdmissionHome'],
      ['رابطہ', '/ur/ContactUs'],
    ]);
  });

  it('says in Urdu that results may be incomplete when the backend is down', async () => {
    stubBackend({});
    const view = await renderUrduSearch('hostel');
    expect(shownText(view.getByRole('note'))).toMatch(
      /^یونیورسٹی کی کچھ معلومات اس وقت لوڈ نہیں ہو سکیں/,
    );
  });

  it('is titled in Urdu', async () => {
    setPageLanguage('ur');
    expect((await generateMetadata(params('computer'))).title).toBe('تلاش: computer');
    expect((await generateMetadata(params())).title).toBe('تلاش');
  });
});

describe('/api/search?lang=', () => {
  const ask = async (query: string) => {
    const response = await GET(new NextRequest(`http://site.test/api/search?${query}`));
    return (await response.json()) as { query: string; results: Record<string, string>[] };
  };

  it("titles the site's own pages in Urdu with lang=ur, leads every url to the Urdu page, and leaves the backend's names and kinds as they are", async () => {
    stubBackend(ROWS);
    const english = await ask('q=hostel');
    const urdu = await ask('q=hostel&lang=ur');
    expect(english.results).toEqual([
      expect.objectContaining({ kind: 'page', url: '/FacilitiesHome', title: 'Facilities' }),
    ]);
    // The site's own page titled and described in Urdu; the four fields of docs/behaviour.md, /api/search.
    expect(urdu.results).toEqual([
      {
        ...english.results[0],
        url: '/ur/FacilitiesHome',
        title: 'سہولیات',
        context: expect.stringMatching(/^کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی میں لائبریری/),
      },
    ]);

    const programmes = await ask('q=computer&lang=ur');
    expect(
      programmes.results
        .filter((hit) => hit.kind === 'programme')
        .map((hit) => [hit.title, hit.url, hit.context]),
    ).toEqual([
      [
        'BS Computer Science',
        '/ur/ProHome?id=PGM-000008',
        'بیچلر آف سائنس · Department of Computer Science',
      ],
      [
        'MS Computer Science',
        '/ur/ProHome?id=PGM-000009',
        'ماسٹر آف سائنس · Department of Computer Science',
      ],
    ]);
    for (const hit of programmes.results)
      expect(Object.keys(hit).sort()).toEqual(['context', 'kind', 'title', 'url']);
  });

  it("writes every context line in Urdu around the backend's names: degrees, Administration, a faculty's departments, a head's message", async () => {
    stubBackend(ROWS);
    const view = await renderUrduSearch('computer');
    const contexts = [...view.document.querySelectorAll('.search-results__context')];
    // A programme: its degree in Urdu, then the department's name as sent (lang="en").
    expect(shownText(contexts[0])).toBe('بیچلر آف سائنس · Department of Computer Science');
    expect(
      [...contexts[0]!.querySelectorAll('[lang="en"]')].map((span) => span.textContent),
    ).toEqual(['Department of Computer Science']);
    const registrar = await renderUrduSearch('registrar');
    expect(shownText(registrar.document.querySelector('.search-results__context'))).toBe(
      'انتظامیہ',
    );
    expect(registrar.document.querySelector('.search-results__context [lang]')).toBeNull();
    const faculty = await renderUrduSearch('faculty of science');
    const facultyRegion = faculty.getByRole('region', { name: 'فیکلٹیاں (1)' });
    expect(shownText(facultyRegion.querySelector('.search-results__context'))).toBe('1 شعبہ');
    const chairman = await renderUrduSearch('chairman computer');
    const message = chairman.getByRole('region', { name: 'صفحات (1)' });
    expect([
      shownText(message.querySelector('a')),
      message.querySelector('a')?.getAttribute('href'),
    ]).toEqual(['چیئرمین کا پیغام', '/ur/ChairmanMessage?id=DEP-000005']);
    expect(shownText(message.querySelector('.search-results__context'))).toBe(
      'Department of Computer Science',
    );
  });

  it('answers in English without lang, with lang=en, and with a language the site does not have', async () => {
    stubBackend(ROWS);
    const titles = async (query: string) => (await ask(query)).results.map((hit) => hit.title);
    const english = await titles('q=admission');
    expect(english.length).toBeGreaterThan(0);
    for (const query of ['q=admission&lang=en', 'q=admission&lang=xx', 'q=admission&lang='])
      expect(await titles(query)).toEqual(english);
    expect(await titles('q=admission&lang=ur')).not.toEqual(english);
  });
});
