/** @jest-environment node */
import DptHomePage from '@/app/[lang]/department/[id]/DptHome/page';
import { SectionLayout, loadSection } from '@/components/layout/section-page';
import { pageDictionary } from '@/lib/i18n/server';
import { stubBackend, withNockBackend, type BackendReplies } from '../../support/appapi';
import { idProps, renderHtml } from '../../support/render';
import { siteCss } from '../../support/site-css';
import { ADMIN_DEPT_ID, DEPT_ID, bannerTitle, facultyDepartments } from '../fixtures';
import { fieldsOfCalls, menuOutline, shownText } from '../helpers';

withNockBackend();

async function renderLayout(id: string, replies: BackendReplies, path = '/DptHome') {
  const calls = stubBackend(replies);
  const view = renderHtml(
    SectionLayout({
      ...(await loadSection(await pageDictionary(), path, id)),
      children: <p>Page body</p>,
    }),
  );
  return {
    ...view,
    calls,
    menu: () => menuOutline(view.getByRole('navigation', { name: 'Related Links' })),
  };
}

// The banner, breadcrumbs and side menu every department page draws (components/layout/section-page.tsx).
describe('department pages: banner and side menu', () => {
  it("shows the department's title from DPT_FACULTY_NAME_GET (Typ 'DEPT') in the banner, above the page", async () => {
    const view = await renderLayout(DEPT_ID, {
      DPT_FACULTY_NAME_GET: bannerTitle('Computer Science'),
      DPT_NAME_GET: [{ TITLE: 'Computer Science', IsAcademic: '1' }],
    });

    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Computer Science');
    expect(view.getByText('Page body')).toBeTruthy();
    expect(fieldsOfCalls(view.calls, 'DPT_FACULTY_NAME_GET')).toEqual([
      { ID: DEPT_ID, Typ: 'DEPT' },
    ]);
    expect(fieldsOfCalls(view.calls, 'DPT_NAME_GET')).toEqual([{ ID: DEPT_ID }]);
  });

  it('marks the current page in the menu, opens its group, and keeps the reading order of a phone: breadcrumbs, title, content, menu', async () => {
    const view = await renderLayout(
      DEPT_ID,
      {
        DPT_FACULTY_NAME_GET: bannerTitle('Computer Science'),
        DPT_NAME_GET: [{ TITLE: 'Computer Science', IsAcademic: '1' }],
      },
      '/PEOS',
    );
    const menu = view.getByRole('navigation', { name: 'Related Links' });
    const current = [...menu.querySelectorAll('[aria-current]')];
    expect(
      current.map((link) => [
        link.textContent,
        link.getAttribute('aria-current'),
        link.getAttribute('href'),
      ]),
    ).toEqual([['PEOS', 'page', '/PEOS?id=DEP-000001']]);
    expect(
      [...menu.querySelectorAll('details[open] > summary')].map((summary) => summary.textContent),
    ).toEqual(['OBE']);
    const order = [
      view.getByRole('navigation', { name: 'Breadcrumb' }),
      view.getByRole('heading', { level: 1 }),
      view.getByText('Page body'),
      menu,
    ];
    for (let i = 1; i < order.length; i += 1) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & 4 /* DOCUMENT_POSITION_FOLLOWING */,
      ).toBeTruthy();
    }
    // The link near the title leads to the menu (for a phone, where the menu follows the content).
    const jump = view.getByRole('link', { name: 'Related Links' });
    expect(jump.getAttribute('href')).toBe(`#${menu.id}`);
  });

  it('shows the banner title in upper case', async () => {
    const view = await renderLayout(DEPT_ID, {
      DPT_FACULTY_NAME_GET: bannerTitle('Computer Science'),
    });
    const classes = [...view.getByRole('heading', { level: 1 }).classList];
    const css = siteCss();
    const uppercased = classes.some((name) =>
      new RegExp(`\\.${name}\\s*\\{[^}]*text-transform:\\s*uppercase`).test(css),
    );
    expect(uppercased).toBe(true);
  });

  it("gives an academic department (IsAcademic '1') the full 'Related Links' menu, each link carrying its id", async () => {
    const view = await renderLayout(DEPT_ID, {
      DPT_FACULTY_NAME_GET: bannerTitle('Computer Science'),
      DPT_NAME_GET: [{ TITLE: 'Computer Science', IsAcademic: '1' }],
    });

    expect(
      shownText(view.getByRole('navigation', { name: 'Related Links' }).querySelector('h2, h3')),
    ).toBe('Related Links');
    expect(view.menu()).toEqual([
      ['Home', '/DptHome?id=DEP-000001'],
      'About',
      ['  Chairman Message', '/ChairmanMessage?id=DEP-000001'],
      ['  Mission Vision', '/MissionVision?id=DEP-000001'],
      'OBE',
      ['  PEOS', '/PEOS?id=DEP-000001'],
      ['  PLOS', '/PLOS?id=DEP-000001'],
      ['Faculty', '/Faculty?id=DEP-000001'],
      ['Course Scheme', '/Programs?id=DEP-000001'],
      'Research & Development',
      ['  Publications', '/Publications?id=DEP-000001'],
      ['  Research Projects', '/ResearchProjects?id=DEP-000001'],
      'Updates',
      ['  Events', '/Events?id=DEP-000001'],
      ['  Seminars', '/Seminars?id=DEP-000001'],
      ['Downloads', '/Downloads?id=DEP-000001'],
    ]);
  });

  it('gives an administration department About Us, Team and Downloads', async () => {
    const view = await renderLayout(ADMIN_DEPT_ID, {
      DPT_FACULTY_NAME_GET: bannerTitle('Directorate of Sports'),
      DPT_NAME_GET: [{ TITLE: 'Directorate of Sports', IsAcademic: '0' }],
    });

    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Directorate of Sports');
    expect(view.menu()).toEqual([
      ['About Us', '/AdmHome?id=DEP-000030'],
      ['Team', '/Faculty?id=DEP-000030'],
      ['Downloads', '/Downloads?id=DEP-000030'],
    ]);
  });

  it('adds Director Message for an administration department listed in DIRECTOR_MESSAGE_DEPT_IDS', async () => {
    process.env.DIRECTOR_MESSAGE_DEPT_IDS = 'DEP-000029, DEP-000030';
    const view = await renderLayout(ADMIN_DEPT_ID, {
      DPT_FACULTY_NAME_GET: bannerTitle('Directorate of Sports'),
      DPT_NAME_GET: [{ TITLE: 'Directorate of Sports', IsAcademic: '0' }],
    });

    expect(view.menu()).toEqual([
      ['About Us', '/AdmHome?id=DEP-000030'],
      ['Director Message', '/DirectorMessage?id=DEP-000030'],
      ['Team', '/Faculty?id=DEP-000030'],
      ['Downloads', '/Downloads?id=DEP-000030'],
    ]);
  });

  it('gives the quick-link office ORIC (DEP-000025) a Director Message entry by default', async () => {
    const view = await renderLayout('DEP-000025', {
      DPT_FACULTY_NAME_GET: bannerTitle('ORIC'),
      DPT_NAME_GET: [{ TITLE: 'ORIC', IsAcademic: 0 }],
    });
    expect(view.menu()).toContainEqual(['Director Message', '/DirectorMessage?id=DEP-000025']);
  });

  it.each([
    ['fails', {}],
    ['finds nothing', { DPT_NAME_GET: [] }],
  ])(
    'builds the faculty menu from FACULTY_PROGRAMS_GET when the department lookup %s',
    async (_case, lookup) => {
      const view = await renderLayout(DEPT_ID, {
        ...lookup,
        FACULTY_PROGRAMS_GET: facultyDepartments,
      });

      expect(view.menu()).toEqual([
        ['Home', '/FacHome?id=DEP-000001'],
        ['Dean Message', '/DeanMessage?id=DEP-000001'],
        'Departments',
        ['  Computer Science', '/DptHome?id=DEP-000001'],
        ['  Electrical Engineering', '/DptHome?id=DEP-000002'],
      ]);
      expect(fieldsOfCalls(view.calls, 'FACULTY_PROGRAMS_GET')).toEqual([{ ID: DEPT_ID }]);
    },
  );

  it("still renders the page under a 'Department' banner when every call fails", async () => {
    const view = await renderLayout(DEPT_ID, {});

    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Department');
    expect(view.getByText('Page body')).toBeTruthy();
    expect(view.menu().slice(0, 3)).toEqual([
      ['Home', '/FacHome?id=DEP-000001'],
      ['Dean Message', '/DeanMessage?id=DEP-000001'],
      'Departments',
    ]);
  });

  it('answers 404 for a malformed id without calling the backend', async () => {
    const calls = stubBackend({});
    await expect(DptHomePage(idProps('DEP 1/../x'))).rejects.toThrow();
    expect(calls).toEqual([]);
  });
});
