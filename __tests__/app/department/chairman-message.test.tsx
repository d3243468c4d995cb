/** @jest-environment node */
import ChairmanMessagePage from '@/app/[lang]/department/[id]/ChairmanMessage/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderContent } from '../../support/render';
import { DEPT_ID, departmentAbout, upstreamFile } from '../fixtures';
import { fieldsOfCalls, imageUrl } from '../helpers';

withNockBackend();

async function renderChairmanMessage() {
  return renderContent(await ChairmanMessagePage(idProps(DEPT_ID)));
}

describe('/ChairmanMessage', () => {
  it("shows the chairman's photo, name and message from DPT_ABOUT_GET", async () => {
    const calls = stubBackend({ DPT_ABOUT_GET: [departmentAbout] });
    const view = await renderChairmanMessage();

    expect(view.getByRole('heading', { level: 2 }).textContent).toBe("Chairman's Message");
    expect(imageUrl(view.getByRole('img'))).toBe(upstreamFile('Uploads/Staff/chairman.jpg').image);
    expect(view.getByText('Dr. Sana Memon')).toBeTruthy();
    expect(view.getByText('Welcome to the department.')).toBeTruthy();
    expect(view.getByText('We are glad you are here.')).toBeTruthy();
    expect(fieldsOfCalls(calls, 'DPT_ABOUT_GET')).toEqual([{ ID: DEPT_ID }]);
  });

  it("falls back to 'Chairman Name', 'Chairman Message is not available at the moment.' and no image when the backend fails", async () => {
    stubBackend({});
    const view = await renderChairmanMessage();

    expect(view.getByText('Chairman Name')).toBeTruthy();
    expect(view.getByText('Chairman Message is not available at the moment.')).toBeTruthy();
    expect(view.getByText('No Image Available')).toBeTruthy();
    expect(view.queryByRole('img')).toBeNull();
  });

  it('falls back for each missing field of the row', async () => {
    stubBackend({
      DPT_ABOUT_GET: [{ DeptTitle: 'Computer Science', FirstName: '', CHAIRMAN_MSG: null }],
    });
    const view = await renderChairmanMessage();

    expect(view.getByText('Chairman Name')).toBeTruthy();
    expect(view.getByText('Chairman Message is not available at the moment.')).toBeTruthy();
    expect(view.getByText('No Image Available')).toBeTruthy();
  });
});
