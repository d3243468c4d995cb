/** @jest-environment node */
import { within } from '@testing-library/dom';
import RootLayout from '@/app/[lang]/layout';
import { stubBackend, withNockBackend, type BackendReplies } from '../support/appapi';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { LANGUAGE_CODES } from '@/lib/i18n/languages';
import { inLanguage } from '../support/languages';
import { setPageLanguage } from '../support/root-params';
import { renderHtml } from '../support/render';
import { contact, upstreamFile } from './fixtures';
import { failing, linksIn, menuOutline, shownText } from './helpers';

const MAP = 'https://maps.example.org/embed?q=KUST%20Dadu';
withNockBackend({ MAP_EMBED_URL: MAP });

const faculties = [
  { FACULTY_ID: 'FAC-000001', FACULTY_NAME: 'Faculty of Engineering' },
  { FACULTY_ID: 'FAC-000009', FACULTY_NAME: '   ' },
  { FACULTY_ID: 'FAC-000008', FACULTY_NAME: null },
  { FACULTY_ID: 'FAC-000002', FACULTY_NAME: 'Faculty of Science' },
];
const adminDepartments = [
  { DeptID: 'DEP-000020', DeptTitle: 'Registrar Office' },
  { DeptID: 'DEP-000021', DeptTitle: 'Directorate of Examinations' },
];
const prospectus = upstreamFile('Uploads/Prospectus 2025.pdf');
const everything: BackendReplies = {
  FACULTY_GET: faculties,
  DPT_NAME_GET_ADMIN: adminDepartments,
  PROSPECTUS_GET: [{ PROSPECTUS_FILE: '' }, { PROSPECTUS_FILE: ` ${prospectus.sent} ` }],
  CONTACT_GET: [contact],
};

async function renderLayout(replies: BackendReplies) {
  stubBackend(replies);
  const view = renderHtml(await RootLayout({ children: <p>Page body</p> }));
  const footer = within(view.getByRole('contentinfo'));
  return {
    ...view,
    footer,
    nav: () => menuOutline(view.getByRole('navigation', { name: 'Main' })),
  };
}

/** The header's top-bar links, which the phone's drawer shows at its end (Tenders has no action). */
const PHONE_LINKS = [
  ['About Us', '/AboutUs'],
  ['Facilities', '/FacilitiesHome'],
  'Tenders',
  ['Contact Us', '/ContactUs'],
];
const QUICK_LINKS: [string, string][] = [
  ['ORIC', '/AdmHome?id=DEP-000025'],
  ['QEC', '/AdmHome?id=DEP-000026'],
  ['SAMC', '/AdmHome?id=DEP-000027'],
  ['SFAO', '/AdmHome?id=DEP-000022'],
  ['PGS', '/AdmHome?id=DEP-000039'],
];

describe('root layout: header and navigation', () => {
  it('renders the page between the header and the footer', async () => {
    const view = await renderLayout(everything);
    const main = view.getByRole('main');
    expect(shownText(main)).toBe('Page body');
    const order = [...view.document.body.querySelectorAll('header, main, footer')].map(
      (element) => element.tagName,
    );
    expect(order.filter((tag, index) => tag !== order[index - 1])).toEqual([
      'HEADER',
      'MAIN',
      'FOOTER',
    ]);
  });

  it('has a logo link home and the header links About Us, Facilities, Tenders (no action) and Contact Us', async () => {
    const view = await renderLayout(everything);
    const header = view.getByRole('banner');

    const logo = header.querySelector('img')?.closest('a');
    expect(logo?.getAttribute('href')).toBe('/');
    const top = header.querySelector('ul');
    expect(top && linksIn(top)).toEqual([
      ['About Us', '/AboutUs'],
      ['Facilities', '/FacilitiesHome'],
      ['Contact Us', '/ContactUs'],
    ]);
    expect(shownText(top)).toContain('Tenders');
    expect(within(header).queryByRole('link', { name: 'Tenders' })).toBeNull();
  });

  it('builds the navigation bar: Home, Academics, Administration, Admissions, quick links, Careers and News & Events', async () => {
    const view = await renderLayout(everything);

    expect(view.nav()).toEqual([
      ['Home', '/'],
      'Academics',
      ['  Faculty of Engineering', '/FacHome?id=FAC-000001'],
      ['  Faculty of Science', '/FacHome?id=FAC-000002'],
      ['  All programmes', '/ProgrammeFinder'],
      'Administration',
      ['  Registrar Office', '/AdmHome?id=DEP-000020'],
      ['  Directorate of Examinations', '/AdmHome?id=DEP-000021'],
      'Admissions',
      ['  About Admission', '/AdmissionHome'],
      ['  Find a programme', '/ProgrammeFinder'],
      ['  Prospectus', prospectus.shown.replace(/ /g, '%20')],
      ...QUICK_LINKS,
      ['Careers', '/'],
      ['News & Events', '/NewsEvents'],
      // The header's top-bar links, at the end of the phone's drawer (issue 25).
      ...PHONE_LINKS,
    ]);
  });

  it('opens the prospectus file in a new tab', async () => {
    const view = await renderLayout(everything);
    const link = within(view.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: /^Prospectus/,
    });

    expect(link.getAttribute('href')).toBe('http://appapi.test/Uploads/Prospectus%202025.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("links the Prospectus to '/prospectus-placeholder.pdf' when PROSPECTUS_GET fails", async () => {
    const view = await renderLayout(failing(everything, 'PROSPECTUS_GET'));
    const link = within(view.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: /^Prospectus/,
    });

    expect(link.getAttribute('href')).toBe('/prospectus-placeholder.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});

describe('root layout: footer', () => {
  it('shows the contact details: address, phone numbers and email', async () => {
    const view = await renderLayout(everything);

    expect(view.footer.getByText('Indus Highway, Dadu, Sindh')).toBeTruthy();
    expect(view.footer.getByRole('link', { name: /0301-4710100/ }).getAttribute('href')).toBe(
      'tel:03014710100',
    );
    expect(view.footer.getByRole('link', { name: /025-4711234/ }).getAttribute('href')).toBe(
      'tel:0254711234',
    );
    expect(
      view.footer.getByRole('link', { name: 'info@kust.example.edu.pk' }).getAttribute('href'),
    ).toBe('mailto:info@kust.example.edu.pk');
  });

  it('shows only the social links that are present (no X link when TW_LINK is empty), opening in a new tab', async () => {
    const view = await renderLayout(everything);
    const social = view.footer
      .getAllByRole('link')
      .filter((link) => /^https?:/.test(link.getAttribute('href') ?? ''));

    expect(social.map((link) => [shownText(link), link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://facebook.com/kust'],
      ['YouTube', 'https://youtube.com/@kust'],
      ['LinkedIn', 'https://linkedin.com/school/kust'],
    ]);
    for (const link of social) expect(link.getAttribute('target')).toBe('_blank');
    expect(shownText(view.getByRole('contentinfo'))).not.toMatch(/twitter|\bX\b/i);
  });

  it('lists the faculties under Academics, linking to /FacHome', async () => {
    const view = await renderLayout(everything);
    expect(linksIn(view.footer.getByRole('navigation', { name: 'Academics' }))).toEqual([
      ['Faculty of Engineering', '/FacHome?id=FAC-000001'],
      ['Faculty of Science', '/FacHome?id=FAC-000002'],
    ]);
  });

  it('has the quick links About Us, ORIC, QEC, SAMC, SFAO and Contact Us', async () => {
    const view = await renderLayout(everything);
    expect(linksIn(view.footer.getByRole('navigation', { name: 'Quick Links' }))).toEqual([
      ['About Us', '/AboutUs'],
      ...QUICK_LINKS.slice(0, 4),
      ['Contact Us', '/ContactUs'],
    ]);
  });

  it('embeds the map of MAP_EMBED_URL, in a closed <details> that loads it when opened', async () => {
    const view = await renderLayout(everything);
    const map = view.getByRole('contentinfo').querySelector('iframe');
    expect(map?.getAttribute('src')).toBe(MAP);
    expect(map?.getAttribute('loading')).toBe('lazy');
    const details = map?.closest('details');
    expect(details?.hasAttribute('open')).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('Show the map');
    expect(map?.getAttribute('title')).toBe(
      'Map showing the location of Kirthar University of Science & Technology',
    );
  });

  it('ends with the copyright and the developer credit', async () => {
    const view = await renderLayout(everything);
    const year = new Date().getFullYear();

    expect(
      view.footer.getByText(
        `© ${year} Kirthar University of Science & Technology. All rights reserved.`,
      ),
    ).toBeTruthy();
    expect(view.footer.getByText('Designed & developed by the KUST IT Section')).toBeTruthy();
  });
});

describe('root layout with the backend down', () => {
  it('still renders the page, the fixed links and the placeholders', async () => {
    const view = await renderLayout({});

    expect(shownText(view.getByRole('main'))).toBe('Page body');
    expect(view.nav()).toEqual([
      ['Home', '/'],
      'Academics',
      ['  All programmes', '/ProgrammeFinder'],
      'Administration',
      'Admissions',
      ['  About Admission', '/AdmissionHome'],
      ['  Find a programme', '/ProgrammeFinder'],
      ['  Prospectus', '/prospectus-placeholder.pdf'],
      ...QUICK_LINKS,
      ['Careers', '/'],
      ['News & Events', '/NewsEvents'],
      // The header's top-bar links, at the end of the phone's drawer (issue 25).
      ...PHONE_LINKS,
    ]);
    expect(view.footer.getByText('Loading contact information...')).toBeTruthy();
    expect(linksIn(view.footer.getByRole('navigation', { name: 'Academics' }))).toEqual([]);
    expect(linksIn(view.footer.getByRole('navigation', { name: 'Quick Links' }))).toHaveLength(6);
    expect(view.getByRole('contentinfo').querySelector('iframe')?.getAttribute('src')).toBe(MAP);
  });

  it('leaves Academics with the programme finder alone when FACULTY_GET does not answer with a list', async () => {
    const view = await renderLayout({
      ...everything,
      FACULTY_GET: { FACULTY_ID: 'FAC-000001', FACULTY_NAME: 'Engineering' },
    });
    expect(linksIn(view.footer.getByRole('navigation', { name: 'Academics' }))).toEqual([]);
    expect(view.nav()[1]).toBe('Academics');
    expect(view.nav()[2]).toEqual(['  All programmes', '/ProgrammeFinder']);
    expect(view.nav()[3]).toBe('Administration');
  });
});

describe('root layout in Urdu', () => {
  async function renderUrdu(replies: BackendReplies) {
    setPageLanguage('ur');
    stubBackend(replies);
    const view = renderHtml(await RootLayout({ children: <p>Page body</p> }));
    return {
      ...view,
      nav: () => menuOutline(view.getByRole('navigation', { name: 'مرکزی مینو' })),
    };
  }

  it('is a right-to-left Urdu document, and an English one left to right', async () => {
    expect((await renderUrdu(everything)).html).toMatch(
      /^<html lang="ur" dir="rtl" data-react-payload="">/,
    );
    setPageLanguage('en');
    expect((await renderLayout(everything)).html).toMatch(
      /^<html lang="en" dir="ltr" data-react-payload="">/,
    );
  });

  it('leaves the React payload in a page built with Next’s own client start (no slot for the page cache)', async () => {
    process.env.CLIENT_START = 'next';
    try {
      expect((await renderLayout(everything)).html).toMatch(/^<html lang="en" dir="ltr">/);
    } finally {
      delete process.env.CLIENT_START;
    }
  });

  it('writes its own words in Urdu and leads every link of the site to the Urdu pages', async () => {
    const view = await renderUrdu(everything);
    expect(view.nav()).toEqual([
      ['ہوم', '/ur'],
      'فیکلٹیاں',
      ['  Faculty of Engineering', '/ur/FacHome?id=FAC-000001'],
      ['  Faculty of Science', '/ur/FacHome?id=FAC-000002'],
      ['  تمام پروگرام', '/ur/ProgrammeFinder'],
      'انتظامیہ',
      ['  Registrar Office', '/ur/AdmHome?id=DEP-000020'],
      ['  Directorate of Examinations', '/ur/AdmHome?id=DEP-000021'],
      'داخلے',
      ['  داخلے کی معلومات', '/ur/AdmissionHome'],
      ['  پروگراموں کی تلاش', '/ur/ProgrammeFinder'],
      ['  پراسپیکٹس', prospectus.shown.replace(/ /g, '%20')],
      ...QUICK_LINKS.map(([label, href]): [string, string] => [label, `/ur${href}`]),
      ['ملازمتیں', '/ur'],
      ['خبریں اور تقریبات', '/ur/NewsEvents'],
      ['ہمارے بارے میں', '/ur/AboutUs'],
      ['سہولیات', '/ur/FacilitiesHome'],
      'ٹینڈر',
      ['رابطہ', '/ur/ContactUs'],
    ]);
    const header = view.getByRole('banner');
    expect(linksIn(header.querySelector('ul') as Element)).toEqual([
      ['ہمارے بارے میں', '/ur/AboutUs'],
      ['سہولیات', '/ur/FacilitiesHome'],
      ['رابطہ', '/ur/ContactUs'],
    ]);
    expect(view.getByRole('link', { name: /سیدھا اصل مواد/ }).getAttribute('href')).toBe(
      '#main-content',
    );
    const footer = within(view.getByRole('contentinfo'));
    expect(footer.getByRole('heading', { name: 'اہم لنکس' })).toBeTruthy();
    expect(shownText(view.getByRole('contentinfo'))).toContain('جملہ حقوق محفوظ ہیں');
  });

  it("marks the backend's English names, so that screen readers and the layout read them as English", async () => {
    const view = await renderUrdu(everything);
    const faculty = view.getAllByRole('link', { name: 'Faculty of Engineering' });
    expect(faculty.length).toBeGreaterThan(1); // the menu and the footer
    for (const link of faculty)
      expect([link.getAttribute('lang'), link.getAttribute('dir')]).toEqual(['en', 'ltr']);
    for (const link of view.getAllByRole('link', { name: 'رابطہ' }))
      expect(link.getAttribute('lang')).toBeNull();
    expect(view.getByText(contact.CONTACT_ADD).getAttribute('lang')).toBe('en');
  });

  it('links to the page in English from the header, marked as English, and to Urdu from English pages', async () => {
    const urdu = within((await renderUrdu(everything)).getByRole('banner'));
    const toEnglish = urdu.getByRole('link', { name: /^English/ });
    expect([toEnglish.getAttribute('hreflang'), toEnglish.getAttribute('lang')]).toEqual([
      'en',
      'en',
    ]);
    setPageLanguage('en');
    const english = within((await renderLayout(everything)).getByRole('banner'));
    const toUrdu = english.getByRole('link', { name: /^اردو/ });
    expect([
      toUrdu.getAttribute('hreflang'),
      toUrdu.getAttribute('lang'),
      toUrdu.getAttribute('href'),
    ]).toEqual(['ur', 'ur', '/ur']);
  });
});

describe.each(LANGUAGE_CODES.map((lang) => [lang]))(
  'root layout in %s: the accessibility statement',
  (lang) => {
    const t = DICTIONARIES[lang];

    it.each([
      ['with the backend up', everything],
      ['with the backend down', {}],
    ])(
      "is linked from the footer's last line, in the page's language, %s",
      async (_, replies: BackendReplies) => {
        setPageLanguage(lang);
        stubBackend(replies);
        const view = renderHtml(await RootLayout({ children: <p>Page body</p> }));
        const bottom = view.getByRole('contentinfo').querySelector('.site-footer__bottom');
        expect(linksIn(bottom as Element)).toEqual([
          [t.pages['/Accessibility'], inLanguage('/Accessibility', lang)],
        ]);
      },
    );
  },
);
