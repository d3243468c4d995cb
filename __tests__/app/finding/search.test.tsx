/** @jest-environment node */
import { GET } from '@/app/api/search/route';
import SearchPage, { generateMetadata } from '@/app/[lang]/search/page';
import { resetSiteIndex } from '@/lib/search/site-index';
import { NextRequest } from 'next/server';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { renderPage } from '../../support/render';
import { shownText } from '../helpers';

// /search and /api/search for given upstream rows (nock).

const { logged } = withNockBackend();

const ROWS = {
  FACULTY_GET: [{ FACULTY_ID: 'FAC-000001', FACULTY_NAME: 'Faculty of Engineering' }],
  FACULTY_GET_ALL: [{ FACULTY_DESC: '<p>Home of the engineering departments.</p>' }],
  FACULTY_PROGRAMS_GET: [{ DPT_ID: 'DEP-000001', DeptTitle: 'Department of Civil Engineering' }],
  DPT_NAME_GET_ADMIN: [{ DeptID: 'DEP-000020', DeptTitle: 'Registrar Office' }],
  DPT_ABOUT_GET: [{ ABOUT_DESC: '<p>Roads, bridges and canals.</p>' }],
  DEPARTMENT_PROGRAMS_GET: [
    { PGM_ID: 'PGM-000001', PGM_TITLE: 'BE Civil Engineering', DeptID: 'DEP-000001' },
    { PGM_ID: 'PGM-000003', PGM_TITLE: 'PhD Civil Engineering', DeptID: 'DEP-000001' },
  ],
  PROGRAM_GET_ALL: [{ PROGRAM_DESC: '<p>Four years of structures and surveying.</p>' }],
  DPT_EMP_GET: ({ ID }: Record<string, string>) =>
    ID === 'DEP-000001'
      ? [{ FirstName: 'Dr. Sanam Channa', DesTitle: 'Associate Professor' }]
      : [{ FirstName: 'Mr. Altaf Buriro', DesTitle: 'Registrar' }],
};

const params = (q?: string | string[]) => ({
  searchParams: Promise.resolve(q === undefined ? {} : { q }),
});

async function renderSearch(q?: string | string[]) {
  return renderPage(await SearchPage(params(q)));
}

beforeEach(() => resetSiteIndex());

describe('/search', () => {
  it('shows the form alone, labelled, for an empty query', async () => {
    stubBackend(ROWS);
    const view = await renderSearch();
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Search');
    const form = view.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(
      view.getByLabelText('Search programmes, departments, people and pages').getAttribute('name'),
    ).toBe('q');
    expect(view.queryAllByRole('heading', { level: 2 })).toEqual([]);
  });

  it('groups results by kind, each with its title, a line of context and a link to its public URL, typo or not', async () => {
    const calls = stubBackend(ROWS);
    const view = await renderSearch('civl engneering');
    const groups = view.getAllByRole('heading', { level: 2 }).map((heading) => shownText(heading));
    // The faculty's description does not mention civil engineering: it is not a result.
    expect(groups).toEqual(['Programmes (2)', 'Departments and offices (1)', 'People (1)']);
    const programmes = view.getByRole('region', { name: 'Programmes (2)' });
    expect(
      [...programmes.querySelectorAll('li')].map((item) => [
        shownText(item.querySelector('a')),
        item.querySelector('a')?.getAttribute('href'),
        shownText(item.querySelector('p')),
      ]),
    ).toEqual([
      [
        'BE Civil Engineering',
        '/ProHome?id=PGM-000001',
        'Bachelor of Engineering · Department of Civil Engineering',
      ],
      [
        'PhD Civil Engineering',
        '/ProHome?id=PGM-000003',
        'Doctor of Philosophy · Department of Civil Engineering',
      ],
    ]);
    const person = view.getByRole('region', { name: 'People (1)' });
    expect(shownText(person.querySelector('a'))).toBe('Dr. Sanam Channa');
    expect(shownText(person.querySelector('p'))).toBe(
      'Associate Professor, Department of Civil Engineering',
    );
    expect(person.querySelector('a')?.getAttribute('href')).toBe('/Faculty?id=DEP-000001');
    expect(shownText(view.getByRole('status'))).toBe('4 results for civl engneering');

    // A second search asks the backend nothing.
    const before = calls.length;
    await renderSearch('registrar');
    expect(calls.length).toBe(before);
  });

  it('says nothing matched, with links to the programme finder and the admission guide', async () => {
    stubBackend(ROWS);
    const view = await renderSearch('qqqzzxv');
    expect(shownText(view.getByRole('status'))).toMatch(
      /^Nothing matched qqqzzxv\.\s*Check the spelling/,
    );
    const links = [...view.getByRole('status').querySelectorAll('a')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual(['/ProgrammeFinder', '/AdmissionHome', '/ContactUs']);
  });

  it('echoes the query only as text, cut to 100 characters', async () => {
    stubBackend(ROWS);
    const markup = `<img src=x onerror=alert(1)>"'${'x'.repeat(200)}`;
    const view = await renderSearch(markup);
    expect(view.document.querySelectorAll('img, [onerror]')).toHaveLength(0);
    const echoed = view.document.querySelector('.search-page__query')?.textContent ?? '';
    expect(echoed).toBe(markup.slice(0, 100));
    expect(
      (view.getByLabelText('Search programmes, departments, people and pages') as HTMLInputElement)
        .value,
    ).toBe(markup.slice(0, 100));
  });

  it('shows a crafted query without its bidi overrides and invisible characters: title, field and quote (issue 29, N5)', async () => {
    stubBackend(ROWS);
    const crafted = 'registrar\u202E \u200Bnoitamrofni laiciffo\u202C\u2066';
    const view = await renderSearch(crafted);
    const metadata = await generateMetadata(params(crafted));
    const shown = [
      String(metadata.title),
      String((metadata.openGraph as { title?: string } | undefined)?.title ?? ''),
      view.document.querySelector('.search-page__query')?.textContent ?? '',
      (view.getByLabelText('Search programmes, departments, people and pages') as HTMLInputElement)
        .value,
    ];
    for (const text of shown) expect(text).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069]/);
    expect(metadata.title).toBe('Search: registrar noitamrofni laiciffo');
  });

  it('reads the first q of several, and is titled by the query but never indexed', async () => {
    stubBackend(ROWS);
    const view = await renderSearch(['registrar', 'civil']);
    expect(view.getByRole('region', { name: 'Departments and offices (1)' }).textContent).toMatch(
      /Registrar Office/,
    );
    const metadata = await generateMetadata(params('registrar'));
    expect(metadata.title).toBe('Search: registrar');
    expect(metadata.robots).toEqual({ index: false });
  });

  it('with the backend down on a cold start, still finds the guides and says results may be incomplete', async () => {
    stubBackend({});
    const view = await renderSearch('hostel');
    expect(view.getByRole('note').textContent).toMatch(/could not be read just now/);
    expect(
      view.getByRole('region', { name: 'Pages (1)' }).querySelector('a')?.getAttribute('href'),
    ).toBe('/FacilitiesHome');
    expect(logged()).toContainEqual(expect.stringMatching(/^Search index incomplete: /));
  });
});

describe('/api/search', () => {
  const ask = async (q: string) => {
    const response = await GET(
      new NextRequest(`http://site.test/api/search?q=${encodeURIComponent(q)}`),
    );
    return {
      response,
      body: (await response.json()) as { query: string; results: Record<string, string>[] },
    };
  };

  it('answers at most 8 results as {query, results: [{title, url, kind, context}]}, cacheable for a minute', async () => {
    stubBackend({
      ...ROWS,
      DPT_EMP_GET: Array.from({ length: 12 }, (_, index) => ({
        FirstName: `Dr. Civil Person ${index}`,
        DesTitle: 'Lecturer',
      })),
    });
    const { response, body } = await ask('civil');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body.query).toBe('civil');
    expect(body.results).toHaveLength(8);
    for (const result of body.results) {
      expect(Object.keys(result).sort()).toEqual(['context', 'kind', 'title', 'url']);
      expect(['programme', 'department', 'faculty', 'person', 'page']).toContain(result.kind);
      expect(result.url).toMatch(/^\/[A-Za-z]/);
    }
  });

  it('cuts the query to 100 characters and answers odd queries with no results, never an error', async () => {
    stubBackend(ROWS);
    const long = await ask('y'.repeat(300));
    expect(long.response.status).toBe(200);
    expect(long.body.query).toHaveLength(100);
    for (const odd of ['', '%', '<script>', '\u0000', 'سنڌ']) {
      const { response, body } = await ask(odd);
      expect(response.status).toBe(200);
      expect(Array.isArray(body.results)).toBe(true);
    }
  });

  it('is kept only 5 s while the index is incomplete', async () => {
    stubBackend({});
    const { response } = await ask('hostel');
    expect(response.headers.get('cache-control')).toBe('public, max-age=5, s-maxage=5');
  });
});
