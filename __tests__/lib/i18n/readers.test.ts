/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { siteCss } from '../../support/site-css';

// What native readers of Sindhi and Urdu asked for (issue 36): Sindhi as Sindhi prints it, the
// oblique ءَ, one word per thing, and their corrections. Every text the site writes in each
// language is read here: the dictionary's strings and what its functions write.

/** Every leaf of a dictionary, functions called with sample values, by its dotted key. */
function leaves(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (typeof value === 'function') {
    const sample = Array.from({ length: value.length }, (_, index) =>
      index === 0 ? 2 : `X${index}`,
    );
    return [[key, String(value(...sample))]];
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, child]) =>
      leaves(child, key ? `${key}.${name}` : name),
    );
  return [];
}

const sindhi = leaves(DICTIONARIES.sd);
const urdu = leaves(DICTIONARIES.ur);
const containing = (entries: [string, string][], text: string) =>
  entries.filter(([, value]) => value.includes(text)).map(([key]) => key);

/** The block of the edge's error page in a language (deploy/nginx/error-page.html). */
function errorPageBlock(lang: string): string {
  const html = readFileSync('deploy/nginx/error-page.html', 'utf8');
  const blocks = [
    ...html.matchAll(/<section\b[^>]*\blang="([a-z]+)"[^>]*>([\s\S]*?)<\/section>/g),
  ].filter(([, code]) => code === lang);
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.map(([, , body]) => body).join('\n');
}

describe('Sindhi as Sindhi prints it', () => {
  it('ends no sentence with Urdu’s full stop ۔: the dictionary, the edge’s error page and numbered lists use "."', () => {
    expect(sindhi.length).toBeGreaterThan(300);
    expect(containing(sindhi, '۔')).toEqual([]);
    expect(errorPageBlock('sd')).not.toContain('۔');
    expect(errorPageBlock('sd')).toMatch(/\.<\/p>/);
    // The list numbers: Sindhi's counter style ends with ".", Urdu's with ۔ (app/languages.css).
    const css = siteCss();
    const suffixOf = (style: string) =>
      new RegExp(`@counter-style ${style} \\{[^}]*suffix: '([^']*)'`).exec(css)?.[1];
    const styleFor = (lang: string) =>
      new RegExp(`:where\\(:lang\\(${lang}\\)\\) ol \\{\\s*list-style-type: ([\\w-]+);`).exec(
        css,
      )?.[1] ?? '';
    expect(suffixOf(styleFor('sd'))).toBe('. ');
    expect(suffixOf(styleFor('ur'))).toBe('۔ ');
  });

  it('keeps ، and ؟, and the ءَ of the oblique case the reader asked for', () => {
    expect(containing(sindhi, '،').length).toBeGreaterThan(20);
    expect(containing(sindhi, '؟').length).toBeGreaterThan(0);
    expect(DICTIONARIES.sd.layout.switchLabel).toBe('هي صفحو سنڌيءَ ۾ پڙهو');
    for (const [wrong, right] of <[string, string][]>[
      ['سنڌي ۾', 'سنڌيءَ ۾'],
      ['لائبريري مان', 'لائبريريءَ مان'],
      ['لائبريري تائين', 'لائبريريءَ تائين'],
      ['فيڪلٽي ۽ شعبي', 'فيڪلٽيءَ ۽ شعبي'],
      ['ڊگري موجب', 'ڊگريءَ موجب'],
    ]) {
      expect([wrong, containing(sindhi, wrong)]).toEqual([wrong, []]);
      expect([right, containing(sindhi, right).length > 0]).toEqual([right, true]);
    }
  });

  it('has the reader’s corrections, and none of the words they replaced', () => {
    for (const wrong of [
      'ادائگي',
      'ڏٺيون وينديون',
      '} ۾ ڏسو',
      'فرنيچر سان سجايل',
      'داخلا بابت',
      'کولي چڪا',
      'مسئلو اچي رهيو',
      'پهرئين',
      'لنڪس',
    ]) {
      expect([wrong, containing(sindhi, wrong)]).toEqual([wrong, []]);
    }
    for (const right of [
      'ادائيگيءَ جي',
      'ڳڻيون وينديون',
      'واري صفحي تي ڏسو',
      'فرنيچر سميت',
      'داخلي بابت',
      'پهرين',
      'لنڪون',
    ]) {
      expect([right, containing(sindhi, right).length > 0]).toEqual([right, true]);
    }
    expect(DICTIONARIES.sd.nav.aboutAdmission).toContain('داخلي بابت');
  });

  it('calls people in search استاد ۽ عملو everywhere, and names the OBE menus as their pages are titled, Sindhi first', () => {
    const t = DICTIONARIES.sd;
    expect(t.searchForm.kinds.person).toBe('استاد ۽ عملو');
    expect(containing(sindhi, 'فرد')).toEqual([]);
    expect(containing(sindhi, 'ماڻهو ۽ صفحا')).toEqual([]);
    expect(containing(sindhi, 'ماڻهو، ')).toEqual([]);
    expect(t.menus.peos).toBe(t.pages['/PEOS']);
    expect(t.menus.plos).toBe(t.pages['/PLOS']);
    expect(t.menus.obe).toBe('نتيجن تي ٻڌل تعليم (OBE)');
  });
});

describe('Urdu, as the reader asked', () => {
  it('calls people in search اساتذہ و عملہ, counts marks, and says a link is incomplete', () => {
    expect(DICTIONARIES.ur.searchForm.kinds.person).toBe('اساتذہ و عملہ');
    expect(containing(urdu, 'فرد')).toEqual([]);
    expect(containing(urdu, 'نمبر دیکھے جائیں گے')).toEqual([]);
    expect(containing(urdu, 'شمار کیے جائیں گے').length).toBeGreaterThan(0);
    expect(containing(urdu, 'لنک پورا نہیں')).toEqual([]);
    expect(DICTIONARIES.ur.notFound.text).toContain('لنک نامکمل ہے');
  });

  it('keeps Urdu’s own full stop ۔', () => {
    expect(containing(urdu, '۔').length).toBeGreaterThan(50);
  });
});

describe("the readers' review of 28 November", () => {
  const t = DICTIONARIES.sd;
  const u = DICTIONARIES.ur;

  it("inflects the university's name before ۾، جو، جا and جون: ٽيڪنالاجيءَ", () => {
    const name = t.site.name;
    const written = [
      t.guides.AdmissionHome.description('2025-26', 4000, name),
      t.guides.EligibilityCriteria.description('2025-26', name, 60, 50),
      t.guides.FacilitiesHome.description(name),
      t.guides.AboutUs.description(name),
      t.guides.NewsEvents.description(name),
      t.about.fallbackTitle(name),
      t.finder.metaDescription(name),
      t.meta.programmeDescription('BS Physics', name),
    ];
    for (const text of written) expect(text).toMatch(/ٽيڪنالاجيءَ (۾|جو|جا|جون) /);
    // The name alone, and where no postposition follows, keeps its plain form.
    expect(name.endsWith('ٽيڪنالاجي')).toBe(true);
    expect(t.guides.ContactUs.description(name, t.site.place)).toContain('ٽيڪنالاجي، ');
  });

  it('has the Sindhi corrections, and none of the words they replaced', () => {
    expect(t.facilities.hostel.text).toContain('24 ڪلاڪ سيڪيورٽي موجود آهن.');
    expect(t.facilities.library.text).toContain('آخري سال جي منصوبن ۽ ٿيسز جو ذخيرو');
    expect(t.department.projectColumns.remarks).toBe('ڪيفيت');
    expect(t.search.intro).toContain('{link} واري صفحي تي به ڏسي سگهجن ٿيون.');
    expect(containing(sindhi, 'کانپوءِ')).toEqual([]);
    expect(containing(sindhi, 'کان پوءِ').length).toBeGreaterThanOrEqual(5);
    expect(containing(sindhi, 'تحقيقي مقالن جو ذخيرو')).toEqual([]);
    expect(errorPageBlock('sd')).not.toMatch(/کانپوءِ|تنهنڪري/);
    expect(errorPageBlock('sd')).toContain('ان ڪري');
  });

  it('names Pakistan in the site’s description, as the English and the place do', () => {
    expect(t.site.description).toContain(t.site.place);
    expect(u.site.description).toContain(u.site.place);
  });

  it('calls an office’s Team page and its empty table Team', () => {
    expect([t.menus.team, t.fallback.teamTable]).toEqual(['ٽيم', 'ٽيم جي معلومات موجود ناهي.']);
    expect([u.menus.team, u.fallback.teamTable]).toEqual(['ٹیم', 'ٹیم کی معلومات دستیاب نہیں۔']);
  });

  it('names the admission menu’s items as the pages they open are titled', () => {
    expect(t.menus.admissionPolicy).toBe(t.pages['/AdmissionHome']);
    expect(u.menus.admissionPolicy).toBe(u.pages['/AdmissionHome']);
    expect(u.menus.instruction).toBe('رجسٹریشن کی ہدایات');
    expect(t.menus.instruction).toBe('رجسٽريشن جون هدايتون');
  });
});
