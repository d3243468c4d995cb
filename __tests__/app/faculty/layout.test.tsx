/** @jest-environment node */
import { SectionLayout, loadSection } from '@/components/layout/section-page';
import { pageDictionary } from '@/lib/i18n/server';
import { stubBackend, withNockBackend, type BackendReplies } from '../../support/appapi';
import { renderHtml } from '../../support/render';
import { FACULTY_ID, bannerTitle, facultyDepartments } from '../fixtures';
import { fieldsOfCalls, menuOutline } from '../helpers';

withNockBackend();

async function renderLayout(replies: BackendReplies) {
  const calls = stubBackend(replies);
  const view = renderHtml(
    SectionLayout({
      ...(await loadSection(await pageDictionary(), '/FacHome', FACULTY_ID)),
      children: <p>Page body</p>,
    }),
  );
  return {
    ...view,
    calls,
    menu: () => menuOutline(view.getByRole('navigation', { name: 'Related Links' })),
  };
}

describe('faculty pages: banner and side menu', () => {
  it("shows the faculty's title from DPT_FACULTY_NAME_GET (empty Typ) in the banner, above the page", async () => {
    const view = await renderLayout({
      DPT_FACULTY_NAME_GET: bannerTitle('Faculty of Engineering'),
      FACULTY_PROGRAMS_GET: facultyDepartments,
    });

    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Faculty of Engineering');
    expect(view.getByText('Page body')).toBeTruthy();
    expect(fieldsOfCalls(view.calls, 'DPT_FACULTY_NAME_GET')).toEqual([
      { ID: FACULTY_ID, Typ: '' },
    ]);
  });

  it('gives the faculty menu: Home, Dean Message and its departments from FACULTY_PROGRAMS_GET', async () => {
    const view = await renderLayout({
      DPT_FACULTY_NAME_GET: bannerTitle('Faculty of Engineering'),
      FACULTY_PROGRAMS_GET: facultyDepartments,
    });

    expect(view.menu()).toEqual([
      ['Home', '/FacHome?id=FAC-000002'],
      ['Dean Message', '/DeanMessage?id=FAC-000002'],
      'Departments',
      ['  Computer Science', '/DptHome?id=DEP-000001'],
      ['  Electrical Engineering', '/DptHome?id=DEP-000002'],
    ]);
    expect(fieldsOfCalls(view.calls, 'FACULTY_PROGRAMS_GET')).toEqual([{ ID: FACULTY_ID }]);
  });

  it("still renders the page, under a 'Faculty' banner with Home and Dean Message, when every call fails", async () => {
    const view = await renderLayout({});

    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Faculty');
    expect(view.getByText('Page body')).toBeTruthy();
    expect(view.menu()).toEqual([
      ['Home', '/FacHome?id=FAC-000002'],
      ['Dean Message', '/DeanMessage?id=FAC-000002'],
      'Departments',
    ]);
  });
});
