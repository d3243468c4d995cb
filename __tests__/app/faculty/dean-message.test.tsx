/** @jest-environment node */
import DeanMessagePage from '@/app/[lang]/faculty/[id]/DeanMessage/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderContent } from '../../support/render';
import { FACULTY_ID, facultyDetail, upstreamFile } from '../fixtures';
import { fieldsOfCalls, imageUrl } from '../helpers';

withNockBackend();

async function renderDeanMessage() {
  return renderContent(await DeanMessagePage(idProps(FACULTY_ID)));
}

describe('/DeanMessage', () => {
  it("shows the dean's photo, name and message from FACULTY_GET_ALL", async () => {
    const calls = stubBackend({ FACULTY_GET_ALL: [facultyDetail] });
    const view = await renderDeanMessage();

    expect(view.getByRole('heading', { level: 2 }).textContent).toBe("Dean's Message");
    expect(imageUrl(view.getByRole('img'))).toBe(upstreamFile('Uploads/Staff/dean.jpg').image);
    expect(view.getByText('Prof. Dr. Imran Ali')).toBeTruthy();
    expect(view.getByText('Engineering shapes the future of Sindh.')).toBeTruthy();
    expect(fieldsOfCalls(calls, 'FACULTY_GET_ALL')).toEqual([{ ID: FACULTY_ID }]);
  });

  it("falls back to 'Dean Name', 'Dean Message is not available at the moment.' and no image when the backend fails", async () => {
    stubBackend({});
    const view = await renderDeanMessage();

    expect(view.getByText('Dean Name')).toBeTruthy();
    expect(view.getByText('Dean Message is not available at the moment.')).toBeTruthy();
    expect(view.getByText('No Image Available')).toBeTruthy();
    expect(view.queryByRole('img')).toBeNull();
  });

  it('falls back for each missing field of the row', async () => {
    stubBackend({
      FACULTY_GET_ALL: [{ FACULTY_DESC: 'About.', DEAN_MESSAGE: ' ', FirstName: null, Photo: '' }],
    });
    const view = await renderDeanMessage();

    expect(view.getByText('Dean Name')).toBeTruthy();
    expect(view.getByText('Dean Message is not available at the moment.')).toBeTruthy();
    expect(view.getByText('No Image Available')).toBeTruthy();
  });
});
