/** @jest-environment node */
import DownloadsPage from '@/app/[lang]/department/[id]/Downloads/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderHtml } from '../../support/render';
import { DEPT_ID, upstreamFile } from '../fixtures';
import { fieldsOfCalls, readTable } from '../helpers';

withNockBackend();

const outline = upstreamFile('Uploads/Downloads/Course Outline.pdf');
const downloads = [
  { DOWNLOAD_TITLE: 'Course Outline 2025', DOWNLOAD_FILE: outline.sent },
  {
    DOWNLOAD_TITLE: 'Timetable Fall 2025',
    DOWNLOAD_FILE: 'https://files.example.org/timetable.pdf',
  },
  { DOWNLOAD_TITLE: 'Notice without a file', DOWNLOAD_FILE: '' },
];

async function renderDownloads() {
  return renderHtml(await DownloadsPage(idProps(DEPT_ID)));
}

describe('/Downloads', () => {
  it('lists the files in a table of S.No, Description and Action', async () => {
    const calls = stubBackend({ DPT_DOWNLOAD_GET: downloads });
    const view = await renderDownloads();

    expect(readTable(view.getByRole('table'))).toEqual({
      headers: ['S.No', 'Description', 'Action'],
      rows: [
        ['1', 'Course Outline 2025', 'Download'],
        ['2', 'Timetable Fall 2025', 'Download'],
        ['3', 'Notice without a file', 'N/A'],
      ],
    });
    expect(fieldsOfCalls(calls, 'DPT_DOWNLOAD_GET')).toEqual([{ ID: DEPT_ID }]);
  });

  it('gives each file a Download link that opens it in a new tab with rel noopener noreferrer', async () => {
    stubBackend({ DPT_DOWNLOAD_GET: downloads });
    const links = (await renderDownloads()).getAllByRole('link', { name: /^Download/ });

    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `${outline.shown.replace(/ /g, '%20')}`,
      'https://files.example.org/timetable.pdf',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('says there are no downloads when the list is empty or the backend fails', async () => {
    stubBackend({});
    const view = await renderDownloads();
    expect(view.getByText('There are no downloads at the moment.')).toBeTruthy();
    expect(view.queryByRole('table')).toBeNull();
  });
});
