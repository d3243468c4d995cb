/** @jest-environment node */
import { foldText } from '@/lib/search/fold-text';
import { QueryAliases, queryAliases } from '@/lib/search/query-aliases';
import { SiteSearch } from '@/lib/search/search-index';
import { searchDocuments } from '@/lib/search/search-documents';
import type { SiteWalk } from '@/lib/search/site-walk';
import { DEPARTMENTS, PROGRAMMES } from './backend-titles';

// The aliases on their own, with titles that are not the demo data's: what a real backend may have.

describe('QueryAliases.expand', () => {
  const aliases = queryAliases({ programmes: PROGRAMMES, departments: DEPARTMENTS });

  it('leaves English words as typed', () => {
    expect(aliases.expand('civil engineering')).toEqual([['civil'], ['engineering']]);
  });

  it('reads an abbreviation of a title, typed whole, apart, with dots or spelt in Urdu', () => {
    for (const typed of [
      'bsai',
      'BSAI',
      'bs ai',
      'BS-AI',
      'b.s. a.i.',
      'b s a i',
      'بی ایس اے آئی',
    ]) {
      expect([typed, aliases.expand(typed)]).toEqual([
        typed,
        [['bsai', 'bs artificial intelligence']],
      ]);
    }
    expect(aliases.expand('pge')).toEqual([['pge', 'petroleum gas engineering']]);
    expect(aliases.expand('ph d')).toEqual([['phd']]);
  });

  it('reads Urdu words whatever the keyboard, and drops the words that hold a question together', () => {
    expect(aliases.expand('داخله')).toEqual([['داخلہ', 'admission']]);
    expect(aliases.expand('داخلے کی فیس کتنی ہے؟')).toEqual([
      ['داخلے', 'admission'],
      ['فیس', 'fee'],
    ]);
    expect(aliases.expand('شعبۂ كمپيوٹر')).toEqual([
      ['شعبہ', 'department'],
      ['کمپیوٹر', 'computer'],
    ]);
  });

  it('reads a phrase before its words, and Urdu words written together', () => {
    expect(aliases.expand('ای میل')).toEqual([['ای میل', 'email']]);
    expect(aliases.expand('وائس چانسلر')).toEqual([[foldText('وائس چانسلر'), 'vice chancellor']]);
    expect(aliases.expand('کمپیوٹرسائنس')).toEqual([
      ['کمپیوٹر', 'computer'],
      [foldText('سائنس'), 'science'],
    ]);
  });

  it('widens an unfinished Urdu word to the few it may become, and keeps an unknown one as typed', () => {
    expect(aliases.expand('اسکالر')).toEqual([['اسکالر', 'scholarships']]);
    expect(aliases.expand('اسکالر ہاسٹل')).toEqual([['اسکالر'], ['ہاسٹل', 'hostel']]);
    expect(aliases.expand('پہاڑ')).toEqual([['پہاڑ']]);
  });

  it('reads Roman Urdu however its vowels are spelt, and everyday short forms', () => {
    expect(aliases.expand('dakhla')).toEqual([['dakhla', 'admission']]);
    expect(aliases.expand('dakhlaah')).toEqual([['dakhlaah', 'admission']]);
    expect(aliases.expand('wazeefa')).toEqual([['wazeefa', 'scholarships']]);
    expect(aliases.expand('imtehan')).toEqual([['imtehan', 'entry test', 'examinations']]);
    expect(aliases.expand('maths')).toEqual([['maths', 'mathematics']]);
    expect(aliases.expand('vc')).toEqual([['vc', 'vice chancellor']]);
    expect(aliases.expand('dean')).toEqual([['dean', 'faculty']]);
    expect(aliases.expand('prospectus')).toEqual([['prospectus', 'admission']]);
  });

  it('finds an abbreviation only as it is spelt', () => {
    const only = new QueryAliases([], [['beee', 'be electrical engineering']]);
    expect(only.expand('beee')).toEqual([['beee', 'be electrical engineering']]);
    expect(only.expand('bei')).toEqual([['bei']]);
    expect(only.expand('be')).toEqual([['be']]);
  });
});

describe('the site index and its aliases', () => {
  it('derives the abbreviations from the titles of the backend it was built from', () => {
    const walk: SiteWalk = {
      faculties: [],
      departments: [
        {
          id: 'D1',
          title: 'Department of Petroleum & Gas Engineering',
          facultyId: 'F1',
          description: '',
        },
      ],
      programmes: [
        {
          id: 'P1',
          title: 'BS Artificial Intelligence',
          departmentId: 'D1',
          description: '',
          level: 'BS',
        },
        { id: 'P2', title: 'MS Data Science', departmentId: 'D1', description: '', level: 'MS' },
        { id: 'P3', title: 'BS Data Science', departmentId: 'D1', description: '', level: 'BS' },
      ],
      people: [],
    };
    const search = new SiteSearch(searchDocuments(walk, []));
    expect(search.search('bsds', 3).map((hit) => hit.url)).toEqual(['/ProHome?id=P3']);
    expect(search.search('msds', 3)[0]?.url).toBe('/ProHome?id=P2');
    expect(search.search('bs ai', 3)[0]?.url).toBe('/ProHome?id=P1');
    expect(search.search('pge', 3)[0]?.url).toBe('/DptHome?id=D1');
    expect(search.search('شعبہ', 3)[0]?.url).toBe('/DptHome?id=D1');
    expect(search.search('bscs', 3)).toEqual([]);
  });
});

describe('QueryAliases.expand, as people in Sindh type (issue 27)', () => {
  const aliases = queryAliases(
    { programmes: ['BS Software Engineering', 'ME Structural Engineering'], departments: [] },
    ['timetable', 'physics', 'admission'],
  );
  const meanings = (query: string) => aliases.expand(query).map((slot) => slot.slice(1));

  it('chooses the sense of تاریخ, نمبر, کہاں and ڈگری by the words around them', () => {
    expect(meanings('تاریخ')).toEqual([['history']]);
    expect(meanings('یونیورسٹی کی تاریخ')).toEqual([['university'], ['history']]);
    expect(meanings('داخلے کی تاریخ')).toEqual([['admission'], ['deadline']]);
    expect(meanings('aakhri tareekh')).toEqual([['deadline']]); // the phrase, however spelt
    expect(meanings('akhri tarikh')).toEqual([['deadline']]);
    expect(meanings('ٹیسٹ کی آخری تاریخ')).toEqual([['test'], ['deadline']]);
    expect(meanings('تاریخ آخری')).toEqual([['deadline'], ['last']]);
    expect(meanings('یونیورسٹی کا فون نمبر')).toEqual([['university'], ['phone']]); // the phrase
    expect(meanings('یونیورسٹی کا نمبر')).toEqual([['university'], ['phone']]);
    expect(meanings('rabta number')).toEqual([['contact'], ['phone']]);
    expect(meanings('داخلے کے لیے نمبر')).toEqual([['admission'], ['marks']]);
    expect(aliases.expand('university kahan hai')).toEqual([['university'], ['kahan', 'address']]);
    expect(meanings('form kahan se milega')).toEqual([[]]);
    expect(meanings('degree kab milegi')).toEqual([['examinations']]);
    expect(meanings('ڈگری')).toEqual([['degree']]);
  });

  it('reads Roman Urdu and Sindhi function words as stop words, but "se" and "me" as codes where they are ones', () => {
    expect(aliases.expand('admission kab se shuru hai')).toEqual([['admission']]);
    expect(aliases.expand('hostel me room milta hai')).toEqual([['hostel'], ['room', 'hostel']]);
    expect(aliases.expand('bs se')).toEqual([['bsse', 'bs software engineering']]);
    expect(aliases.expand('me structural')).toEqual([['me'], ['structural']]);
    expect(aliases.expand('hostel ME')).toEqual([['hostel'], ['me']]);
    expect(aliases.expand('fee ketri aahe')).toEqual([['fee']]);
    expect(aliases.expand('في ڪيتري آهي')).toEqual([['فی', 'fee']]);
  });

  it('reads Sindhi letters and endings as the Urdu word they spell', () => {
    expect(meanings('نتيجو')).toEqual([['examinations', 'result']]);
    expect(meanings('داخلا')).toEqual([['admission']]);
    expect(meanings('ڪمپيوٽر سائنس')).toEqual([['computer'], ['science']]);
    expect(meanings('شعبو ۽ فيس')).toEqual([['department'], ['fee']]);
  });

  it('reads the Sindhi words for instructions, staff, fees and marks', () => {
    expect(meanings('هدايتون')).toEqual([['instructions']]);
    expect(meanings('عملو')).toEqual([['professor', 'lecturer']]); // Urdu عملہ, by its ending
    expect(meanings('عملہ')).toEqual([['professor', 'lecturer']]);
    expect(meanings('فيون')).toEqual([['fee']]);
    expect(meanings('مارڪون')).toEqual([['marks']]);
  });

  it('hears a listed Roman Urdu word only in a spelling close to it: "مارکون" is not "larkiyon"', () => {
    const roman = new QueryAliases([['larkiyon', 'girls']], [], { vocabulary: ['marks'] });
    expect(roman.expand('مارکون')).toEqual([['مارکون', 'marks']]);
    expect(roman.expand('لڑکیون')).toEqual([['لڑکیون', 'larkiyon', 'girls']]);
  });

  it('hears an English word in Urdu script that no list has, written whole or apart, and a Latin word with two letters swapped', () => {
    expect(aliases.expand('ٹائم ٹیبل')).toEqual([['timetable']]);
    expect(aliases.expand('pyhsics')).toEqual([['pyhsics', 'physics']]);
    expect(aliases.expand('physics')).toEqual([['physics']]);
  });

  it("drops the university's own name beside other words, and reads it as the university alone", () => {
    expect(aliases.expand('registrar kust')).toEqual([['registrar']]);
    expect(meanings('kust')).toEqual([['university']]);
  });
});
