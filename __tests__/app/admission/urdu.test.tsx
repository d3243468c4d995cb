/** @jest-environment node */
import type { Metadata } from 'next';
import AdmissionHomePage, {
  generateMetadata as admissionHomeMetadata,
} from '@/app/[lang]/(admission)/AdmissionHome/page';
import EligibilityCriteriaPage, {
  generateMetadata as eligibilityMetadata,
} from '@/app/[lang]/(admission)/EligibilityCriteria/page';
import HelpDeskPage, {
  generateMetadata as helpDeskMetadata,
} from '@/app/[lang]/(admission)/HelpDesk/page';
import InstructionPage, {
  generateMetadata as instructionMetadata,
} from '@/app/[lang]/(admission)/Instruction/page';
import { SectionLayout, loadSection } from '@/components/layout/section-page';
import { pageDictionary } from '@/lib/i18n/server';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { alternateLanguages } from '../../support/languages';
import { setPageLanguage } from '../../support/root-params';
import { renderContent, renderHtml } from '../../support/render';
import { contact } from '../fixtures';
import { menuOutline, shownText } from '../helpers';

// The admission guides in Urdu (/ur/AdmissionHome, /ur/Instruction, /ur/HelpDesk,
// /ur/EligibilityCriteria): every word the site writes in Urdu, the admission facts with Western
// digits, links to the site's pages leading to their Urdu pages, the backend's number as sent.

const PORTAL = 'https://portal.example.edu.pk/register';
const LOGIN = 'https://portal.example.edu.pk/login';
const TUTORIAL = 'https://www.youtube.com/watch?v=tutorial123';
const SITE = 'https://www.kust.example.edu.pk';
/** The admission year, isolated left to right in Urdu text (else its hyphen turns it round: '26-2025'). */
const YEAR = '\u20662025-26\u2069';
/** The same in a title or description, which carry no invisible mark: the slash keeps its order (lib/seo/metadata.ts). */
const HEAD_YEAR = '2025/26';
withNockBackend({
  ADMISSIONS_PORTAL_URL: PORTAL,
  ADMISSIONS_LOGIN_URL: LOGIN,
  ADMISSIONS_TUTORIAL_URL: TUTORIAL,
  SITE_URL: SITE,
});

/** An Urdu page's HTML, its breadcrumb trail (checked apart) taken out. */
async function renderUrdu(page: () => Promise<React.ReactElement>) {
  setPageLanguage('ur');
  const view = renderContent(await page());
  const breadcrumbs = view.document.querySelector('nav.breadcrumbs');
  breadcrumbs?.remove();
  view.document.querySelectorAll('script').forEach((script) => script.remove());
  return { ...view, breadcrumbs, text: shownText(view.document.body) };
}

/** Letters of the Latin alphabet, words of them: what an untranslated sentence would leave. */
const englishWords = (text: string) => text.match(/\b[a-z]{4,}\b/g) ?? [];

function expectWholeUrdu(text: string) {
  // Left over from a template, or an English sentence.
  expect(text).not.toMatch(/[{}]/);
  expect(englishWords(text)).toEqual([]);
}

describe('/ur/AdmissionHome', () => {
  it('heads the guide in Urdu, with the year in Western digits, isolated left to right', async () => {
    const view = await renderUrdu(AdmissionHomePage);
    expect(shownText(view.getByRole('heading', { level: 1 }))).toBe(
      `داخلہ کیسے لیں: داخلے ${YEAR}`,
    );
    expect(view.text).toContain(
      `بیچلر پروگراموں میں داخلے ${YEAR} کے لیے درخواست یونیورسٹی کے داخلہ پورٹل پر آن لائن دی جاتی ہے۔`,
    );
  });

  it('has the 7 steps in Urdu, in order, in one list', async () => {
    const view = await renderUrdu(AdmissionHomePage);
    const lists = view.document.querySelectorAll('ol');
    expect(lists).toHaveLength(1);
    const steps = [...(lists[0]?.querySelectorAll(':scope > li') ?? [])];
    expect(steps.map((step) => shownText(step.querySelector('h2')))).toEqual([
      'دیکھیں کہ آپ داخلے کے اہل ہیں یا نہیں',
      'داخلہ پورٹل پر رجسٹر کریں',
      'آن لائن داخلہ فارم بھریں',
      'فارم فیس جمع کرائیں',
      'فارم پرنٹ کر کے جمع کرائیں',
      'اپنی ایڈمٹ سلپ حاصل کریں',
      'انٹری ٹیسٹ دیں اور میرٹ لسٹیں دیکھتے رہیں',
    ]);
    const texts = steps.map((step) => shownText(step.querySelector('p')));
    expect(texts[0]).toContain(
      'انٹر (HSC) کے پہلے سال، یعنی HSC-I (سالانہ امتحان 2024) میں کم از کم 60 فیصد نمبر',
    );
    expect(texts[0]).toContain('کم از کم 50 فیصد نمبر');
    expect(texts[1]).toContain('شناختی کارڈ (CNIC) یا ب فارم (B-Form) کا نمبر ڈیش (-) کے بغیر');
    expect(texts[3]).toContain('4,000 روپے فارم فیس');
    expect(texts[3]).toContain('یہ فیس واپس نہیں ہوگی۔');
    expect(texts[4]).toContain('4 پاسپورٹ سائز تصویریں');
    expect(texts[5]).toContain('ایڈمٹ سلپ اسی ای میل پر بھیجی جاتی ہے');
    expect(texts[6]).toContain('صرف انٹری ٹیسٹ پاس کرنے سے داخلہ پکا نہیں ہو جاتا');
    expectWholeUrdu(view.text.replace(/Register/g, ''));
  });

  it('heads the sports quota and the self-finance scheme (the side menu target) in Urdu', async () => {
    const view = await renderUrdu(AdmissionHomePage);
    expect(shownText(view.document.getElementById('quota-heading'))).toBe('اسپورٹس کوٹہ');
    expect(shownText(view.document.getElementById('self-finance')?.querySelector('h2'))).toBe(
      'سیلف فنانس اسکیم',
    );
  });

  it('has the four buttons in Urdu; its own pages lead to /ur, the portal and video as they are', async () => {
    const view = await renderUrdu(AdmissionHomePage);
    const buttons = [...view.document.querySelectorAll('.button-row a')].map((link) => [
      shownText(link),
      link.getAttribute('href'),
    ]);
    expect(buttons).toEqual([
      ['ہدایات پڑھیں', '/ur/Instruction'],
      ['ٹیوٹوریل ویڈیو دیکھیں', TUTORIAL],
      ['آن لائن درخواست دیں', PORTAL],
      ['لاگ ان', LOGIN],
    ]);
    // Screen readers hear, in Urdu, that the outside links open a new tab.
    expect(
      view.document.querySelector(`.button-row a[href="${PORTAL}"] .visually-hidden`)?.textContent,
    ).toBe(' (نئے ٹیب میں کھلے گا)');
  });

  it('puts the links inside the steps where the Urdu sentence wants them, to the Urdu pages', async () => {
    const view = await renderUrdu(AdmissionHomePage);
    const inSteps = [...view.document.querySelectorAll('ol a')].map((link) => [
      shownText(link),
      link.getAttribute('href'),
    ]);
    expect(inSteps).toEqual([
      ['داخلے کی اہلیت', '/ur/EligibilityCriteria'],
      ['داخلہ پورٹل', PORTAL],
      ['رجسٹریشن کی ہدایات', '/ur/Instruction'],
    ]);
    const register = shownText(view.document.querySelectorAll('ol > li')[1]?.querySelector('p'));
    expect(register.startsWith('داخلہ پورٹل پر اپنا اکاؤنٹ بنائیں۔')).toBe(true);
  });

  it('has its breadcrumbs in Urdu, leading to the Urdu home page', async () => {
    const { breadcrumbs } = await renderUrdu(AdmissionHomePage);
    expect([...(breadcrumbs?.querySelectorAll('li') ?? [])].map(shownText)).toEqual([
      'ہوم',
      'داخلہ کیسے لیں',
    ]);
    expect(breadcrumbs?.querySelector('a')?.getAttribute('href')).toBe('/ur');
  });

  it('has Urdu metadata: title, description, its /ur canonical link and every language', async () => {
    setPageLanguage('ur');
    const metadata: Metadata = await admissionHomeMetadata();
    expect(metadata.title).toBe(`داخلہ کیسے لیں – داخلے ${HEAD_YEAR}`);
    expect(metadata.description).toBe(
      `کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی میں داخلے ${HEAD_YEAR} کے لیے درخواست دینے کا مرحلہ وار طریقہ: آن لائن رجسٹریشن، بینک چالان کے ذریعے 4,000 روپے فارم فیس کی ادائیگی، ضروری کاغذات، انٹری ٹیسٹ اور ایڈمٹ سلپ۔`,
    );
    expect(metadata.alternates?.canonical).toBe('/ur/AdmissionHome');
    expect(metadata.alternates?.languages).toMatchObject({
      en: '/AdmissionHome',
      ur: '/ur/AdmissionHome',
      'x-default': '/AdmissionHome',
    });
    expect(metadata.alternates?.languages).toEqual(alternateLanguages('/AdmissionHome'));
    expect(metadata.openGraph).toMatchObject({
      locale: 'ur_PK',
      url: '/ur/AdmissionHome',
      title: `داخلہ کیسے لیں – داخلے ${HEAD_YEAR} | KUST`,
    });
  });
});

describe('/ur/Instruction', () => {
  it('is the 5-step registration guide in Urdu', async () => {
    const view = await renderUrdu(InstructionPage);
    expect(shownText(view.getByRole('heading', { level: 1 }))).toBe('آن لائن رجسٹریشن: مرحلہ وار');
    const steps = [...view.document.querySelectorAll('ol > li')];
    expect(steps.map((step) => shownText(step.querySelector('h2')))).toEqual([
      'پورٹل کھولیں اور اکاؤنٹ بنائیں',
      'اپنا CNIC نمبر ڈیش کے بغیر لکھیں',
      'لاگ ان کریں',
      'اپنا پروفائل مکمل کریں اور پروگرام چنیں',
      'فیس دیں، فارم جمع کرائیں اور پرنٹ کریں',
    ]);
    expect(shownText(steps[1])).toContain(
      'CNIC یا B-Form نمبر ڈیش کے بغیر لکھیں (مثلاً 4130312345671)',
    );
    expect(view.text).toContain('اپنا شناختی کارڈ (CNIC) یا ب فارم (B-Form)، مارک شیٹس');
    expect(shownText(steps[4])).toContain('4,000 روپے کا بینک چالان');
    expectWholeUrdu(view.text.replace(/Register|submit|save/g, ''));
  });

  it('links the portal, its login page and the video with Urdu words, in a new tab', async () => {
    const view = await renderUrdu(InstructionPage);
    const links = [...view.document.querySelectorAll('a')].map((link) => [
      shownText(link),
      link.getAttribute('href'),
      link.getAttribute('target'),
    ]);
    expect(links).toEqual([
      ['داخلہ پورٹل', PORTAL, '_blank'],
      ['پورٹل کے لاگ ان صفحے', LOGIN, '_blank'],
      ['ٹیوٹوریل ویڈیو', TUTORIAL, '_blank'],
    ]);
    expect(
      shownText(view.document.querySelectorAll('ol > li')[2]?.querySelector('p')).startsWith(
        'پورٹل کے لاگ ان صفحے پر',
      ),
    ).toBe(true);
  });

  it('has Urdu metadata with its /ur canonical link', async () => {
    setPageLanguage('ur');
    const metadata = await instructionMetadata();
    expect(metadata.title).toBe('آن لائن رجسٹریشن کی ہدایات');
    expect(metadata.description).toBe(
      `KUST کے داخلہ پورٹل پر رجسٹریشن اور داخلے ${HEAD_YEAR} کی درخواست جمع کرانے کے پانچ مراحل۔`,
    );
    expect(metadata.alternates?.canonical).toBe('/ur/Instruction');
  });
});

describe('/ur/HelpDesk', () => {
  it('says in Urdu that the help desk answers on WhatsApp only, and what to write', async () => {
    stubBackend({ CONTACT_GET: [contact] });
    const view = await renderUrdu(HelpDeskPage);
    expect(shownText(view.getByRole('heading', { level: 1 }))).toBe('پورٹل ہیلپ ڈیسک');
    expect(view.text).toContain('ہیلپ ڈیسک صرف واٹس ایپ پر پیغام کے ذریعے جواب دیتا ہے۔');
    expect(shownText(view.getByRole('heading', { level: 2 }))).toBe(
      'اپنے پیغام میں یہ چار چیزیں بھیجیں',
    );
    const items = view.getAllByRole('listitem').map(shownText);
    expect(items).toHaveLength(4);
    expect(items[1]).toBe('اپنا شناختی کارڈ (CNIC) یا ب فارم (B-Form) نمبر۔');
    expectWholeUrdu(view.text.replace(/Application/g, ''));
  });

  it("links the WhatsApp chat in Urdu, the backend's number marked as sent", async () => {
    stubBackend({ CONTACT_GET: [contact] });
    const view = await renderUrdu(HelpDeskPage);
    const link = view.document.querySelector('a[href="https://wa.me/923014710100"]');
    expect(shownText(link)).toBe('ہیلپ ڈیسک کو واٹس ایپ پر پیغام بھیجیں (0301-4710100)');
    const number = [...(link?.querySelectorAll('[lang]') ?? [])].find(
      (element) => element.textContent === '0301-4710100',
    );
    expect([number?.getAttribute('lang'), number?.getAttribute('dir')]).toEqual(['en', 'ltr']);
  });

  it('has Urdu metadata', async () => {
    setPageLanguage('ur');
    const metadata = await helpDeskMetadata();
    expect(metadata.title).toBe('پورٹل ہیلپ ڈیسک');
    expect(metadata.alternates?.canonical).toBe('/ur/HelpDesk');
  });
});

describe('/ur/EligibilityCriteria', () => {
  it('states the criteria in Urdu, with an Urdu alt text and a link to the Urdu guide', async () => {
    const view = await renderUrdu(EligibilityCriteriaPage);
    expect(shownText(view.getByRole('heading', { level: 1 }))).toBe(`داخلے کی اہلیت ${YEAR}`);
    const be = shownText(
      view.getByRole('heading', { name: 'بیچلر آف انجینئرنگ (BE)' }).closest('section'),
    );
    expect(be).toContain(
      '(یا مساوی تعلیمی قابلیت) کے ساتھ انٹر (HSC) کے پہلے سال، یعنی HSC Part-I (سالانہ امتحان 2024) میں کم از کم 60 فیصد نمبر',
    );
    const bs = shownText(
      view.getByRole('heading', { name: 'بیچلر آف سائنس (BS)' }).closest('section'),
    );
    expect(bs).toContain('کم از کم 50 فیصد نمبر');
    expect(view.getByRole('img').getAttribute('alt')).toBe(
      'کم از کم نمبر: BE پروگراموں کے لیے 60 فیصد اور BS پروگراموں کے لیے 50 فیصد، انٹر (HSC) کے پہلے سال (HSC-I، سالانہ 2024) میں، یا سن 2022 تک پاس کیے گئے HSC-II میں۔',
    );
    const guide = view.getByRole('link', { name: 'داخلے کا مرحلہ وار طریقہ' });
    expect(shownText(guide.closest('p'))).toBe(
      'درخواست دینے کے لیے تیار ہیں؟ داخلے کا مرحلہ وار طریقہ دیکھیں اور اسی کے مطابق درخواست دیں۔',
    );
    expect(guide.getAttribute('href')).toBe('/ur/AdmissionHome');
    expectWholeUrdu(view.text);
  });

  it('has Urdu metadata', async () => {
    setPageLanguage('ur');
    const metadata = await eligibilityMetadata();
    expect(metadata.title).toBe('داخلے کی اہلیت');
    expect(metadata.description).toContain('BE کے لیے 60 فیصد اور BS پروگراموں کے لیے 50 فیصد');
    expect(metadata.alternates?.canonical).toBe('/ur/EligibilityCriteria');
  });
});

describe('the admission layout in Urdu', () => {
  it('gives the side menu in Urdu, its links to the Urdu pages', async () => {
    setPageLanguage('ur');
    process.env.VC_MESSAGE_DEPT_ID = 'DEP-000040';
    const view = renderHtml(
      SectionLayout({
        ...(await loadSection(await pageDictionary(), '/HelpDesk')),
        children: null,
      }),
    );
    const menu = menuOutline(view.getByRole('navigation', { name: 'متعلقہ لنکس' }));
    // Each item names the page it opens, as its title does.
    expect(menu[0]).toEqual(['رجسٹریشن کی ہدایات', '/ur/Instruction']);
    expect(menu).toContainEqual(['داخلہ کیسے لیں', '/ur/AdmissionHome']);
    expect(menu).toContainEqual(['سیلف فنانس اسکیم', '/ur/AdmissionHome#self-finance']);
  });
});
