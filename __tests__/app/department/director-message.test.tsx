/** @jest-environment node */
import DirectorMessagePage from '@/app/[lang]/department/[id]/DirectorMessage/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderContent } from '../../support/render';
import { DEPT_ID, departmentAbout, upstreamFile } from '../fixtures';
import { fieldsOfCalls, imageUrl } from '../helpers';

withNockBackend();

async function renderDirectorMessage() {
  return renderContent(await DirectorMessagePage(idProps(DEPT_ID)));
}

describe('/DirectorMessage', () => {
  it("shows the director's photo, name and message from DPT_ABOUT_GET", async () => {
    const calls = stubBackend({ DPT_ABOUT_GET: [departmentAbout] });
    const view = await renderDirectorMessage();

    expect(view.getByRole('heading', { level: 2 }).textContent).toBe("Director's Message");
    expect(imageUrl(view.getByRole('img'))).toBe(upstreamFile('Uploads/Staff/chairman.jpg').image);
    expect(view.getByText('Dr. Sana Memon')).toBeTruthy();
    expect(view.getByText('Welcome to the department.')).toBeTruthy();
    expect(view.getByText('We are glad you are here.')).toBeTruthy();
    expect(fieldsOfCalls(calls, 'DPT_ABOUT_GET')).toEqual([{ ID: DEPT_ID }]);
  });

  it("falls back to 'Director Name', 'Director Message is not available at the moment.' and no image when the backend fails", async () => {
    stubBackend({});
    const view = await renderDirectorMessage();

    expect(view.getByText('Director Name')).toBeTruthy();
    expect(view.getByText('Director Message is not available at the moment.')).toBeTruthy();
    expect(view.getByText('No Image Available')).toBeTruthy();
    expect(view.queryByRole('img')).toBeNull();
  });

  it('falls back for each missing field of the row', async () => {
    stubBackend({
      DPT_ABOUT_GET: [{ DeptTitle: 'Computer Science', FirstName: '', CHAIRMAN_MSG: null }],
    });
    const view = await renderDirectorMessage();

    expect(view.getByText('Director Name')).toBeTruthy();
    expect(view.getByText('Director Message is not available at the moment.')).toBeTruthy();
    expect(view.getByText('No Image Available')).toBeTruthy();
  });

  it("titles the Vice Chancellor's office (VC_MESSAGE_DEPT_ID) as the Vice Chancellor's message", async () => {
    process.env.VC_MESSAGE_DEPT_ID = 'DEP-000040';
    stubBackend({ DPT_ABOUT_GET: [{ ...departmentAbout, FirstName: 'Prof. Dr. Nazir Talpur' }] });
    const view = renderContent(await DirectorMessagePage(idProps('DEP-000040')));

    expect(view.getByRole('heading', { level: 2 }).textContent).toBe("Vice Chancellor's Message");
    expect(view.getByText('Vice Chancellor')).toBeTruthy();
    expect(view.queryByText('Director')).toBeNull();
  });
});
