/** @jest-environment node */
import EventsPage from '@/app/[lang]/department/[id]/Events/page';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { idProps, renderPage } from '../../support/render';
import { aspNetDate, DEPT_ID, upstreamFile } from '../fixtures';
import { fieldsOfCalls, imageUrl, shownText } from '../helpers';

withNockBackend();

const picture = upstreamFile('Uploads/Events/orientation.jpg');
const events = [
  {
    CREATE_DATE: aspNetDate('2025-10-05'),
    DPT_EVENT_IMG: picture.sent,
    DPT_EVENT_TITLE: 'Orientation Day 2025',
  },
  { CREATE_DATE: '2025-09-01T00:00:00', DPT_EVENT_IMG: null, DPT_EVENT_TITLE: 'Sports Gala' },
];

async function renderEvents() {
  return renderPage(await EventsPage(idProps(DEPT_ID)));
}

describe('/Events', () => {
  it('shows one card per event with its title', async () => {
    const calls = stubBackend({ DPT_EVENT_GET: events });
    const view = await renderEvents();

    const cards = view.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(view.getByRole('heading', { name: 'Orientation Day 2025' })).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Sports Gala' })).toBeTruthy();
    expect(fieldsOfCalls(calls, 'DPT_EVENT_GET')).toEqual([{ ID: DEPT_ID }]);
  });

  it('puts a date chip with the full date, DD MMM YYYY, on each card', async () => {
    stubBackend({ DPT_EVENT_GET: events });
    const [first, second] = (await renderEvents()).getAllByRole('listitem');

    const firstChip = first?.querySelector('time');
    expect(firstChip?.getAttribute('datetime')).toBe('2025-10-05');
    expect([...(firstChip?.children ?? [])].map(shownText)).toEqual(['05', 'Oct', '2025']);
    const secondChip = second?.querySelector('time');
    expect(secondChip?.getAttribute('datetime')).toBe('2025-09-01');
    expect([...(secondChip?.children ?? [])].map(shownText)).toEqual(['01', 'Sep', '2025']);
  });

  it("shows the event's image, or 'No Image Available' when it has none", async () => {
    stubBackend({ DPT_EVENT_GET: events });
    const [first, second] = (await renderEvents()).getAllByRole('listitem');

    expect(imageUrl(first?.querySelector('img'))).toBe(picture.image);
    expect(second?.querySelector('img')).toBeNull();
    expect(shownText(second)).toContain('No Image Available');
  });

  it('says no events were announced when the list is empty or the backend fails', async () => {
    stubBackend({});
    const view = await renderEvents();
    expect(view.getByText('No events have been announced yet.')).toBeTruthy();
    expect(view.queryAllByRole('listitem')).toHaveLength(0);
  });
});
