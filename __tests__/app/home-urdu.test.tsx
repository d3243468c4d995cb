/** @jest-environment node */
import HomePage, { generateMetadata } from '@/app/[lang]/page';
import type { SliderLabels } from '@/components/home/hero-slider';
import { stubBackend, withNockBackend, type BackendReplies } from '../support/appapi';
import { setPageLanguage } from '../support/root-params';
import { renderHtml } from '../support/render';
import { contact, homeAbout, upstreamFile } from './fixtures';
import { shownText } from './helpers';

// The home page in Urdu (/ur): everything the site writes in Urdu, the backend's text as sent
// (lang="en" dir="ltr"), links to the Urdu pages, the slider right to left with Urdu labels.

// Swiper's CSS cannot load in jest: the stand-in shows what the page gives the slider.
jest.mock('@/components/home/hero-slider', () => ({
  HeroSlider: ({
    slides,
    labels,
  }: {
    slides: { src: string; alt: string }[];
    labels: SliderLabels;
  }) => (
    <section
      data-testid="hero-slider"
      aria-label={labels.label}
      aria-roledescription={labels.roleDescription}
      data-dir={labels.dir}
    >
      <span data-testid="slider-previous">{labels.previous}</span>
      <span data-testid="slider-next">{labels.next}</span>
      <span data-testid="slider-go-to">{labels.goTo}</span>
      {slides.map((slide) => (
        // eslint-disable-next-line @next/next/no-img-element
        <img key={slide.src} src={slide.src} alt={slide.alt} />
      ))}
    </section>
  ),
}));

const SITE = 'https://www.kust.example.edu.pk';
withNockBackend({ SITE_URL: SITE });

const everything: BackendReplies = {
  HOME_POPUP_GET: [{ HOME_POPUP_IMG: upstreamFile('Uploads/Popup/admissions.jpg').sent }],
  HOME_SLIDER_GET: [
    { SLIDER_IMG: 'Uploads/Slider/convocation.jpg' },
    { SLIDER_IMG: 'Uploads/Slider/campus.jpg' },
  ],
  HOME_ABOUT_GET: [homeAbout],
  DPT_INFORMATION_GET: [
    {
      INFORMATION_TITLE: 'Admissions Open 2025-26',
      INFORMATION_DESC: 'Apply online before 30 November.',
      INFORMATION_IMG: '',
    },
  ],
  HOME_EVENT_GET: [
    {
      EVENT_DATE: '2025-10-05T00:00:00',
      EVENT_TITLE: 'Orientation Day',
      EVENT_DESC: 'Freshers meet their teachers.',
      EVENT_IMG: 'Uploads/Events/1.jpg',
    },
  ],
  HOME_CAMPUS_GET: [{ CAMPUS_IMG: 'Uploads/Campus/library.jpg', CAMPUS_TITLE: 'Central Library' }],
  HOME_NEWS_GET: [
    { NEWS_DATE: '2025-10-14T00:00:00', NEWS_IMG: null, NEWS_TITLE: 'Third Convocation Held' },
  ],
  HOME_FACT_GET: [{ FACT_ICO: null, FACT_TITLE: 'Programmes', FACT_NO: 45 }],
  CONTACT_GET: [contact],
};

async function renderUrduHome(replies: BackendReplies) {
  setPageLanguage('ur');
  stubBackend(replies);
  return renderHtml(await HomePage());
}

type View = Awaited<ReturnType<typeof renderUrduHome>>;

/** The element holding exactly `text` as its own text. */
function holding(view: View, text: string): Element {
  const found = [...view.document.body.querySelectorAll('*')].find(
    (element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === 3)
        .map((node) => node.textContent)
        .join('')
        .trim() === text,
  );
  if (!found) throw new Error(`nothing holds ${text}`);
  return found;
}

/** The language marks of the element and its ancestors: the nearest lang wins. */
function langOf(element: Element | null): string | null {
  return element?.closest('[lang]')?.getAttribute('lang') ?? null;
}

describe('the home page in Urdu', () => {
  it('heads every section in Urdu', async () => {
    const view = await renderUrduHome(everything);
    const headings = view
      .getAllByRole('heading', { level: 2 })
      .map((heading) => shownText(heading));
    expect(headings).toEqual(
      expect.arrayContaining([
        'اپنا پروگرام تلاش کریں',
        'تازہ ترین تقریبات',
        'وائس چانسلر کا پیغام',
        'کیمپس کی زندگی',
        'تازہ خبریں',
        'یونیورسٹی ایک نظر میں',
      ]),
    );
    for (const english of [
      'Find your programme',
      'Latest Events',
      "Vice Chancellor's Message",
      'Campus Life',
      'News Updates',
      'Important Facts',
    ]) {
      expect(headings).not.toContain(english);
    }
    expect(shownText(view.getByRole('heading', { level: 1 }))).toBe(
      'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی',
    );
    expect(view.getByText('وائس چانسلر')).toBeTruthy();
  });

  it('gives the slider Urdu labels, right to left, and Urdu alt text', async () => {
    const view = await renderUrduHome(everything);
    const slider = view.getByTestId('hero-slider');
    expect(slider.getAttribute('data-dir')).toBe('rtl');
    expect(slider.getAttribute('aria-label')).toBe('کیمپس کی جھلکیاں');
    expect(slider.getAttribute('aria-roledescription')).toBe('سلائیڈ شو');
    expect(shownText(view.getByTestId('slider-previous'))).toBe('پچھلی سلائیڈ');
    expect(shownText(view.getByTestId('slider-next'))).toBe('اگلی سلائیڈ');
    expect(shownText(view.getByTestId('slider-go-to'))).toBe('سلائیڈ {{index}} پر جائیں');
    expect([...slider.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual([
      'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی: کیمپس کی تصویر (2 میں سے 1)',
      'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی: کیمپس کی تصویر (2 میں سے 2)',
    ]);
  });

  it('names the popup, its close button and its image in Urdu', async () => {
    const view = await renderUrduHome(everything);
    const dialog = view.document.querySelector('dialog');
    expect(dialog?.getAttribute('aria-label')).toBe('اعلان');
    expect(shownText(dialog?.querySelector('button .visually-hidden'))).toBe('اعلان بند کریں');
    expect(dialog?.querySelector('img')?.getAttribute('alt')).toBe('یونیورسٹی کی طرف سے اعلان');
  });

  it("shows the backend's text as sent, marked lang=en dir=ltr, and the site's own words unmarked", async () => {
    const view = await renderUrduHome(everything);
    for (const sent of [
      'About KUST',
      'KUST is a public university in Dadu.',
      'Prof. Dr. Abdul Qadir',
      'Welcome to the university.',
      'Admissions Open 2025-26',
      'Orientation Day',
      'Third Convocation Held',
      'Central Library',
      'Programmes',
    ]) {
      const element = holding(view, sent);
      expect([sent, langOf(element), element.closest('[dir]')?.getAttribute('dir')]).toEqual([
        sent,
        'en',
        'ltr',
      ]);
    }
    for (const own of [
      'تازہ ترین تقریبات',
      'وائس چانسلر',
      'تمام پروگرام دیکھیں',
      'ہمارے بارے میں مزید جانیں',
      'پورا پیغام پڑھیں',
    ]) {
      expect([own, langOf(holding(view, own))]).toEqual([own, null]);
    }
    // The about section is headed in Urdu, the backend's title beneath its heading.
    const about = view.getByRole('region', { name: 'یونیورسٹی کا تعارف' });
    expect(shownText(about.querySelector('h2'))).toBe('یونیورسٹی کا تعارف');
    expect(about.querySelector('h2')?.nextElementSibling?.textContent).toBe('About KUST');
    expect(langOf(about.querySelector('h2'))).toBeNull();
    // The video's label: Urdu words, the backend's title inside them marked as sent.
    const play = view.document.querySelector('.video-facade__label');
    expect(shownText(play)).toBe('ویڈیو چلائیں: About KUST');
    expect(play?.querySelector('[lang="en"]')?.textContent).toBe('About KUST');
    // The portrait's alt text is the site's sentence around the backend's name.
    expect(view.getByAltText('Prof. Dr. Abdul Qadir کی تصویر')).toBeTruthy();
  });

  it('leads to the Urdu pages', async () => {
    const view = await renderUrduHome(everything);
    const band = view.getByRole('region', { name: 'اپنا پروگرام تلاش کریں' });
    expect(
      [...band.querySelectorAll('a')].map((link) => [shownText(link), link.getAttribute('href')]),
    ).toEqual([
      ['تمام پروگرام دیکھیں', '/ur/ProgrammeFinder'],
      ['داخلہ کیسے لیں', '/ur/AdmissionHome'],
    ]);
    expect(view.getByText('ہمارے بارے میں مزید جانیں').closest('a')?.getAttribute('href')).toBe(
      '/ur/AboutUs',
    );
    expect(view.getByText('پورا پیغام پڑھیں').closest('a')?.getAttribute('href')).toBe(
      '/ur/AboutUs#vc-message',
    );
  });

  it('says its fallbacks and empty states in Urdu, with every call failing', async () => {
    const view = await renderUrduHome({});
    // The about section keeps its Urdu heading; its text says it is loading.
    expect(view.getByRole('heading', { name: 'یونیورسٹی کا تعارف' })).toBeTruthy();
    expect(view.getByText('براہِ کرم انتظار کریں، تفصیل لوڈ ہو رہی ہے...')).toBeTruthy();
    expect(view.getByText('اس وقت کوئی آنے والی تقریب نہیں۔')).toBeTruthy();
    expect(view.getByText('اس وقت کوئی خبر نہیں۔')).toBeTruthy();
    expect(langOf(holding(view, 'دستیاب نہیں'))).toBeNull();
  });

  it('is described in Urdu: title and description; JSON-LD that leads to the Urdu page, names as sent', async () => {
    setPageLanguage('ur');
    stubBackend(everything);
    const metadata = await generateMetadata();
    expect(metadata.title).toBe('کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی');
    expect(metadata.description).toMatch(/دادو/);
    const view = await renderUrduHome(everything);
    const documents = [
      ...view.document.querySelectorAll('script[type="application/ld+json"]'),
    ].flatMap((script) => [JSON.parse(script.textContent ?? 'null')].flat());
    // inLanguage on the site only: schema.org has none for CollegeOrUniversity, and an Event's is the language it is held in.
    expect(
      documents.map((document) => [
        document['@type'],
        document.name,
        document.url,
        document.inLanguage,
      ]),
    ).toEqual([
      ['WebSite', 'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی', `${SITE}/ur`, 'ur'],
      ['CollegeOrUniversity', 'Kirthar University of Science & Technology', SITE, undefined],
      ['Event', 'Orientation Day', `${SITE}/ur`, undefined],
    ]);
  });
});
