/** @jest-environment node */
import NewsEventsPage from '@/app/[lang]/NewsEvents/page';
import { stubBackend, withNockBackend } from '../support/appapi';
import { renderPage } from '../support/render';
import { aspNetDate, upstreamFile } from './fixtures';
import { hasOwnText, imageUrl, shownText } from './helpers';

withNockBackend();

const news = [
  {
    NEWS_DATE: '2025-10-14T09:30:00',
    NEWS_IMG: 'Uploads/News/convocation.jpg',
    NEWS_TITLE: 'Third Convocation Held',
  },
  { NEWS_DATE: aspNetDate('2025-09-01'), NEWS_IMG: null, NEWS_TITLE: 'Fall Semester Begins' },
  { NEWS_DATE: '2025-08-01', NEWS_IMG: 'Uploads/News/x.jpg', NEWS_TITLE: '  ' },
];

describe('/NewsEvents', () => {
  it('shows all news from HOME_NEWS_GET_ALL as cards with date, image and title', async () => {
    const calls = stubBackend({ HOME_NEWS_GET_ALL: news });
    const view = renderPage(await NewsEventsPage());

    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('News & Events');
    const cards = view.getAllByRole('listitem');
    expect(cards.map((card) => shownText(card.querySelector('h2, h3')))).toEqual([
      'Third Convocation Held',
      'Fall Semester Begins',
    ]);
    expect(cards[0] && hasOwnText(cards[0], '14 October 2025')).toBe(true);
    expect(imageUrl(cards[0]?.querySelector('img'))).toBe(
      upstreamFile('Uploads/News/convocation.jpg').image,
    );
    expect(cards[1] && hasOwnText(cards[1], '1 September 2025')).toBe(true);
    expect(shownText(cards[1])).toContain('No Image Available');
    expect(calls.map((call) => call.fn)).toEqual(['HOME_NEWS_GET_ALL']);
  });

  it('says there is no news when the backend fails', async () => {
    stubBackend({});
    const view = renderPage(await NewsEventsPage());
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('News & Events');
    expect(view.getByText('There is no news at the moment.')).toBeTruthy();
    expect(view.queryAllByRole('listitem')).toHaveLength(0);
  });
});
