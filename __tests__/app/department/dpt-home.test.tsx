/** @jest-environment node */
import DptHomePage from '@/app/[lang]/department/[id]/DptHome/page';
import { idProps, renderPage } from '../../support/render';
import { stubBackend, withNockBackend } from '../../support/appapi';

withNockBackend();

const about = [{ DeptTitle: 'Computer Science', ABOUT_DESC: 'We teach computing.\n\nSince 2012.' }];
const programmes = [
  { PGM_ID: 'PGM-1', PGM_TITLE: 'BS Computer Science', DeptID: 'DEP-000001' },
  { PGM_ID: 'PGM-9', PGM_TITLE: 'BE Civil Engineering', DeptID: 'DEP-000007' },
  { PGM_ID: 'PGM-2', PGM_TITLE: 'MS Computer Science', DeptID: 'DEP-000001' },
];

describe('/DptHome', () => {
  it("shows 'About {title}', the description and the numbered programme list linking to /ProHome", async () => {
    stubBackend({
      DPT_ABOUT_GET: about,
      DEPARTMENT_PROGRAMS_GET: programmes,
      DPT_FACULTY_NAME_GET: [{ TITLE: 'Computer Science' }],
    });
    const view = renderPage(await DptHomePage(idProps('DEP-000001')));

    expect(view.getByRole('heading', { name: 'About Computer Science' })).toBeTruthy();
    expect(view.getByText('We teach computing.')).toBeTruthy();
    expect(view.getByText('Since 2012.')).toBeTruthy();
    const links = view.getAllByRole('listitem').map((item) => item.querySelector('a'));
    expect(links.map((link) => [link?.textContent, link?.getAttribute('href')])).toEqual([
      ['BS Computer Science', '/ProHome?id=PGM-1'],
      ['MS Computer Science', '/ProHome?id=PGM-2'],
    ]);
    expect(view.document.querySelector('ol')).not.toBeNull();
  });

  it('says when the department offers no programmes', async () => {
    stubBackend({ DPT_ABOUT_GET: about, DEPARTMENT_PROGRAMS_GET: [programmes[1]] });
    const view = renderPage(await DptHomePage(idProps('DEP-000001')));
    expect(view.getByText('No programs found for this department.')).toBeTruthy();
  });

  it('falls back when the backend fails', async () => {
    stubBackend({});
    const view = renderPage(await DptHomePage(idProps('DEP-000001')));
    expect(view.getByText('About is not available at the moment.')).toBeTruthy();
    expect(view.getByText('No programs found for this department.')).toBeTruthy();
  });

  it('shows markup from the backend as sanitized HTML, never as executable markup', async () => {
    stubBackend({
      DPT_ABOUT_GET: [
        {
          DeptTitle: 'CS',
          ABOUT_DESC:
            '<p>Hello <b>world</b><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
        },
      ],
      DEPARTMENT_PROGRAMS_GET: [],
    });
    const view = renderPage(await DptHomePage(idProps('DEP-000001')));
    expect(view.getByText('world').tagName).toBe('B');
    expect(view.html).not.toMatch(/<script|onerror|<img src="x"/i);
  });
});
