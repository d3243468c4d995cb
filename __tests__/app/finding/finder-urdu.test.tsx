/** @jest-environment node */
import ProgrammeFinderPage, { generateMetadata } from '@/app/[lang]/ProgrammeFinder/page';
import { ur } from '@/lib/i18n/ur';
import { LEVELS } from '@/lib/search/programme-level';
import { resetSiteIndex } from '@/lib/search/site-index';
import { stubBackend, withNockBackend } from '../../support/appapi';
import { setPageLanguage } from '../../support/root-params';
import { renderHtml } from '../../support/render';
import { shownText } from '../helpers';

// /ur/ProgrammeFinder: labels, levels, filters, counts and empty states in Urdu; results lead
// to the Urdu pages; the backend's names stay as sent (lang="en").

const SITE = 'https://www.kust.example.edu.pk';
withNockBackend({ SITE_URL: SITE });

const ROWS = {
  FACULTY_GET: [
    { FACULTY_ID: 'FAC-000001', FACULTY_NAME: 'Faculty of Engineering' },
    { FACULTY_ID: 'FAC-000002', FACULTY_NAME: 'Faculty of Science' },
  ],
  FACULTY_GET_ALL: [],
  FACULTY_PROGRAMS_GET: ({ ID }: Record<string, string>) =>
    ID === 'FAC-000001'
      ? [{ DPT_ID: 'DEP-000001', DeptTitle: 'Department of Civil Engineering' }]
      : [{ DPT_ID: 'DEP-000005', DeptTitle: 'Department of Computer Science' }],
  DPT_NAME_GET_ADMIN: [],
  DPT_ABOUT_GET: [],
  DPT_EMP_GET: [],
  DEPARTMENT_PROGRAMS_GET: ({ DeptID }: Record<string, string>) =>
    ({
      'DEP-000001': [
        { PGM_ID: 'PGM-000001', PGM_TITLE: 'BE Civil Engineering', DeptID: 'DEP-000001' },
      ],
      'DEP-000005': [
        { PGM_ID: 'PGM-000008', PGM_TITLE: 'BS Computer Science', DeptID: 'DEP-000005' },
        { PGM_ID: 'PGM-000009', PGM_TITLE: 'MS Computer Science', DeptID: 'DEP-000005' },
      ],
    })[DeptID ?? ''] ?? [],
  PROGRAM_GET_ALL: [],
};

beforeEach(() => resetSiteIndex());

async function renderUrduFinder(params: Record<string, string> = {}) {
  setPageLanguage('ur');
  stubBackend(ROWS);
  return renderHtml(await ProgrammeFinderPage({ searchParams: Promise.resolve(params) }));
}

describe('/ur/ProgrammeFinder', () => {
  it('labels its filters in Urdu, names the levels in Urdu, and sends the form to the Urdu finder', async () => {
    const view = await renderUrduFinder();
    expect(shownText(view.getByRole('heading', { level: 1 }))).toBe('پروگراموں کی تلاش');
    const form = view.getByRole('form', { name: 'پروگرام فلٹر کریں' });
    expect(form.getAttribute('action')).toBe('/ur/ProgrammeFinder');
    expect(view.getByLabelText('ڈگری').getAttribute('name')).toBe('level');
    expect(view.getByLabelText('فیکلٹی').getAttribute('name')).toBe('faculty');
    expect(view.getByLabelText('پروگرام کا نام').getAttribute('placeholder')).toBe('مثلاً کمپیوٹر');
    expect(shownText(view.getByRole('button'))).toBe('پروگرام دکھائیں');
    expect(
      [...view.document.querySelectorAll('#finder-level option')].map((option) =>
        shownText(option),
      ),
    ).toEqual([
      'تمام ڈگریاں',
      'BS – بیچلر آف سائنس',
      'BE – بیچلر آف انجینئرنگ',
      'MS – ماسٹر آف سائنس',
    ]);
    const faculties = [...view.document.querySelectorAll('#finder-faculty option')];
    expect(faculties.map((option) => [shownText(option), option.getAttribute('lang')])).toEqual([
      ['تمام فیکلٹیاں', null],
      ['Faculty of Engineering', 'en'],
      ['Faculty of Science', 'en'],
    ]);
    expect(shownText(view.getByRole('status'))).toBe('3 پروگرام۔');
  });

  it('lists the programmes with links to Urdu pages, the names marked lang=en, levels in Urdu', async () => {
    const view = await renderUrduFinder();
    const science = view.getByRole('region', { name: 'Faculty of Science' });
    expect(science.querySelector('h2 a')?.getAttribute('href')).toBe('/ur/FacHome?id=FAC-000002');
    expect(science.querySelector('h2 a')?.getAttribute('lang')).toBe('en');
    const department = science.querySelector('h3 a');
    expect([department?.getAttribute('href'), department?.getAttribute('lang')]).toEqual([
      '/ur/DptHome?id=DEP-000005',
      'en',
    ]);
    expect(
      [...science.querySelectorAll('li')].map((item) => {
        const link = item.querySelector('a');
        return [
          shownText(link),
          link?.getAttribute('href'),
          link?.getAttribute('lang'),
          shownText(item.querySelector('.finder__level')),
        ];
      }),
    ).toEqual([
      ['BS Computer Science', '/ur/ProHome?id=PGM-000008', 'en', 'بیچلر آف سائنس'],
      ['MS Computer Science', '/ur/ProHome?id=PGM-000009', 'en', 'ماسٹر آف سائنس'],
    ]);
  });

  it('counts the matches in Urdu, offers to clear the filters, and says so in Urdu when none match', async () => {
    const one = await renderUrduFinder({ level: 'BE' });
    expect(shownText(one.getByRole('status'))).toBe('3 میں سے 1 پروگرام ملا۔');
    expect(one.getByText('فلٹر ختم کریں').getAttribute('href')).toBe('/ur/ProgrammeFinder');
    const two = await renderUrduFinder({ q: 'computer' });
    expect(shownText(two.getByRole('status'))).toBe('3 میں سے 2 پروگرام ملے۔');

    const none = await renderUrduFinder({ q: 'zzzqqq' });
    expect(shownText(none.getByRole('status'))).toBe('3 میں سے 0 پروگرام ملے۔');
    const help = none.getByText(/ان فلٹرز سے کوئی پروگرام نہیں ملا۔/);
    expect(shownText(help)).toBe(
      'ان فلٹرز سے کوئی پروگرام نہیں ملا۔ تمام پروگرام دیکھیں یا پوری ویب سائٹ میں تلاش کریں۔',
    );
    expect([...help.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/ur/ProgrammeFinder',
      '/ur/search?q=zzzqqq',
    ]);
  });

  it('describes its list in Urdu JSON-LD: Urdu name, Urdu page URLs', async () => {
    const view = await renderUrduFinder({ level: 'MS' });
    const lists = [...view.document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? ''))
      .filter((data) => data['@type'] === 'ItemList');
    expect(lists).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: 'ڈگری پروگرام',
        numberOfItems: 1,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            name: 'MS Computer Science',
            url: `${SITE}/ur/ProHome?id=PGM-000009`,
          },
        ],
      },
    ]);
  });

  it('is titled and described in Urdu', async () => {
    setPageLanguage('ur');
    const metadata = await generateMetadata();
    expect(metadata.title).toBe('پروگراموں کی تلاش');
    expect(metadata.description).toBe(
      'کیرتھر یونیورسٹی آف سائنس اینڈ ٹیکنالوجی کے تمام ڈگری پروگرام، فیکلٹی اور شعبے کے لحاظ سے: بیچلر، ماسٹر اور پی ایچ ڈی۔',
    );
  });

  it('has an Urdu name for every level the finder knows', () => {
    for (const level of LEVELS)
      expect([level.code, ur.finder.levels[level.code]]).toEqual([
        level.code,
        expect.stringMatching(/[\u0600-\u06FF]/),
      ]);
  });
});
