/** @jest-environment node */
import ProgrammeFinderPage from '@/app/[lang]/ProgrammeFinder/page';
import EventsPage from '@/app/[lang]/department/[id]/Events/page';
import AdmHomePage from '@/app/[lang]/department/[id]/AdmHome/page';
import ProHomePage from '@/app/[lang]/programme/[id]/ProHome/page';
import InstructionPage from '@/app/[lang]/(admission)/Instruction/page';
import { resetSiteIndex, siteIndex } from '@/lib/search/site-index';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderHtml, renderPage } from '../../support/render';
import { shownText } from '../helpers';

// The programme finder and the breadcrumbs for given upstream rows (nock).

withNockBackend({ SITE_URL: 'https://www.kust.example.edu.pk' });

const ROWS = {
  FACULTY_GET: [
    { FACULTY_ID: 'FAC-000001', FACULTY_NAME: 'Faculty of Engineering' },
    { FACULTY_ID: 'FAC-000002', FACULTY_NAME: 'Faculty of Science' },
  ],
  FACULTY_GET_ALL: [],
  FACULTY_PROGRAMS_GET: ({ ID }: Record<string, string>) =>
    ID === 'FAC-000001'
      ? [{ DPT_ID: 'DEP-000001', DeptTitle: 'Department of Civil Engineering' }]
      : [
          { DPT_ID: 'DEP-000005', DeptTitle: 'Department of Computer Science' },
          { DPT_ID: 'DEP-000007', DeptTitle: 'Department of Physics' },
        ],
  DPT_NAME_GET_ADMIN: [{ DeptID: 'DEP-000020', DeptTitle: 'Registrar Office' }],
  DPT_ABOUT_GET: [],
  DPT_EMP_GET: [],
  DEPARTMENT_PROGRAMS_GET: ({ DeptID }: Record<string, string>) =>
    ({
      'DEP-000001': [
        { PGM_ID: 'PGM-000001', PGM_TITLE: 'BE Civil Engineering', DeptID: 'DEP-000001' },
        { PGM_ID: 'PGM-000003', PGM_TITLE: 'PhD Civil Engineering', DeptID: 'DEP-000001' },
      ],
      'DEP-000005': [
        { PGM_ID: 'PGM-000008', PGM_TITLE: 'BS Computer Science', DeptID: 'DEP-000005' },
        { PGM_ID: 'PGM-000009', PGM_TITLE: 'MS Computer Science', DeptID: 'DEP-000005' },
      ],
      'DEP-000007': [{ PGM_ID: 'PGM-000013', PGM_TITLE: 'BS Physics', DeptID: 'DEP-000007' }],
    })[DeptID ?? ''] ?? [],
  PROGRAM_GET_ALL: ({ PGM_ID }: Record<string, string>) =>
    PGM_ID === 'PGM-000008'
      ? [
          {
            PGM_ID,
            PGM_TITLE: 'BS Computer Science',
            DeptID: 'DEP-000005',
            PROGRAM_DESC: 'Four years.',
          },
        ]
      : [],
  DPT_FACULTY_NAME_GET: ({ ID }: Record<string, string>) =>
    ({
      'DEP-000005': [{ TITLE: 'Department of Computer Science' }],
      'DEP-000020': [{ TITLE: 'Registrar Office' }],
    })[ID ?? ''] ?? [],
  DPT_NAME_GET: ({ ID }: Record<string, string>) =>
    ({
      'DEP-000005': [{ DeptTitle: 'Department of Computer Science', IsAcademic: '1' }],
      'DEP-000020': [{ DeptTitle: 'Registrar Office', IsAcademic: '0' }],
    })[ID ?? ''] ?? [],
  DPT_EVENT_GET: [],
};

beforeEach(() => resetSiteIndex());

async function renderFinder(params: Record<string, string> = {}) {
  return renderHtml(await ProgrammeFinderPage({ searchParams: Promise.resolve(params) }));
}

/** The finder's list as [faculty, department, programme titles] lines. */
function outline(view: Awaited<ReturnType<typeof renderFinder>>) {
  return [...view.document.querySelectorAll('.finder__faculty')].map((section) => [
    shownText(section.querySelector('h2')),
    [...section.querySelectorAll('.finder__department')].map((department) => [
      shownText(department.querySelector('h3')),
      [...department.querySelectorAll('li a')].map(
        (link) => `${shownText(link)} ${link.getAttribute('href')}`,
      ),
    ]),
  ]);
}

describe('/ProgrammeFinder', () => {
  it('lists every programme, grouped by faculty and department, each linking to /ProHome', async () => {
    stubBackend(ROWS);
    const view = await renderFinder();
    expect(outline(view)).toEqual([
      [
        'Faculty of Engineering',
        [
          [
            'Department of Civil Engineering',
            [
              'BE Civil Engineering /ProHome?id=PGM-000001',
              'PhD Civil Engineering /ProHome?id=PGM-000003',
            ],
          ],
        ],
      ],
      [
        'Faculty of Science',
        [
          [
            'Department of Computer Science',
            [
              'BS Computer Science /ProHome?id=PGM-000008',
              'MS Computer Science /ProHome?id=PGM-000009',
            ],
          ],
          ['Department of Physics', ['BS Physics /ProHome?id=PGM-000013']],
        ],
      ],
    ]);
    expect(shownText(view.getByRole('status'))).toBe('5 programmes.');
    // The levels offered are the ones present, in the rule's order.
    expect(
      [...view.document.querySelectorAll('#finder-level option')].map((option) =>
        option.getAttribute('value'),
      ),
    ).toEqual(['', 'BS', 'BE', 'MS', 'PhD']);
    expect(view.queryByText('Clear filters')).toBeNull();
  });

  it('filters by level, faculty and text, together, as GET parameters', async () => {
    stubBackend(ROWS);
    const byLevel = await renderFinder({ level: 'bs' });
    expect(
      outline(byLevel).flatMap(([, departments]) =>
        (departments as [string, string[]][]).flatMap(([, programmes]) => programmes),
      ),
    ).toEqual(['BS Computer Science /ProHome?id=PGM-000008', 'BS Physics /ProHome?id=PGM-000013']);
    expect(shownText(byLevel.getByRole('status'))).toBe('2 of 5 programmes match.');
    expect(
      (byLevel.document.querySelector('#finder-level option[selected]') as HTMLOptionElement | null)
        ?.value,
    ).toBe('BS');
    expect(byLevel.getByText('Clear filters').getAttribute('href')).toBe('/ProgrammeFinder');

    const byFaculty = await renderFinder({ faculty: 'FAC-000001' });
    expect(outline(byFaculty).map(([faculty]) => faculty)).toEqual(['Faculty of Engineering']);

    const byText = await renderFinder({ q: 'computr', level: 'MS' });
    expect(outline(byText)).toEqual([
      [
        'Faculty of Science',
        [['Department of Computer Science', ['MS Computer Science /ProHome?id=PGM-000009']]],
      ],
    ]);
    const form = byText.getByRole('form', { name: 'Filter programmes' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/ProgrammeFinder');
  });

  it('ignores a level or faculty it does not know, and says so when nothing matches', async () => {
    stubBackend(ROWS);
    expect(
      shownText((await renderFinder({ level: '<b>', faculty: 'FAC-999' })).getByRole('status')),
    ).toBe('5 programmes.');
    const none = await renderFinder({ q: 'zzzqqq' });
    expect(shownText(none.getByRole('status'))).toBe('0 of 5 programmes match.');
    expect(none.getByText(/No programme matches these filters/)).toBeTruthy();
  });

  it('describes the listed programmes as a schema.org ItemList with their public URLs', async () => {
    stubBackend(ROWS);
    const view = await renderFinder({ level: 'BS' });
    const lists = [...view.document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? ''),
    );
    expect(lists).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Degree programmes',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'BS Computer Science',
          url: 'https://www.kust.example.edu.pk/ProHome?id=PGM-000008',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'BS Physics',
          url: 'https://www.kust.example.edu.pk/ProHome?id=PGM-000013',
        },
      ],
    });
  });
});

/** The trail as [label, href or null for the current page]; and its BreadcrumbList items. */
function trail(view: ReturnType<typeof renderPage>) {
  const nav = view.breadcrumbs;
  const crumbs = [...(nav?.querySelectorAll('li') ?? [])].map((item) => [
    shownText(item),
    item.querySelector('a')?.getAttribute('href') ?? null,
  ]);
  const current = nav?.querySelector('[aria-current="page"]');
  return { crumbs, current: shownText(current) };
}

function breadcrumbList(html: string) {
  const match =
    /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"BreadcrumbList".*?)<\/script>/.exec(
      html,
    );
  return match ? JSON.parse(match[1]!) : null;
}

describe('breadcrumbs', () => {
  it('on a department page: Home › faculty › department › page, once the index knows the faculty', async () => {
    stubBackend(ROWS);
    const before = renderPage(await EventsPage(idProps('DEP-000005')));
    expect(trail(before).crumbs).toEqual([
      ['Home', '/'],
      ['Department of Computer Science', '/DptHome?id=DEP-000005'],
      ['Events', null],
    ]);
    expect(before.breadcrumbs?.getAttribute('aria-label')).toBe('Breadcrumb');

    await siteIndex();
    const view = renderPage(await EventsPage(idProps('DEP-000005')));
    expect(trail(view)).toEqual({
      crumbs: [
        ['Home', '/'],
        ['Faculty of Science', '/FacHome?id=FAC-000002'],
        ['Department of Computer Science', '/DptHome?id=DEP-000005'],
        ['Events', null],
      ],
      current: 'Events',
    });
    const html = renderHtml(await EventsPage(idProps('DEP-000005'))).html;
    expect(breadcrumbList(html)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Home',
          item: 'https://www.kust.example.edu.pk/',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Faculty of Science',
          item: 'https://www.kust.example.edu.pk/FacHome?id=FAC-000002',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Department of Computer Science',
          item: 'https://www.kust.example.edu.pk/DptHome?id=DEP-000005',
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Events',
          item: 'https://www.kust.example.edu.pk/Events?id=DEP-000005',
        },
      ],
    });
  });

  it('on a programme page: Home › faculty › department › programme', async () => {
    stubBackend(ROWS);
    await siteIndex();
    expect(trail(renderPage(await ProHomePage(idProps('PGM-000008')))).crumbs).toEqual([
      ['Home', '/'],
      ['Faculty of Science', '/FacHome?id=FAC-000002'],
      ['Department of Computer Science', '/DptHome?id=DEP-000005'],
      ['BS Computer Science', null],
    ]);
  });

  it('on an administration page: the office links to /AdmHome and is the last crumb of its own home page', async () => {
    stubBackend(ROWS);
    await siteIndex();
    expect(trail(renderPage(await AdmHomePage(idProps('DEP-000020')))).crumbs).toEqual([
      ['Home', '/'],
      ['Registrar Office', null],
    ]);
    expect(trail(renderPage(await EventsPage(idProps('DEP-000020')))).crumbs).toEqual([
      ['Home', '/'],
      ['Registrar Office', '/AdmHome?id=DEP-000020'],
      ['Events', null],
    ]);
  });

  it('for an id the backend does not name: Home › page, nothing made up', async () => {
    stubBackend(ROWS);
    await siteIndex();
    expect(trail(renderPage(await EventsPage(idProps('DEP-424242')))).crumbs).toEqual([
      ['Home', '/'],
      ['Events', null],
    ]);
  });

  it('on an admission guide: Home › Admissions › guide', async () => {
    expect(trail(renderPage(await InstructionPage())).crumbs).toEqual([
      ['Home', '/'],
      ['Admissions', '/AdmissionHome'],
      ['Online Registration Instructions', null],
    ]);
  });
});
