/** @jest-environment node */
import type { ReactElement } from 'react';
import HomePage, { generateMetadata as homeMetadata } from '@/app/[lang]/page';
import NewsEventsPage, {
  generateMetadata as newsEventsMetadata,
} from '@/app/[lang]/NewsEvents/page';
import { stubBackend, withNockBackend } from '../support/appapi';
import { renderHtml } from '../support/render';
import { linksIn } from './helpers';
import { setPageLanguage } from '../support/root-params';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';

// The slider's swiper CSS cannot load in jest; the feed links do not need it.
jest.mock('@/components/home/hero-slider', () => ({ HeroSlider: () => null }));

withNockBackend();

const NEWS_FEED = { url: '/feed.xml', title: 'KUST news' };
const CALENDAR = { url: '/events.ics', title: 'KUST events' };

async function render(page: () => Promise<ReactElement>) {
  stubBackend({});
  return renderHtml(await page());
}

/** The section headed `name`. */
function section(view: Awaited<ReturnType<typeof render>>, name: string): Element {
  const found = view.getByRole('heading', { name }).closest('section');
  if (!found) throw new Error(`no section headed ${name}`);
  return found;
}

describe('links to the feeds', () => {
  it('names the news feed and the calendar as alternates of the home page and of News & Events', async () => {
    stubBackend({});
    const types = { 'application/rss+xml': [NEWS_FEED], 'text/calendar': [CALENDAR] };
    expect((await homeMetadata()).alternates).toMatchObject({ canonical: '/', types });
    expect((await newsEventsMetadata()).alternates).toMatchObject({
      canonical: '/NewsEvents',
      types,
    });
  });

  it('shows the RSS link under the news of the home page, and the calendar link under its events', async () => {
    const view = await render(() => HomePage());
    expect(linksIn(section(view, 'News Updates'))).toEqual([['RSS feed of news', '/feed.xml']]);
    expect(linksIn(section(view, 'Latest Events'))).toEqual([
      ['Add events to your calendar (.ics)', '/events.ics'],
    ]);
    expect(view.getByRole('link', { name: 'RSS feed of news' }).getAttribute('type')).toBe(
      'application/rss+xml',
    );
    expect(
      view.getByRole('link', { name: 'Add events to your calendar (.ics)' }).getAttribute('type'),
    ).toBe('text/calendar');
  });

  it('shows both links on News & Events, even when there is no news', async () => {
    const view = await render(() => NewsEventsPage());
    expect(view.getByText('There is no news at the moment.')).toBeTruthy();
    const links = linksIn(
      view.getByRole('link', { name: 'RSS feed of news' }).parentElement as Element,
    );
    expect(links).toEqual([
      ['RSS feed of news', '/feed.xml'],
      ['Add events to your calendar (.ics)', '/events.ics'],
    ]);
  });
});

describe('links to the feeds in Urdu and Sindhi (issue 36)', () => {
  it.each([
    ['ur', '/ur', 'KUST خبریں', 'KUST تقریبات'],
    ['sd', '/sd', 'KUST خبرون', 'KUST تقريبون'],
  ] as const)(
    'names the %s news feed, in its language, as an alternate of its pages, and links it under the news',
    async (lang, prefix, newsTitle, eventsTitle) => {
      setPageLanguage(lang);
      stubBackend({});
      const types = {
        'application/rss+xml': [{ url: `${prefix}/feed.xml`, title: newsTitle }],
        'text/calendar': [{ url: '/events.ics', title: eventsTitle }],
      };
      expect((await homeMetadata()).alternates).toMatchObject({ types });
      expect((await newsEventsMetadata()).alternates).toMatchObject({ types });
      const view = await render(() => NewsEventsPage());
      const t = DICTIONARIES[lang];
      expect(view.getByRole('link', { name: t.content.feeds.news }).getAttribute('href')).toBe(
        `${prefix}/feed.xml`,
      );
      expect(view.getByRole('link', { name: t.content.feeds.events }).getAttribute('href')).toBe(
        '/events.ics',
      );
    },
  );
});
