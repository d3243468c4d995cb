/** @jest-environment node */
import { clearAppApiCache } from '@/lib/appapi/client';
import { ACADEMIC_DEPARTMENTS } from '@/lib/demo-api/data/departments';
import { PROGRAMMES } from '@/lib/demo-api/data/programmes';
import { GUIDE_LIST } from '@/lib/guides';
import { WORD_ALIASES } from '@/lib/search/alias-words';
import { foldText } from '@/lib/search/query-aliases';
import { SiteSearch, searchDocuments } from '@/lib/search/search-index';
import { walkSite } from '@/lib/search/site-walk';

// How applicants type (issue 17, item 8): each query must find its page among the first three
// results of the index of the bundled demo data, built as the site builds it (one walk, the guides).

let search: SiteSearch;

beforeAll(async () => {
  delete process.env.APPAPI_URL;
  clearAppApiCache();
  const result = await walkSite();
  expect(result.failures).toEqual([]);
  search = new SiteSearch(searchDocuments(result.walk, GUIDE_LIST));
});

const programme = (id: number) => `/ProHome?id=PGM-${String(id).padStart(6, '0')}`;
const department = (id: number) => `/DptHome?id=DEP-${String(id).padStart(6, '0')}`;
const office = (id: number) => `/AdmHome?id=DEP-${String(id).padStart(6, '0')}`;
const faculty = (id: number) => `/FacHome?id=FAC-${String(id).padStart(6, '0')}`;

/** [query, a page that must be among its first three results]. */
const QUERIES: readonly (readonly [string, string])[] = [
  // English, as the site writes it
  ['civil engineering', department(1)],
  ['BS Computer Science', programme(8)],
  ['computer science', department(5)],
  ['hostel', '/FacilitiesHome'],
  ['form fee', '/AdmissionHome'],
  ['merit list', '/AdmissionHome'],
  ['vice chancellor', office(40)],
  ['library', office(28)],
  ['mba', programme(17)],
  ['programmes', '/ProgrammeFinder'],
  // Typos
  ['civl engneering', department(1)],
  ['eligibilty', '/EligibilityCriteria'],
  ['scholarshp', '/FacilitiesHome'],
  ['admision', '/AdmissionHome'],
  ['econmics', department(11)],
  ['structral engineering', programme(2)],
  ['bs enviromental', programme(15)],
  // Abbreviations, derived from the titles
  ['bscs', programme(8)],
  ['BSSE', programme(7)],
  ['beee', programme(4)],
  ['bsai', programme(9)],
  ['mscs', programme(10)],
  ['bece', programme(1)],
  ['beme', programme(6)],
  ['phdce', programme(3)],
  ['bsphysics', programme(13)],
  ['mphil physics', programme(14)],
  ['bs cs', programme(8)],
  ['BS(CS)', programme(8)],
  ['MS-CS', programme(10)],
  ['B.E. Electrical', programme(4)],
  ['ph.d civil', programme(3)],
  ['cs', department(5)],
  ['ee', department(2)],
  ['ai', programme(9)],
  // Everyday words
  ['maths', department(6)],
  ['bs maths', programme(11)],
  ['dean', faculty(1)],
  ['prospectus', '/AdmissionHome'],
  ['vc', office(40)],
  ['vc message', '/AboutUs'],
  ['hod computer science', department(5)],
  ['fees', '/AdmissionHome'],
  ['civil engg', department(1)],
  ['teacher physics', '/Faculty?id=DEP-000007'],
  // Urdu
  ['داخلہ', '/AdmissionHome'],
  ['فیس', '/AdmissionHome'],
  ['ہاسٹل', '/FacilitiesHome'],
  ['ہوسٹل', '/FacilitiesHome'],
  ['اسکالرشپ', '/FacilitiesHome'],
  ['وظیفہ', '/FacilitiesHome'],
  ['شعبہ کمپیوٹر', department(5)],
  ['کمپیوٹر سائنس', department(5)],
  ['انجینئرنگ', programme(1)],
  ['سول انجینئرنگ', department(1)],
  ['الیکٹریکل انجینئرنگ', department(2)],
  ['سافٹ ویئر انجینئرنگ', department(4)],
  ['مصنوعی ذہانت', programme(9)],
  ['ریاضی', department(6)],
  ['طبیعیات', department(7)],
  ['ماحولیات', department(8)],
  ['کاروبار', department(9)],
  ['انگریزی', department(10)],
  ['معاشیات', department(11)],
  ['تعلیم', department(12)],
  ['فیکلٹی', faculty(1)],
  ['ڈین', faculty(1)],
  ['وائس چانسلر', office(40)],
  ['رجسٹرار', office(20)],
  ['امتحان', office(23)],
  ['نتیجہ', office(23)],
  ['مالی امداد', office(22)],
  ['لائبریری', office(28)],
  ['کھیل', office(30)],
  ['ٹرانسپورٹ', '/FacilitiesHome'],
  ['اہلیت', '/EligibilityCriteria'],
  ['میرٹ لسٹ', '/AdmissionHome'],
  ['چالان', '/AdmissionHome'],
  ['داخلہ فارم', '/AdmissionHome'],
  ['آن لائن رجسٹریشن', '/Instruction'],
  ['ہیلپ ڈیسک', '/HelpDesk'],
  ['شکایت', '/HelpDesk'],
  ['تعارف', '/AboutUs'],
  ['رابطہ', '/ContactUs'],
  ['پتہ', '/ContactUs'],
  ['خبریں', '/NewsEvents'],
  ['تقریبات', '/NewsEvents'],
  ['پروگرام', '/ProgrammeFinder'],
  ['ڈگری', '/ProgrammeFinder'],
  ['بی ایس سی ایس', programme(8)],
  ['ایم بی اے', programme(17)],
  ['ایم فل ریاضی', programme(12)],
  ['پی ایچ ڈی سول', programme(3)],
  ['ڈیپارٹمنٹ آف فزکس', department(7)],
  // Urdu as keyboards write it: Arabic letters, aerab, a zero-width non-joiner, no space, a stop word
  ['داخله', '/AdmissionHome'],
  ['كمپيوٹر سائنس', department(5)],
  ['دَاخِلَہ', '/AdmissionHome'],
  ['اسکالر\u200cشپ', '/FacilitiesHome'],
  ['کمپیوٹرسائنس', department(5)],
  ['داخلے کی فیس', '/AdmissionHome'],
  ['اسکالر', '/FacilitiesHome'],
  // Roman Urdu
  ['dakhla', '/AdmissionHome'],
  ['dakhila', '/AdmissionHome'],
  ['dakhla form', '/AdmissionHome'],
  ['hostal', '/FacilitiesHome'],
  ['wazifa', '/FacilitiesHome'],
  ['wazeefa', '/FacilitiesHome'],
  ['shoba computer', department(5)],
  ['imtehan', '/AdmissionHome'],
  ['natija', office(23)],
  ['fees kitni hai', '/AdmissionHome'],
  ['rabta', '/ContactUs'],
  ['riyazi', department(6)],
  ['khabrein', '/NewsEvents'],
  // Mixed
  ['bscs فیس', programme(8)],
  ['شعبہ physics', department(7)],
  ['BS کمپیوٹر سائنس', programme(8)],
  ['dakhla eligibility', '/EligibilityCriteria'],
];

describe('search relevance: how applicants type', () => {
  it('finds the page of every query among its first three results', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(60);
    const missed = QUERIES.filter(([query, url]) => !search.search(query, 3).some((hit) => hit.url === url));
    console.log(`search relevance: ${QUERIES.length - missed.length}/${QUERIES.length} queries hit in top 3`);
    expect(missed.map(([query, url]) => `${query} → ${url}: ${search.search(query, 3).map((hit) => hit.url).join(', ')}`)).toEqual([]);
  });

  it('finds nothing for a query of Urdu words the site does not have, and never throws', () => {
    expect(search.search('پہاڑ دریا', 8)).toEqual([]);
    expect(search.search('کی کے', 8)).toEqual([]);
    for (const odd of ['ـــ', '\u200c\u200d', 'ً', 'بی', 'ب'.repeat(300), 'داخلہ'.repeat(40), '؟،۔']) {
      expect(() => search.search(odd, 8)).not.toThrow();
    }
  });

  it('has an Urdu word for every subject of the demo programmes and departments', () => {
    const urduMeanings = new Set(
      Object.entries(WORD_ALIASES)
        .filter(([, words]) => words.some((word) => /\p{Script=Arabic}/u.test(word)))
        .flatMap(([meaning]) => meaning.split(' ')),
    );
    const titleWords = [...PROGRAMMES.map((p) => p.title), ...ACADEMIC_DEPARTMENTS.map((d) => d.title)]
      .flatMap((title) => foldText(title.replace(/\([^)]*\)/g, '')).split(/[^\p{L}]+/u))
      .filter((word) => word.length > 2 && !['and', 'the', 'bs', 'be', 'ms', 'me', 'phd', 'mphil', 'bba', 'mba'].includes(word));
    expect([...new Set(titleWords)].filter((word) => !urduMeanings.has(word) && !urduMeanings.has(word.replace(/s$/, '')))).toEqual([]);
  });

  it('gives every word of the list a meaning the index has (no misspelt target), but for subjects the university lacks', () => {
    const absent = ['chemistry', 'law', 'urdu'];
    const unknown = Object.keys(WORD_ALIASES).filter((meaning) => !absent.includes(meaning) && search.search(meaning, 1).length === 0);
    expect(unknown).toEqual([]);
  });
});
