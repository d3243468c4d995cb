/** @jest-environment node */
import SeminarsPage from '@/app/[lang]/department/[id]/Seminars/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderPage } from '../../support/render';
import { aspNetDate, DEPT_ID, upstreamFile } from '../fixtures';
import { fieldsOfCalls, imageUrl, shownText } from '../helpers';

withNockBackend();

const picture = upstreamFile('Uploads/Seminars/ai.jpg');
const seminars = [
  {
    CREATE_DATE: aspNetDate('2025-10-14'),
    SEMINARS_IMG: picture.sent,
    SEMINARS_TITLE: 'AI in Agriculture',
    SEMINARS_DESC: 'A talk on machine learning for crop yields.',
  },
  {
    CREATE_DATE: '2025-03-02T10:00:00',
    SEMINARS_IMG: '',
    SEMINARS_TITLE: 'Research Ethics',
    SEMINARS_DESC: 'Plagiarism and authorship.',
  },
];

async function renderSeminars() {
  return renderPage(await SeminarsPage(idProps(DEPT_ID)));
}

describe('/Seminars', () => {
  it('shows one card per seminar with its title and description', async () => {
    const calls = stubBackend({ DPT_SEMINARS_GET: seminars });
    const view = await renderSeminars();

    const [first, second] = view.getAllByRole('listitem');
    expect(view.getAllByRole('listitem')).toHaveLength(2);
    expect(first?.querySelector('h3, h2, h4')?.textContent).toBe('AI in Agriculture');
    expect(view.getByText('A talk on machine learning for crop yields.')).toBeTruthy();
    expect(second?.querySelector('h3, h2, h4')?.textContent).toBe('Research Ethics');
    expect(view.getByText('Plagiarism and authorship.')).toBeTruthy();
    expect(fieldsOfCalls(calls, 'DPT_SEMINARS_GET')).toEqual([{ ID: DEPT_ID }]);
  });

  it('puts a date chip and the image on each card', async () => {
    stubBackend({ DPT_SEMINARS_GET: seminars });
    const [first, second] = (await renderSeminars()).getAllByRole('listitem');

    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe('2025-10-14');
    expect([...(first?.querySelector('time')?.children ?? [])].map(shownText)).toEqual([
      '14',
      'Oct',
      '2025',
    ]);
    expect(imageUrl(first?.querySelector('img'))).toBe(picture.image);
    expect([...(second?.querySelector('time')?.children ?? [])].map(shownText)).toEqual([
      '02',
      'Mar',
      '2025',
    ]);
    expect(shownText(second)).toContain('No Image Available');
  });

  it('says no seminars were announced when the backend fails', async () => {
    stubBackend({});
    const view = await renderSeminars();
    expect(view.getByText('No seminars have been announced yet.')).toBeTruthy();
  });
});
