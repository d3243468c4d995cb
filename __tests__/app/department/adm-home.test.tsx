/** @jest-environment node */
import AdmHomePage from '@/app/[lang]/department/[id]/AdmHome/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderHtml } from '../../support/render';
import { ADMIN_DEPT_ID } from '../fixtures';
import { fieldsOfCalls } from '../helpers';

withNockBackend();

const about = {
  DeptTitle: 'Quality Enhancement Cell',
  ABOUT_DESC: 'The QEC assures the quality of teaching.\n\nIt reports to the Vice Chancellor.',
};

async function renderAdmHome() {
  return renderHtml(await AdmHomePage(idProps(ADMIN_DEPT_ID)));
}

describe('/AdmHome', () => {
  it("shows 'About {department title}' and the department's about text", async () => {
    const calls = stubBackend({ DPT_ABOUT_GET: [about] });
    const view = await renderAdmHome();

    expect(view.getByRole('heading', { name: 'About Quality Enhancement Cell' })).toBeTruthy();
    expect(view.getByText('The QEC assures the quality of teaching.')).toBeTruthy();
    expect(view.getByText('It reports to the Vice Chancellor.')).toBeTruthy();
    expect(fieldsOfCalls(calls, 'DPT_ABOUT_GET')).toEqual([{ ID: ADMIN_DEPT_ID }]);
  });

  it('reads the title from deptTitle or departmentTitle when DeptTitle is missing', async () => {
    stubBackend({
      DPT_ABOUT_GET: [{ departmentTitle: 'Directorate of Finance', ABOUT_DESC: 'Budgets.' }],
    });
    const view = await renderAdmHome();
    expect(view.getByRole('heading', { name: 'About Directorate of Finance' })).toBeTruthy();
  });

  it("falls back to 'About is not available at the moment.' when the backend fails", async () => {
    stubBackend({});
    const view = await renderAdmHome();
    expect(view.getByText('About is not available at the moment.')).toBeTruthy();
  });

  it('takes the title from the banner lookup when the about row has none', async () => {
    stubBackend({
      DPT_ABOUT_GET: [{ ABOUT_DESC: '' }],
      DPT_FACULTY_NAME_GET: [{ TITLE: 'Students Affairs' }],
    });
    const view = await renderAdmHome();
    expect(view.getByRole('heading', { name: 'About Students Affairs' })).toBeTruthy();
    expect(view.getByText('About is not available at the moment.')).toBeTruthy();
  });
});
