/** @jest-environment node */
import FacHomePage from '@/app/[lang]/faculty/[id]/FacHome/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderContent } from '../../support/render';
import { FACULTY_ID, bannerTitle, facultyDetail } from '../fixtures';
import { fieldsOfCalls } from '../helpers';

withNockBackend();

async function renderFacHome() {
  return renderContent(await FacHomePage(idProps(FACULTY_ID)));
}

describe('/FacHome', () => {
  it("shows 'About {faculty}' and the about-faculty text of FACULTY_GET_ALL", async () => {
    const calls = stubBackend({
      FACULTY_GET_ALL: [facultyDetail],
      DPT_FACULTY_NAME_GET: bannerTitle('Faculty of Engineering'),
    });
    const view = await renderFacHome();

    expect(view.getByRole('heading', { name: 'About Faculty of Engineering' })).toBeTruthy();
    expect(view.getByText('The Faculty of Engineering runs five departments.')).toBeTruthy();
    expect(fieldsOfCalls(calls, 'FACULTY_GET_ALL')).toEqual([{ ID: FACULTY_ID }]);
    // A faculty id has no 'DEP' in it, so the title lookup goes with an empty Typ.
    expect(fieldsOfCalls(calls, 'DPT_FACULTY_NAME_GET')).toEqual([{ ID: FACULTY_ID, Typ: '' }]);
  });

  it("falls back to 'About is not available at the moment.' when the backend fails", async () => {
    stubBackend({});
    const view = await renderFacHome();
    expect(view.getByText('About is not available at the moment.')).toBeTruthy();
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('About the Faculty');
  });

  it('falls back when the faculty has no description', async () => {
    stubBackend({
      FACULTY_GET_ALL: [{ ...facultyDetail, FACULTY_DESC: null }],
      DPT_FACULTY_NAME_GET: bannerTitle('Faculty of Engineering'),
    });
    const view = await renderFacHome();
    expect(view.getByText('About is not available at the moment.')).toBeTruthy();
  });
});
