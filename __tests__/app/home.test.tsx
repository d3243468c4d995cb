/** @jest-environment node */
import HomePage from '@/app/[lang]/page';
import { stubBackend, withNockBackend, type BackendReplies } from '../support/appapi';
import { renderHtml } from '../support/render';
import { siteCss } from '../support/site-css';
import { aspNetDate, contact, homeAbout, upstreamFile } from './fixtures';
import { failing, hasOwnText, imageUrl, shownText } from './helpers';

const SITE = 'https://www.kust.example.edu.pk';
withNockBackend({ SITE_URL: SITE });

const slides = [
  upstreamFile('Uploads/Slider/convocation.jpg'),
  upstreamFile('Uploads/Slider/campus.jpg'),
];
const popup = upstreamFile('Uploads/Popup/admissions.jpg');
const events = [
  {
    EVENT_DATE: '2025-10-05T00:00:00',
    EVENT_TITLE: 'Orientation Day',
    EVENT_DESC: 'Freshers meet their teachers.',
    EVENT_IMG: 'Uploads/Events/1.jpg',
  },
  {
    EVENT_DATE: aspNetDate('2025-09-21'),
    EVENT_TITLE: 'Science Fair',
    EVENT_DESC: 'Projects of the final year.',
    EVENT_IMG: 'Uploads/Events/2.jpg',
  },
  {
    EVENT_DATE: '2025-08-14T00:00:00',
    EVENT_TITLE: 'Independence Day',
    EVENT_DESC: 'Flag hoisting.',
    EVENT_IMG: 'Uploads/Events/3.jpg',
  },
  {
    EVENT_DATE: '2025-07-01T00:00:00',
    EVENT_TITLE: 'Tree Plantation',
    EVENT_DESC: 'A thousand saplings.',
    EVENT_IMG: 'Uploads/Events/4.jpg',
  },
  {
    EVENT_DATE: '2025-06-01T00:00:00',
    EVENT_TITLE: 'Fifth Event',
    EVENT_DESC: 'Not shown.',
    EVENT_IMG: 'Uploads/Events/5.jpg',
  },
  {
    EVENT_DATE: '2025-05-01T00:00:00',
    EVENT_TITLE: 'Sixth Event',
    EVENT_DESC: 'Not shown either.',
    EVENT_IMG: 'Uploads/Events/6.jpg',
  },
];
const news = [
  {
    NEWS_DATE: '2025-10-14T00:00:00',
    NEWS_IMG: 'Uploads/News/convocation.jpg',
    NEWS_TITLE: 'Third Convocation Held',
  },
  { NEWS_DATE: aspNetDate('2025-09-01'), NEWS_IMG: null, NEWS_TITLE: 'Fall Semester Begins' },
];
const everything: BackendReplies = {
  HOME_POPUP_GET: [{ HOME_POPUP_IMG: popup.sent }],
  HOME_SLIDER_GET: [
    { SLIDER_IMG: slides[0]?.sent },
    { SLIDER_IMG: '' },
    { SLIDER_IMG: slides[1]?.sent },
  ],
  HOME_ABOUT_GET: [homeAbout],
  DPT_INFORMATION_GET: [
    {
      INFORMATION_TITLE: 'Admissions Open 2025-26',
      INFORMATION_DESC: 'Apply online before 30 November.',
      INFORMATION_IMG: 'Uploads/info.jpg?v=3&size=large',
    },
  ],
  HOME_EVENT_GET: events,
  HOME_CAMPUS_GET: [
    { CAMPUS_IMG: 'Uploads/Campus/library.jpg', CAMPUS_TITLE: 'Central Library' },
    { CAMPUS_IMG: 'Uploads/Campus/hostel.jpg', CAMPUS_TITLE: 'Girls Hostel' },
  ],
  HOME_NEWS_GET: news,
  HOME_FACT_GET: [
    { FACT_ICO: 'Uploads/Facts/programmes.svg', FACT_TITLE: 'Programmes', FACT_NO: 45 },
    { FACT_ICO: null, FACT_TITLE: 'Departments', FACT_NO: '12' },
  ],
  CONTACT_GET: [contact],
};

async function renderHome(replies: BackendReplies) {
  const calls = stubBackend(replies);
  return { ...renderHtml(await HomePage()), calls };
}

type View = Awaited<ReturnType<typeof renderHome>>;

/** The section headed `name` (the heading's nearest <section>). */
function section(view: View, name: string | RegExp) {
  const found = view.getByRole('heading', { name }).closest('section');
  if (!found) throw new Error(`no section headed ${String(name)}`);
  return found;
}

/** The CSS line clamp of the text block holding `text`: its class and --clamp-lines. */
function clampOf(view: View, text: string) {
  const block = view.getByText(text).closest('.clamp');
  return block && /--clamp-lines:\s*(\d+)/.exec(block.getAttribute('style') ?? '')?.[1];
}

/** The page's JSON-LD object of `type` (each block holds one object or a list of them). */
function jsonLdOf(view: { document: Document }, type: string): unknown {
  const objects = [...view.document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (script) => [JSON.parse(script.textContent ?? 'null')].flat(),
  );
  return objects.find((object) => object?.['@type'] === type);
}

describe('home page', () => {
  it('opens with the popup image when HOME_POPUP_GET has one', async () => {
    const view = await renderHome(everything);
    const dialog = view.document.querySelector('dialog');
    expect(imageUrl(dialog?.querySelector('img'))).toBe(popup.image);
  });

  it('leads to the programme finder and the admission guide, even with the backend down', async () => {
    for (const replies of [everything, {}]) {
      const view = await renderHome(replies);
      const band = view.getByRole('region', { name: 'Find your programme' });
      expect(
        [...band.querySelectorAll('a')].map((link) => [
          link.textContent,
          link.getAttribute('href'),
        ]),
      ).toEqual([
        ['Browse all programmes', '/ProgrammeFinder'],
        ['How to apply', '/AdmissionHome'],
      ]);
    }
  });

  it('has no popup when HOME_POPUP_GET fails', async () => {
    const view = await renderHome(failing(everything, 'HOME_POPUP_GET'));
    expect(view.document.querySelector('dialog')).toBeNull();
  });

  it('gives the slider every slide image, in order, leaving out slides without an image', async () => {
    const view = await renderHome(everything);
    const images = [
      ...view.document.querySelectorAll('.hero-slider .swiper-wrapper > .swiper-slide img'),
    ];
    expect(images.map(imageUrl)).toEqual(slides.map((slide) => slide.image));
  });

  it('shows the about title, description clamped to 7 lines, and the video in embed form', async () => {
    const view = await renderHome(everything);
    const about = section(view, 'About KUST');

    expect(view.getByText('KUST is a public university in Dadu.')).toBeTruthy();
    expect(view.getByText('It offers engineering and science degrees.')).toBeTruthy();
    expect(clampOf(view, 'KUST is a public university in Dadu.')).toBe('7');
    // The player loads on request: the server sends a link to the embed URL that becomes the iframe on click.
    expect(about.querySelector('a.video-facade')?.getAttribute('href')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(about.querySelector('iframe')).toBeNull();
  });

  it('converts a youtu.be share link to embed form too', async () => {
    const view = await renderHome({
      ...everything,
      HOME_ABOUT_GET: [{ ...homeAbout, ABOUT_LINK: 'https://youtu.be/dQw4w9WgXcQ?t=42' }],
    });
    expect(section(view, 'About KUST').querySelector('a.video-facade')?.getAttribute('href')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
  });

  it("says 'No video available.', with no player or video link, when the about data has no video", async () => {
    const view = await renderHome({
      ...everything,
      HOME_ABOUT_GET: [{ ...homeAbout, ABOUT_LINK: '' }],
    });
    const about = section(view, 'About KUST');

    expect(view.getByText('No video available.')).toBeTruthy();
    expect(about.querySelector('iframe, video')).toBeNull();
    expect(
      [...about.querySelectorAll('a')].filter((link) =>
        /youtu|video/i.test(link.getAttribute('href') ?? ''),
      ),
    ).toEqual([]);
  });

  it("shows 'Loading...' and 'Please wait, loading description...' in the about section when HOME_ABOUT_GET fails", async () => {
    const view = await renderHome(failing(everything, 'HOME_ABOUT_GET'));
    const about = section(view, 'Loading...');

    expect(shownText(about)).toContain('Please wait, loading description...');
    expect(shownText(about)).toContain('No video available.');
  });

  it("says 'No description available.' and 'No video available.' when the backend has no about data", async () => {
    const view = await renderHome({ ...everything, HOME_ABOUT_GET: [] });

    expect(view.getByText('No description available.')).toBeTruthy();
    expect(view.getByText('No video available.')).toBeTruthy();
    expect(view.queryByText('Please wait, loading description...')).toBeNull();
  });

  it('shows the information banner, its image without the query string', async () => {
    const view = await renderHome(everything);
    const banner = section(view, 'Admissions Open 2025-26');

    expect(shownText(banner)).toContain('Apply online before 30 November.');
    expect(imageUrl(banner.querySelector('img'))).toBe(upstreamFile('Uploads/info.jpg').image);
  });

  it('shows only the first 4 events, dated DD MMM YYYY, with their images', async () => {
    const view = await renderHome(everything);
    const latest = section(view, 'Latest Events');
    const cards = [...latest.querySelectorAll('li')];

    expect(cards.map((card) => shownText(card.querySelector('h3, h4')))).toEqual([
      'Orientation Day',
      'Science Fair',
      'Independence Day',
      'Tree Plantation',
    ]);
    expect(view.getByText('05 Oct 2025')).toBeTruthy();
    expect(view.getByText('21 Sep 2025')).toBeTruthy();
    expect(view.getByText('14 Aug 2025')).toBeTruthy();
    expect(view.getByText('01 Jul 2025')).toBeTruthy();
    expect(imageUrl(cards[0]?.querySelector('img'))).toBe(
      upstreamFile('Uploads/Events/1.jpg').image,
    );
    expect(shownText(latest)).not.toContain('Fifth Event');
    expect(shownText(latest)).not.toContain('Sixth Event');
  });

  it("draws the clamps in CSS: the 'clamp' class cuts the text after --clamp-lines lines", () => {
    const css = siteCss();
    expect(css).toMatch(/\.clamp\s*\{[^}]*(-webkit-)?line-clamp:\s*var\(--clamp-lines\)/);
  });

  it('clamps each event description to 4 lines', async () => {
    const view = await renderHome(everything);
    expect(clampOf(view, 'Freshers meet their teachers.')).toBe('4');
    expect(clampOf(view, 'A thousand saplings.')).toBe('4');
  });

  it("shows the vice chancellor's photo, name and message clamped to 12 lines", async () => {
    const view = await renderHome(everything);
    const vc = section(view, "Vice Chancellor's Message");

    expect(hasOwnText(vc, 'Prof. Dr. Abdul Qadir')).toBe(true);
    expect(view.getByText('Welcome to the university.')).toBeTruthy();
    expect(clampOf(view, 'Welcome to the university.')).toBe('12');
    expect(imageUrl(vc.querySelector('img'))).toBe(upstreamFile('Uploads/vc.jpg').image);
  });

  it("names the vice chancellor 'N/A' when VC_NAME is missing", async () => {
    const view = await renderHome({
      ...everything,
      HOME_ABOUT_GET: [{ ...homeAbout, VC_NAME: null, VC_MESSAGE: '' }],
    });
    const vc = section(view, "Vice Chancellor's Message");

    expect(hasOwnText(vc, 'N/A')).toBe(true);
    expect(shownText(vc)).toContain('Message is not available at the moment.');
  });

  it('shows campus life pictures with their titles', async () => {
    const view = await renderHome(everything);
    const campus = section(view, 'Campus Life');
    const items = [...campus.querySelectorAll('li')];

    expect(items.map((item) => shownText(item))).toEqual(['Central Library', 'Girls Hostel']);
    expect(items.map((item) => imageUrl(item.querySelector('img')))).toEqual([
      upstreamFile('Uploads/Campus/library.jpg').image,
      upstreamFile('Uploads/Campus/hostel.jpg').image,
    ]);
  });

  it('shows news cards dated in en-GB long form', async () => {
    const view = await renderHome(everything);
    const newsSection = section(view, 'News Updates');
    const cards = [...newsSection.querySelectorAll('li')];

    expect(cards).toHaveLength(2);
    expect(cards[0] && hasOwnText(cards[0], '14 October 2025')).toBe(true);
    expect(shownText(cards[0])).toContain('Third Convocation Held');
    expect(imageUrl(cards[0]?.querySelector('img'))).toBe(
      upstreamFile('Uploads/News/convocation.jpg').image,
    );
    expect(cards[1] && hasOwnText(cards[1], '1 September 2025')).toBe(true);
    expect(shownText(cards[1])).toContain('Fall Semester Begins');
    expect(shownText(cards[1])).toContain('No Image Available');
  });

  it('shows the important facts with their numbers and titles', async () => {
    const view = await renderHome(everything);
    const facts = [...section(view, 'Important Facts').querySelectorAll('li')];

    expect(
      facts.map((fact) => [...fact.querySelectorAll('span')].map(shownText).filter(Boolean)),
    ).toEqual([
      ['45', 'Programmes'],
      ['12', 'Departments'],
    ]);
    // An SVG is never optimised nor served from the site's origin (it may hold script): as it is.
    expect(imageUrl(facts[0]?.querySelector('img'))).toBe(
      upstreamFile('Uploads/Facts/programmes.svg').shown,
    );
  });

  it('describes the university as schema.org CollegeOrUniversity JSON-LD built from the contact and about data', async () => {
    const view = await renderHome(everything);

    expect(jsonLdOf(view, 'CollegeOrUniversity')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollegeOrUniversity',
      name: 'Kirthar University of Science & Technology',
      alternateName: 'KUST',
      url: SITE,
      logo: `${SITE}/logo-crest.png`,
      description:
        'KUST is a public university in Dadu. It offers engineering and science degrees.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Indus Highway',
        addressLocality: 'Dadu',
        addressRegion: 'Sindh',
        addressCountry: 'PK',
      },
      telephone: '0301-4710100',
      email: 'info@kust.example.edu.pk',
      sameAs: [
        'https://facebook.com/kust',
        'https://youtube.com/@kust',
        'https://linkedin.com/school/kust',
      ],
    });
  });

  it('keeps backend text from closing the JSON-LD script', async () => {
    const view = await renderHome({
      ...everything,
      HOME_ABOUT_GET: [{ ...homeAbout, ABOUT_DESC: 'a </script><script>alert(1)</script> b' }],
    });
    // The site's, the university's and its events' JSON-LD blocks (no more), and no script holds
    // the injected code (the other script is the popup opener).
    expect(view.document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(3);
    for (const script of view.document.querySelectorAll('script'))
      expect(script.textContent).not.toContain('alert(1)');
    expect(view.html).not.toContain('alert(1)</script>');
  });

  it('still renders with every call failing: no popup or slider, about fallbacks and empty events and news', async () => {
    const view = await renderHome({});

    expect(view.document.querySelector('dialog')).toBeNull();
    expect(view.queryByTestId('hero-slider')).toBeNull();
    expect(view.getByRole('heading', { name: 'Loading...' })).toBeTruthy();
    expect(view.getByText('Please wait, loading description...')).toBeTruthy();
    expect(view.getByText('No video available.')).toBeTruthy();
    expect(hasOwnText(section(view, "Vice Chancellor's Message"), 'N/A')).toBe(true);
    expect(view.getByText('No upcoming events at the moment.')).toBeTruthy();
    expect(view.getByText('There is no news at the moment.')).toBeTruthy();
    expect(jsonLdOf(view, 'CollegeOrUniversity')).toMatchObject({
      '@type': 'CollegeOrUniversity',
      url: SITE,
    });
    expect(jsonLdOf(view, 'WebSite')).toMatchObject({ '@type': 'WebSite', url: `${SITE}/` });
  });
});
