/** @jest-environment node */
import type { ReactElement } from 'react';
import AboutUsPage, { generateMetadata as aboutUsMetadata } from '@/app/[lang]/AboutUs/page';
import ContactUsPage, { generateMetadata as contactUsMetadata } from '@/app/[lang]/ContactUs/page';
import FacilitiesHomePage, {
  generateMetadata as facilitiesMetadata,
} from '@/app/[lang]/FacilitiesHome/page';
import NewsEventsPage, {
  generateMetadata as newsEventsMetadata,
} from '@/app/[lang]/NewsEvents/page';
import { stubBackend, withNockBackend, type BackendReplies } from '../support/appapi';
import { setPageLanguage } from '../support/root-params';
import { alternateLanguages } from '../support/languages';
import { renderHtml } from '../support/render';
import { contact, homeAbout } from './fixtures';
import { menuOutline, shownText } from './helpers';

// /ur/FacilitiesHome, /ur/ContactUs, /ur/AboutUs and /ur/NewsEvents: what the site writes in
// Urdu, the backend's text (address, about text, news titles) as sent, in lang="en" dir="ltr".

const MAP = 'https://maps.example.org/embed?q=KUST%20Dadu';
withNockBackend({ MAP_EMBED_URL: MAP });

/** An Urdu page's HTML without its breadcrumb trail and structured data. */
async function renderUrdu(page: () => Promise<ReactElement>, replies: BackendReplies = {}) {
  setPageLanguage('ur');
  stubBackend(replies);
  const view = renderHtml(await page());
  view.document.querySelector('nav.breadcrumbs')?.remove();
  view.document.querySelectorAll('script').forEach((script) => script.remove());
  return { ...view, text: shownText(view.document.body) };
}

/** The element holding exactly `text` as its own text. */
function holding(root: Element, text: string): Element {
  const found = [...root.querySelectorAll('*')].find(
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

/** The nearest language mark of an element and its direction. */
function sentMark(element: Element | null): [string | null, string | null] {
  const marked = element?.closest('[lang]');
  return [marked?.getAttribute('lang') ?? null, marked?.getAttribute('dir') ?? null];
}

describe('/ur/FacilitiesHome', () => {
  it('heads the page and its six tiles in Urdu, each with an Urdu text', async () => {
    const view = await renderUrdu(FacilitiesHomePage);
    expect(view.getAllByRole('heading', { level: 1 }).map(shownText)).toEqual(['سہولیات']);
    expect(view.text).toContain('KUST میں زندگی صرف کلاس روم تک محدود نہیں۔');
    const tiles = [...view.document.querySelectorAll('.tile')];
    expect(tiles.map((tile) => [tile.id, shownText(tile.querySelector('h2'))])).toEqual([
      ['library', 'لائبریری'],
      ['transport', 'ٹرانسپورٹ'],
      ['hostel', 'ہاسٹل'],
      ['sports', 'کھیل'],
      ['scholarships', 'اسکالرشپس'],
      ['it-facilities', 'آئی ٹی سہولیات'],
    ]);
    for (const tile of tiles) {
      const text = shownText(tile.querySelector('p'));
      expect(text.length).toBeGreaterThan(40);
      expect(text).toMatch(/۔$/);
      expect(text.match(/\b[a-z]{4,}\b/g)).toBeNull();
    }
    expect(shownText(view.document.getElementById('hostel'))).toContain('24 گھنٹے سیکیورٹی');
  });

  it('has the facilities side menu in Urdu, each link to its tile on the Urdu page', async () => {
    const view = await renderUrdu(FacilitiesHomePage);
    const menu = menuOutline(view.getByRole('navigation', { name: 'متعلقہ لنکس' })) as [
      string,
      string,
    ][];
    expect(menu.map(([label]) => label)).toEqual([
      'لائبریری',
      'اسکالرشپس',
      'ہاسٹل',
      'ٹرانسپورٹ',
      'کھیل',
      'آئی ٹی سہولیات',
    ]);
    for (const [, href] of menu) {
      expect(href.startsWith('/ur/FacilitiesHome#')).toBe(true);
      expect(view.document.getElementById(href.replace('/ur/FacilitiesHome#', ''))).not.toBeNull();
    }
  });

  it('has Urdu metadata with its /ur canonical link', async () => {
    setPageLanguage('ur');
    const metadata = await facilitiesMetadata();
    expect(metadata.title).toBe('سہولیات');
    expect(metadata.description).toBe(
      'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی میں لائبریری، ٹرانسپورٹ، ہاسٹل، کھیل، اسکالرشپس اور آئی ٹی کی سہولیات۔',
    );
    expect(metadata.alternates?.canonical).toBe('/ur/FacilitiesHome');
    expect(metadata.alternates?.languages).toMatchObject({
      en: '/FacilitiesHome',
      ur: '/ur/FacilitiesHome',
      'x-default': '/FacilitiesHome',
    });
    expect(metadata.alternates?.languages).toEqual(alternateLanguages('/FacilitiesHome'));
  });
});

describe('/ur/ContactUs', () => {
  it('heads the page, the form and the card in Urdu, with Urdu labels and button', async () => {
    const view = await renderUrdu(ContactUsPage, { CONTACT_GET: [contact] });
    expect(shownText(view.getByRole('heading', { level: 1 }))).toBe('رابطہ');
    expect(view.getAllByRole('heading', { level: 2 }).map(shownText)).toEqual([
      'ہمیں پیغام بھیجیں',
      'رابطے کی تفصیل',
      'کیمپس کا نقشہ',
    ]);
    expect(view.getByLabelText('نام').getAttribute('name')).toBe('name');
    expect(view.getByLabelText('ای میل').getAttribute('type')).toBe('email');
    expect(view.getByLabelText('موضوع').getAttribute('name')).toBe('subject');
    expect(view.getByLabelText('پیغام').tagName).toBe('TEXTAREA');
    expect(view.getByRole('button', { name: 'پیغام بھیجیں' }).getAttribute('type')).toBe('button');
    const labels = [...view.document.querySelectorAll('dt')].map(shownText);
    expect(labels).toEqual(['پتہ', 'موبائل', 'فون', 'ای میل', 'ویب سائٹ']);
  });

  it('shows the backend address, numbers, email and website as sent, inside lang="en" dir="ltr"', async () => {
    const view = await renderUrdu(ContactUsPage, { CONTACT_GET: [contact] });
    const card = view
      .getByRole('heading', { name: 'رابطے کی تفصیل' })
      .closest('section') as Element;
    for (const sent of [
      'Indus Highway, Dadu, Sindh',
      '0301-4710100',
      '025-4711234',
      'info@kust.example.edu.pk',
      'www.kust.example.edu.pk',
    ]) {
      expect([sent, ...sentMark(holding(card, sent))]).toEqual([sent, 'en', 'ltr']);
    }
    // The labels are the page's own: no mark.
    expect(sentMark(holding(card, 'پتہ'))).toEqual([null, null]);
    expect(card.querySelector('a[target="_blank"] .visually-hidden')?.textContent).toBe(
      ' (نئے ٹیب میں کھلے گا)',
    );
  });

  it("says 'دستیاب نہیں' (unmarked) for a detail the backend leaves out, and titles the map in Urdu", async () => {
    const view = await renderUrdu(ContactUsPage, {
      CONTACT_GET: [{ ...contact, CONTACT_ADD: '', CONTACT_WEBSITE: null }],
    });
    const missing = [...view.document.querySelectorAll('dd')].filter(
      (dd) => shownText(dd) === 'دستیاب نہیں',
    );
    expect(missing).toHaveLength(2);
    for (const dd of missing) expect(sentMark(dd)).toEqual([null, null]);
    expect(view.document.querySelector('iframe')?.getAttribute('title')).toBe(
      'نقشہ: کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی کہاں ہے',
    );
  });

  it('says in Urdu that the details are loading when CONTACT_GET fails', async () => {
    const view = await renderUrdu(ContactUsPage);
    expect(view.text).toContain('رابطے کی معلومات لوڈ ہو رہی ہیں...');
    expect(view.document.querySelector('iframe')?.getAttribute('src')).toBe(MAP);
  });

  it('has Urdu metadata with its /ur canonical link', async () => {
    setPageLanguage('ur');
    const metadata = await contactUsMetadata();
    expect(metadata.title).toBe('رابطہ');
    expect(metadata.description).toBe(
      'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی، دادو، سندھ، پاکستان: پتہ، فون نمبر، ای میل اور نقشہ۔',
    );
    expect(metadata.alternates?.canonical).toBe('/ur/ContactUs');
  });
});

describe('/ur/AboutUs', () => {
  it('shows the backend title and texts as sent, under Urdu headings', async () => {
    const view = await renderUrdu(AboutUsPage, { HOME_ABOUT_GET: [homeAbout] });
    const title = view.getByRole('heading', { level: 1 });
    expect([shownText(title), title.getAttribute('lang'), title.getAttribute('dir')]).toEqual([
      'About KUST',
      'en',
      'ltr',
    ]);
    expect(sentMark(view.getByText('KUST is a public university in Dadu.'))).toEqual(['en', 'ltr']);
    const vision = view.getByRole('heading', { name: 'ہمارا وژن' }).closest('section') as Element;
    expect(sentMark(holding(vision, 'A university that serves every district of Sindh.'))).toEqual([
      'en',
      'ltr',
    ]);
    expect(view.getByRole('heading', { name: 'ہمارا مشن' })).toBeTruthy();
    expect(view.getByRole('heading', { name: 'وائس چانسلر کا پیغام' })).toBeTruthy();
  });

  it('titles the page in Urdu when the backend sends no title, and falls back in Urdu', async () => {
    const view = await renderUrdu(AboutUsPage, { HOME_ABOUT_GET: [{ ABOUT_DESC: 'Text.' }] });
    const title = view.getByRole('heading', { level: 1 });
    expect([shownText(title), title.getAttribute('lang')]).toEqual([
      'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی کا تعارف',
      null,
    ]);
    expect(view.getByText('وژن اس وقت دستیاب نہیں۔')).toBeTruthy();
    expect(view.getByText('مشن اس وقت دستیاب نہیں۔')).toBeTruthy();
  });

  it('heads the placeholder in Urdu when HOME_ABOUT_GET fails', async () => {
    const view = await renderUrdu(AboutUsPage);
    expect(shownText(view.getByRole('heading', { level: 1 }))).toBe('ہمارے بارے میں');
  });

  it("describes itself in Urdu, not with the backend's English text", async () => {
    setPageLanguage('ur');
    stubBackend({ HOME_ABOUT_GET: [homeAbout] });
    const metadata = await aboutUsMetadata();
    expect(metadata.title).toBe('ہمارے بارے میں');
    expect(metadata.description).toBe(
      'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی کا تعارف: وژن، مشن اور وائس چانسلر کا پیغام۔',
    );
    expect(metadata.alternates?.canonical).toBe('/ur/AboutUs');
  });
});

describe('/ur/NewsEvents', () => {
  it('heads the page in Urdu, the news titles as sent, their dates in Urdu', async () => {
    const view = await renderUrdu(NewsEventsPage, {
      HOME_NEWS_GET_ALL: [
        { NEWS_DATE: '2025-10-14T09:30:00', NEWS_IMG: null, NEWS_TITLE: 'Third Convocation Held' },
      ],
    });
    expect(shownText(view.getByRole('heading', { level: 1 }))).toBe('خبریں اور تقریبات');
    const [title] = view.getAllByRole('heading', { level: 2 });
    expect(shownText(title)).toBe('Third Convocation Held');
    expect(sentMark(view.getByText('Third Convocation Held'))).toEqual(['en', 'ltr']);
    expect(view.text).toContain('اکتوبر');
    expect(view.text).toContain('2025');
  });

  it('says in Urdu that there is no news', async () => {
    const view = await renderUrdu(NewsEventsPage);
    expect(view.text).toContain('اس وقت کوئی خبر نہیں');
  });

  it('has Urdu metadata with its /ur canonical link', async () => {
    setPageLanguage('ur');
    const metadata = await newsEventsMetadata();
    expect(metadata.title).toBe('خبریں اور تقریبات');
    expect(metadata.alternates?.canonical).toBe('/ur/NewsEvents');
  });
});
