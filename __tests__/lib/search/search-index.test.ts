/** @jest-environment node */
import { clearAppApiCache } from '@/lib/appapi/client';
import { FACULTY_CATEGORY_ID, PEOPLE } from '@/lib/demo-api/data/people';
import { ACADEMIC_DEPARTMENTS, ADMIN_DEPARTMENTS } from '@/lib/demo-api/data/departments';
import { FACULTIES } from '@/lib/demo-api/data/faculties';
import { PROGRAMMES } from '@/lib/demo-api/data/programmes';
import { GUIDE_LIST } from '@/lib/content/guides';
import type { SearchHit } from '@/lib/search/hit';
import { searchDocuments } from '@/lib/search/search-documents';
import { groupByKind, normaliseQuery, SiteSearch } from '@/lib/search/search-index';
import { walkSite, type SiteWalk } from '@/lib/search/site-walk';

// The index of the bundled demo data (no APPAPI_URL: the demo backend answers in-process).

let search: SiteSearch;
let walk: SiteWalk;

beforeAll(async () => {
  delete process.env.APPAPI_URL;
  clearAppApiCache();
  const result = await walkSite();
  expect(result.failures).toEqual([]);
  walk = result.walk;
  search = new SiteSearch(searchDocuments(walk, GUIDE_LIST));
});

const urls = (hits: SearchHit[]) => hits.map((hit) => hit.url);

/** The name with one letter dropped from its longest word (a typo), or null when too short. */
function withTypo(word: string): string {
  return word.slice(0, 2) + word.slice(3);
}

/** Words of a name worth typing: letters only, three or more of them, not a stop word. */
function searchableWords(name: string): string[] {
  return name
    .split(/[^\p{L}]+/u)
    .filter(
      (word) => word.length >= 3 && !['and', 'the', 'for', 'with'].includes(word.toLowerCase()),
    );
}

describe('the site index of the demo data', () => {
  it('holds every faculty, department, programme and faculty member, and the guides', () => {
    expect(walk.faculties.map((f) => f.id).sort()).toEqual(FACULTIES.map((f) => f.id).sort());
    expect(walk.departments.map((d) => d.id).sort()).toEqual(
      [...ACADEMIC_DEPARTMENTS, ...ADMIN_DEPARTMENTS].map((d) => d.id).sort(),
    );
    expect(walk.programmes.map((p) => p.id).sort()).toEqual(PROGRAMMES.map((p) => p.id).sort());
    const members = PEOPLE.filter((p) => p.category === FACULTY_CATEGORY_ID);
    expect(walk.people).toHaveLength(members.length);
    // …and the message pages of the chairmen and deans (no directors: none asked for here).
    const messages = ACADEMIC_DEPARTMENTS.length + FACULTIES.length;
    expect(search.size).toBe(
      FACULTIES.length +
        ACADEMIC_DEPARTMENTS.length +
        ADMIN_DEPARTMENTS.length +
        PROGRAMMES.length +
        members.length +
        GUIDE_LIST.length +
        messages,
    );
  });

  it('finds each programme, department and faculty by its full name, first', () => {
    for (const programme of PROGRAMMES)
      expect(urls(search.search(programme.title, 8))[0]).toBe(`/ProHome?id=${programme.id}`);
    for (const department of ACADEMIC_DEPARTMENTS)
      expect(urls(search.search(department.title, 8))[0]).toBe(`/DptHome?id=${department.id}`);
    for (const department of ADMIN_DEPARTMENTS)
      expect(urls(search.search(department.title, 8))[0]).toBe(`/AdmHome?id=${department.id}`);
    for (const faculty of FACULTIES)
      expect(urls(search.search(faculty.name, 8))[0]).toBe(`/FacHome?id=${faculty.id}`);
  });

  it('finds every programme, department, faculty and faculty member by any word of its name, and with one typo', () => {
    const items = [
      ...PROGRAMMES.map((p) => ({ name: p.title, url: `/ProHome?id=${p.id}` })),
      ...ACADEMIC_DEPARTMENTS.map((d) => ({ name: d.title, url: `/DptHome?id=${d.id}` })),
      ...ADMIN_DEPARTMENTS.map((d) => ({ name: d.title, url: `/AdmHome?id=${d.id}` })),
      ...FACULTIES.map((f) => ({ name: f.name, url: `/FacHome?id=${f.id}` })),
      ...PEOPLE.filter((p) => p.category === FACULTY_CATEGORY_ID).map((p) => ({
        name: p.name,
        url: `/Faculty?id=${p.departmentId}`,
      })),
    ];
    const missed: string[] = [];
    for (const { name, url } of items) {
      for (const word of searchableWords(name)) {
        // All matches, not just the first 8: a common word ("Engineering") matches many.
        if (!urls(search.search(word, 10_000)).includes(url)) missed.push(`${word} → ${name}`);
        const typo = withTypo(word);
        if (!urls(search.search(typo, 10_000)).includes(url)) missed.push(`${typo} → ${name}`);
      }
    }
    expect(missed).toEqual([]);
  });

  it('tolerates a typo in each word: "civl engneering" finds the Civil Engineering department and its programmes first', () => {
    const hits = search.search('civl engneering', 8);
    expect(urls(hits.slice(0, 3)).sort()).toEqual([
      '/DptHome?id=DEP-000001',
      '/ProHome?id=PGM-000001',
      '/ProHome?id=PGM-000003',
    ]);
    for (const hit of hits.filter((h) => h.kind === 'programme'))
      expect(hit.context).toMatch(/Civil Engineering$/);
  });

  it('needs every word when some document has them all, and falls back to any word when none has', () => {
    const professors = search.search('professor physics', 50);
    expect(professors.length).toBeGreaterThan(0);
    for (const hit of professors)
      expect(hit).toMatchObject({
        kind: 'person',
        context: expect.stringMatching(/Professor, Department of Physics$/),
      });
    const either = search.search('mechanical zoology', 50);
    expect(urls(either)).toContain('/DptHome?id=DEP-000003');
  });

  it('finds a person by surname and gives their designation and department as context', () => {
    const person = PEOPLE.find(
      (p) => p.category === FACULTY_CATEGORY_ID && p.departmentId === 'DEP-000007',
    )!;
    const surname = person.name.split(' ').pop()!;
    const hit = search
      .search(surname, 10_000)
      .find((h) => h.kind === 'person' && h.title === person.name);
    expect(hit).toEqual({
      kind: 'person',
      title: person.name,
      url: '/Faculty?id=DEP-000007',
      context: `${person.designation}, Department of Physics`,
      about: { of: 'person', designation: person.designation, department: 'Department of Physics' },
    });
  });

  it('finds the guides by the words people use: fee, merit, hostel, eligibility', () => {
    expect(urls(search.search('form fee', 3))).toContain('/AdmissionHome');
    expect(urls(search.search('eligibilty', 3))).toContain('/EligibilityCriteria');
    expect(urls(search.search('hostel', 3))).toContain('/FacilitiesHome');
    expect(urls(search.search('merit list', 3))).toContain('/AdmissionHome');
  });

  it('gives programmes their credential and department as context, departments their faculty', () => {
    expect(search.search('BE Civil Engineering', 1)[0]).toEqual({
      kind: 'programme',
      title: 'BE Civil Engineering',
      url: '/ProHome?id=PGM-000001',
      context: 'Bachelor of Engineering · Department of Civil Engineering',
      about: { of: 'programme', level: 'BE', department: 'Department of Civil Engineering' },
    });
    expect(search.search('Department of Physics', 1)[0]?.context).toBe(
      'Faculty of Science & Information Technology',
    );
    expect(search.search('Registrar Office', 1)[0]?.context).toBe('Administration');
  });

  it('answers nothing for an empty query or one with no known word, and never throws on odd input', () => {
    expect(search.search('', 8)).toEqual([]);
    expect(search.search('   ', 8)).toEqual([]);
    expect(search.search('qqqqxzzzv', 8)).toEqual([]);
    for (const odd of [
      '<script>alert(1)</script>',
      '"\'',
      '%00%ff%',
      'انجنيئرنگ',
      'سنڌ يونيورسٽي',
      'a'.repeat(5000),
      '\u0000\uFFFF',
      '*',
      '()[]{}',
    ]) {
      expect(() => search.search(odd, 8)).not.toThrow();
    }
  });

  it('cuts a query to 100 characters and collapses its whitespace', () => {
    expect(normaliseQuery('  civil \n\t engineering  ')).toBe('civil engineering');
    expect(normaliseQuery('x'.repeat(150))).toHaveLength(100);
    expect(Array.from(normaliseQuery('ڪ'.repeat(150)))).toHaveLength(100);
    expect(normaliseQuery(['a'])).toBe('');
  });

  it('drops what makes a shown query look like something else: bidi controls, zero-width and format characters (issue 29, N5)', () => {
    // RLO … PDF turns "gpj.exe" around; ZWSP, ZWNJ, ZWJ, WJ, BOM, soft hyphen; isolates; ALM; a tag character; a control.
    expect(normaliseQuery('admission\u202Egpj.exe\u202C')).toBe('admissiongpj.exe');
    expect(normaliseQuery('fee\u200B\u200C\u200D\u2060\uFEFF\u00ADs')).toBe('fees');
    expect(normaliseQuery('\u2066داخلہ\u2069 \u061C\u200F\u200Eفیس')).toBe('داخلہ فیس');
    expect(normaliseQuery('bs\u{E0041}\u0007 cs')).toBe('bs cs');
    expect(normaliseQuery('a\u3164\u115F b')).toBe('a b');
    expect(normaliseQuery('\u202E \u202E')).toBe('');
    // Diacritics as written are kept; a pile of them on one letter is cut to three.
    expect(normaliseQuery('مُحَمَّد')).toBe('مُحَمَّد');
    expect(normaliseQuery('z\u0301\u0302\u0303\u0304\u0305')).toBe('z\u0301\u0302\u0303');
    expect(normaliseQuery('ڪمپيوٽر سائنس')).toBe('ڪمپيوٽر سائنس');
    // A joiner inside an emoji draws one picture: kept there, dropped anywhere else.
    expect(normaliseQuery('👩🏽\u200D🔬 🏳️\u200D🌈 a\u200Db')).toBe('👩🏽\u200D🔬 🏳️\u200D🌈 ab');
  });

  it('groups hits by kind in a fixed order, keeping each group best first', () => {
    const hits: SearchHit[] = [
      { kind: 'person', title: 'P', url: '/Faculty?id=D', context: '' },
      { kind: 'programme', title: 'A', url: '/ProHome?id=A', context: '' },
      { kind: 'page', title: 'G', url: '/AboutUs', context: '' },
      { kind: 'programme', title: 'B', url: '/ProHome?id=B', context: '' },
    ];
    expect(
      groupByKind(hits).map((group) => [group.kind, group.hits.map((hit) => hit.title)]),
    ).toEqual([
      ['programme', ['A', 'B']],
      ['person', ['P']],
      ['page', ['G']],
    ]);
  });
});

describe('recent queries', () => {
  it('answers a repeated query from memory, the same hits, and forgets the oldest past 1,000', () => {
    const fresh = new SiteSearch(searchDocuments(walk, GUIDE_LIST));
    const first = fresh.search('civl engneering', 8);
    expect(fresh.search('  civl   engneering ', 8)).toBe(first);
    expect(fresh.search('civl engneering', 3)).toEqual(first.slice(0, 3));
    for (let i = 0; i < 1000; i++) fresh.search(`physics ${i}`, 8);
    const again = fresh.search('civl engneering', 8);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
