/** @jest-environment node */
import { createHash } from 'node:crypto';
import nock from 'nock';
import { JSDOM } from 'jsdom';
import NewsEventsPage from '@/app/[lang]/NewsEvents/page';
import { GET, dynamic } from '@/app/feed.xml/route';
import {
  GET as languageFeed,
  dynamic as languageDynamic,
  generateStaticParams,
} from '@/app/[lang]/feed.xml/route';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { clearAppApiCache } from '@/lib/appapi/client';
import { stubBackend, withNockBackend } from '../support/appapi';
import { renderPage } from '../support/render';
import { setPageLanguage } from '../support/root-params';
import { aspNetDate, upstreamFile } from './fixtures';
import { shownText } from './helpers';

const SITE = 'https://www.kust.example.edu.pk';
const { logged } = withNockBackend({ SITE_URL: SITE });

const picture = upstreamFile('Uploads/News/convocation.jpg');
const news = [
  {
    NEWS_DATE: '2025-10-14T09:30:00',
    NEWS_IMG: picture.sent,
    NEWS_TITLE: 'Third Convocation Held',
  },
  { NEWS_DATE: aspNetDate('2025-09-01'), NEWS_IMG: null, NEWS_TITLE: 'Fall Semester Begins' },
  { NEWS_DATE: 'soon', NEWS_IMG: null, NEWS_TITLE: 'Undated Notice' },
  { NEWS_DATE: '2025-08-01', NEWS_IMG: 'Uploads/News/x.jpg', NEWS_TITLE: '  ' },
];

/** The feed as an XML document; throws when it is not well-formed XML. */
async function readFeed(response: Response) {
  const text = await response.text();
  const document = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0)
    throw new Error(`not well-formed XML:\n${text}`);
  const channel = document.querySelector('rss > channel');
  if (!channel) throw new Error(`no RSS channel:\n${text}`);
  const child = (element: Element, name: string) => element.getElementsByTagName(name)[0] ?? null;
  const items = [...channel.getElementsByTagName('item')].map((item) => ({
    title: child(item, 'title')?.textContent,
    link: child(item, 'link')?.textContent,
    guid: child(item, 'guid')?.textContent,
    guidIsPermaLink: child(item, 'guid')?.getAttribute('isPermaLink'),
    pubDate: child(item, 'pubDate')?.textContent,
    description: child(item, 'description')?.textContent ?? null,
    picture: child(item, 'media:content') && {
      url: child(item, 'media:content')?.getAttribute('url'),
      type: child(item, 'media:content')?.getAttribute('type'),
      medium: child(item, 'media:content')?.getAttribute('medium'),
      namespace: child(item, 'media:content')?.namespaceURI,
    },
  }));
  return { document, channel, items, child };
}

describe('/feed.xml', () => {
  it('is written at build time and kept like a page (ISR), not rendered per request', () => {
    expect(dynamic).toBe('force-static');
  });

  it('answers RSS 2.0 of all news of HOME_NEWS_GET_ALL, as application/rss+xml', async () => {
    const calls = stubBackend({ HOME_NEWS_GET_ALL: news });
    const response = await GET();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const { document, channel, items, child } = await readFeed(response);
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    expect(child(channel, 'title')?.textContent).toBe(
      'Kirthar University of Science & Technology: News',
    );
    expect(child(channel, 'link')?.textContent).toBe(`${SITE}/NewsEvents`);
    expect(child(channel, 'description')?.textContent).toContain(
      'Kirthar University of Science & Technology',
    );
    expect(child(channel, 'atom:link')?.getAttribute('href')).toBe(`${SITE}/feed.xml`);
    expect(calls.map((call) => call.fn)).toEqual(['HOME_NEWS_GET_ALL']);

    // Undated and untitled rows are left out; the others keep the backend's order.
    expect(items.map((item) => item.title)).toEqual([
      'Third Convocation Held',
      'Fall Semester Begins',
    ]);
  });

  it('links each item to its own card on /NewsEvents, which the page renders with that id', async () => {
    // The same item listed twice by the backend still has a link and a guid of its own.
    const again = { NEWS_DATE: '2025-10-14', NEWS_IMG: null, NEWS_TITLE: 'Third Convocation Held' };
    stubBackend({ HOME_NEWS_GET_ALL: [...news, again] });
    const { items } = await readFeed(await GET());
    const page = renderPage(await NewsEventsPage());

    expect(items.map((item) => item.title)).toEqual([
      'Third Convocation Held',
      'Fall Semester Begins',
      'Third Convocation Held',
    ]);
    expect(new Set(items.map((item) => item.link)).size).toBe(3);
    expect(new Set(items.map((item) => item.guid)).size).toBe(3);
    for (const item of items) {
      const link = new URL(item.link ?? '');
      expect(`${link.origin}${link.pathname}${link.search}`).toBe(`${SITE}/NewsEvents`);
      expect(link.hash).toMatch(/^#news-\d{4}-\d{2}-\d{2}-[0-9a-f]{16}(-\d+)?$/);
      // The fragment names the card of that very item, its title and nothing else.
      const card = page.document.getElementById(link.hash.slice(1));
      expect(card?.tagName).toBe('LI');
      expect(shownText(card?.querySelector('h2'))).toBe(item.title);
    }
    expect(page.document.querySelectorAll('li[id^="news-"]')).toHaveLength(3);
  });

  it('links to the same card after a restart, whatever order the backend lists the news in', async () => {
    stubBackend({ HOME_NEWS_GET_ALL: news });
    const first = (await readFeed(await GET())).items;
    clearAppApiCache();
    nock.cleanAll();
    stubBackend({ HOME_NEWS_GET_ALL: [...news].reverse() });
    const second = (await readFeed(await GET())).items;
    const linkOf = (items: typeof first, title: string) =>
      items.find((item) => item.title === title)?.link;
    expect(linkOf(second, 'Third Convocation Held')).toBe(linkOf(first, 'Third Convocation Held'));
    expect(linkOf(second, 'Fall Semester Begins')).toBe(linkOf(first, 'Fall Semester Begins'));
  });

  it('gives the cards the same ids on /ur/NewsEvents, where the Urdu feed links', async () => {
    stubBackend({ HOME_NEWS_GET_ALL: news });
    const { items } = await readFeed(await GET());
    setPageLanguage('ur');
    const page = renderPage(await NewsEventsPage());
    const ids = [...page.document.querySelectorAll('li[id]')].map((card) => `#${card.id}`);
    expect(ids).toEqual(items.map((item) => new URL(item.link ?? '').hash));
  });

  it('dates each item from NEWS_DATE, ISO or ASP.NET', async () => {
    stubBackend({ HOME_NEWS_GET_ALL: news });
    const { items } = await readFeed(await GET());
    const days = items
      .map((item) => new Date(item.pubDate ?? ''))
      .map((date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()]);
    expect(days).toEqual([
      [2025, 10, 14],
      [2025, 9, 1],
    ]);
  });

  it('gives an item with an image its picture at its absolute URL (Media RSS), and one without none', async () => {
    stubBackend({ HOME_NEWS_GET_ALL: news });
    const { items } = await readFeed(await GET());
    expect(items[0]?.picture).toEqual({
      url: picture.shown,
      type: 'image/jpeg',
      medium: 'image',
      namespace: 'http://search.yahoo.com/mrss/',
    });
    expect(items[1]?.picture).toBeNull();
  });

  it('claims no enclosure, whose byte length the site cannot know without fetching the picture', async () => {
    stubBackend({ HOME_NEWS_GET_ALL: news });
    const response = await GET();
    const text = await response.clone().text();
    const { document } = await readFeed(response);
    expect(document.getElementsByTagName('enclosure')).toHaveLength(0);
    expect(text).not.toMatch(/length="0"/);
  });

  it("resolves the bundled demo's site-relative images on SITE_URL", async () => {
    delete process.env.APPAPI_URL;
    delete process.env.APPAPI_KEY;
    const { items } = await readFeed(await GET());
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]?.picture?.url).toMatch(new RegExp(`^${SITE}/demo/news/[\\w-]+\\.jpg$`));
    expect(items.every((item) => item.link?.startsWith(`${SITE}/NewsEvents#news-`))).toBe(true);
  });

  it('gives each item a guid that is not a link and stays the same when the feed is written again', async () => {
    stubBackend({ HOME_NEWS_GET_ALL: news });
    const first = (await readFeed(await GET())).items;
    // A fresh process, as after a restart, asked by a backend that now lists the rows the other way round.
    clearAppApiCache();
    nock.cleanAll();
    stubBackend({ HOME_NEWS_GET_ALL: [...news].reverse() });
    const second = (await readFeed(await GET())).items;

    expect(first.map((item) => item.guidIsPermaLink)).toEqual(['false', 'false']);
    // The guid readers already hold: the day and the title's SHA-256, unchanged by the anchors.
    const digest = createHash('sha256').update('Third Convocation Held').digest('hex').slice(0, 16);
    expect(first[0]?.guid).toBe(`news-2025-10-14-${digest}@www.kust.example.edu.pk`);
    expect(first[0]?.link).toBe(`${SITE}/NewsEvents#news-2025-10-14-${digest}`);
    expect(new Set(first.map((item) => item.guid)).size).toBe(2);
    expect(second.map((item) => item.title)).toEqual([
      'Fall Semester Begins',
      'Third Convocation Held',
    ]);
    const guidOf = (items: typeof first, title: string) =>
      items.find((item) => item.title === title)?.guid;
    expect(guidOf(second, 'Third Convocation Held')).toBe(guidOf(first, 'Third Convocation Held'));
    expect(guidOf(second, 'Fall Semester Begins')).toBe(guidOf(first, 'Fall Semester Begins'));
  });

  it('keeps backend text that looks like markup as text', async () => {
    const title = 'Results ]]> & </title><script>alert(1)</script>';
    stubBackend({
      HOME_NEWS_GET_ALL: [{ NEWS_DATE: '2025-10-14', NEWS_IMG: null, NEWS_TITLE: title }],
    });
    const { document, items } = await readFeed(await GET());
    expect(items.map((item) => item.title)).toEqual([title]);
    expect(document.getElementsByTagName('script')).toHaveLength(0);
  });

  it('lets no backend text change the structure of the feed, whatever it holds', async () => {
    // Two `]]>` escaped xml-js's CDATA (it split only the first): a forged item and a script.
    const forged =
      'Fee notice ]]> first ]]></title><link>x</link></item><item><title>Pay fees here</title>' +
      '<link>https://fees.example.net/pay</link></item><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script><item><title><![CDATA[';
    const odd =
      'Bare\rreturn, <!-- a comment, &amp; &#x3C; an entity, a \u0001control and a lone \uD800surrogate';
    stubBackend({
      HOME_NEWS_GET_ALL: [
        { NEWS_DATE: '2025-10-14', NEWS_IMG: null, NEWS_TITLE: forged },
        { NEWS_DATE: '2025-10-13', NEWS_IMG: null, NEWS_TITLE: odd },
      ],
    });
    const { document, items } = await readFeed(await GET());
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.title)).toEqual([
      forged,
      // Characters XML cannot hold at all are dropped; everything else stays as sent.
      'Bare\rreturn, <!-- a comment, &amp; &#x3C; an entity, a control and a lone surrogate',
    ]);
    expect(items.map((item) => item.link?.replace(/#news-[\w-]+$/, ''))).toEqual([
      `${SITE}/NewsEvents`,
      `${SITE}/NewsEvents`,
    ]);
    expect(document.getElementsByTagName('script')).toHaveLength(0);
    expect(document.getElementsByTagName('link')).toHaveLength(3); // the channel's and each item's
  });

  it('answers 200 with a valid, empty feed when the backend fails, and the failure is logged', async () => {
    stubBackend({});
    const response = await GET();
    expect(response.status).toBe(200);
    const { channel, items, child } = await readFeed(response);
    expect(items).toEqual([]);
    expect(child(channel, 'title')?.textContent).toBe(
      'Kirthar University of Science & Technology: News',
    );
    expect(logged().some((line) => line.startsWith('API Request failed: HOME_NEWS_GET_ALL'))).toBe(
      true,
    );
  });
});

// Issue 36: each language its own feed, announced by its pages: the channel in that language,
// its items linking to that language's news page; the items' titles are the backend's.
describe.each([
  ['ur', 'ur-PK', 'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی: خبریں'],
  ['sd', 'sd-PK', 'کيرٿر يونيورسٽي آف سائنس اينڊ ٽيڪنالاجي: خبرون'],
] as const)('/%s/feed.xml', (lang, locale, title) => {
  const feed = () =>
    languageFeed(new Request(`${SITE}/${lang}/feed.xml`), { params: Promise.resolve({ lang }) });

  it('is written at build time for each prefixed language, and kept like a page', () => {
    expect(languageDynamic).toBe('force-static');
    expect(generateStaticParams()).toEqual([{ lang: 'ur' }, { lang: 'sd' }]);
  });

  it('is RSS 2.0 in its language, every item linking to its card on that language’s news page', async () => {
    stubBackend({ HOME_NEWS_GET_ALL: news });
    const response = await feed();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const { channel, items, child } = await readFeed(response);
    const t = DICTIONARIES[lang];
    expect(child(channel, 'title')?.textContent).toBe(title);
    expect(child(channel, 'description')?.textContent).toBe(
      t.content.newsFeed.description(t.site.name, t.site.place),
    );
    expect(child(channel, 'language')?.textContent).toBe(locale);
    expect(child(channel, 'link')?.textContent).toBe(`${SITE}/${lang}/NewsEvents`);
    expect(child(channel, 'atom:link')?.getAttribute('href')).toBe(`${SITE}/${lang}/feed.xml`);
    expect(items.map((item) => item.title)).toEqual([
      'Third Convocation Held',
      'Fall Semester Begins',
    ]);
    const english = (await readFeed(await GET())).items;
    expect(items.map((item) => item.link)).toEqual(
      english.map((item) => item.link?.replace(`${SITE}/NewsEvents`, `${SITE}/${lang}/NewsEvents`)),
    );
    expect(items.every((item) => item.link?.startsWith(`${SITE}/${lang}/NewsEvents#news-`))).toBe(
      true,
    );
  });

  it('is an empty feed, still valid and in its language, when the backend fails', async () => {
    stubBackend({});
    const { channel, items, child } = await readFeed(await feed());
    expect(items).toEqual([]);
    expect(child(channel, 'title')?.textContent).toBe(title);
  });

  it('answers 404 for English under a prefix, or a language the site does not have', async () => {
    for (const other of ['en', 'xx']) {
      const response = await languageFeed(new Request(`${SITE}/${other}/feed.xml`), {
        params: Promise.resolve({ lang: other }),
      });
      expect(response.status).toBe(404);
    }
  });
});
