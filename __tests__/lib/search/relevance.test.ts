/** @jest-environment node */
import { clearAppApiCache } from '@/lib/appapi/client';
import { getConfig } from '@/lib/config/site-config';
import { ACADEMIC_DEPARTMENTS } from '@/lib/demo-api/data/departments';
import { PROGRAMMES } from '@/lib/demo-api/data/programmes';
import { GUIDE_LIST } from '@/lib/content/guides';
import { WORD_ALIASES } from '@/lib/search/alias-words';
import { foldText } from '@/lib/search/fold-text';
import { searchDocuments } from '@/lib/search/search-documents';
import { SiteSearch } from '@/lib/search/search-index';
import { walkSite } from '@/lib/search/site-walk';
import { FROZEN_QUERIES } from './relevance-frozen';
import { RELEVANCE_QUERIES } from './relevance-queries';

// How applicants type (issues 17 and 27): each query must find its page among the first three
// results of the index of the bundled demo data, built as the site builds it (one walk, the
// guides, the default Director Message departments). Two tables: relevance-queries.ts, which the
// search is tuned on, and relevance-frozen.ts, written by a reader who never saw the search and
// frozen before any tuning, which measures how far the tuning carries to queries nobody tuned for.

let search: SiteSearch;

beforeAll(async () => {
  delete process.env.APPAPI_URL;
  clearAppApiCache();
  const result = await walkSite();
  expect(result.failures).toEqual([]);
  search = new SiteSearch(
    searchDocuments(result.walk, GUIDE_LIST, {
      directorMessageDeptIds: getConfig().directorMessageDeptIds,
    }),
  );
});

/** How many queries of each group find their page among the first three results, and the misses. */
function hitsAtThree(queries: readonly (readonly [string, string, string])[]) {
  const groups = new Map<string, { hit: number; total: number }>();
  const missed: string[] = [];
  for (const [query, group, url] of queries) {
    const found = search.search(query, 3).map((hit) => hit.url);
    const tally = groups.get(group) ?? { hit: 0, total: 0 };
    tally.total += 1;
    if (found.includes(url)) tally.hit += 1;
    else missed.push(`[${group}] ${query} → ${url}: ${found.join(', ')}`);
    groups.set(group, tally);
  }
  const rate = ({ hit, total }: { hit: number; total: number }) => hit / total;
  const all = [...groups.values()].reduce(
    (sum, { hit, total }) => ({ hit: sum.hit + hit, total: sum.total + total }),
    { hit: 0, total: 0 },
  );
  const table = [...groups, ['all', all] as const]
    .map(
      ([group, tally]) =>
        `  ${group.padEnd(24)} ${String(tally.hit).padStart(4)}/${String(tally.total).padEnd(4)} ${(100 * rate(tally)).toFixed(1)} %`,
    )
    .join('\n');
  return { groups, all, rate, table, missed };
}

describe('search relevance: how people in Sindh type (issue 27)', () => {
  it('has at least 400 queries in six groups, the frozen part at least 100', () => {
    expect(RELEVANCE_QUERIES.length + FROZEN_QUERIES.length).toBeGreaterThanOrEqual(400);
    expect(FROZEN_QUERIES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(RELEVANCE_QUERIES.map(([, group]) => group)).size).toBe(6);
  });

  it('finds the page of at least 95 % of the queries of every group among its first three results', () => {
    const { groups, rate, table, missed } = hitsAtThree(RELEVANCE_QUERIES);
    console.log(
      `search relevance, hit@3 by group:\n${table}\n  missed:\n    ${missed.join('\n    ')}`,
    );
    const below = [...groups].filter(([, tally]) => rate(tally) < 0.95).map(([group]) => group);
    expect({ below, missed: below.length ? missed : [] }).toEqual({ below: [], missed: [] });
  });

  it('finds the page of at least 90 % of the frozen queries, written before any tuning', () => {
    const { all, rate, table, missed } = hitsAtThree(FROZEN_QUERIES);
    console.log(
      `search relevance, frozen part, hit@3 by group:\n${table}\n  missed:\n    ${missed.join('\n    ')}`,
    );
    expect(rate(all)).toBeGreaterThanOrEqual(0.9);
  });
});

describe('search relevance: what it must never do', () => {
  it('finds nothing for a query of Urdu words the site does not have, and never throws', () => {
    expect(search.search('پہاڑ دریا', 8)).toEqual([]);
    expect(search.search('کی کے', 8)).toEqual([]);
    for (const odd of [
      'ـــ',
      '\u200c\u200d',
      'ً',
      'بی',
      'ب'.repeat(300),
      'داخلہ'.repeat(40),
      '؟،۔',
    ]) {
      expect(() => search.search(odd, 8)).not.toThrow();
    }
  });

  it('has an Urdu word for every subject of the demo programmes and departments', () => {
    const urduMeanings = new Set(
      Object.entries(WORD_ALIASES)
        .filter(([, words]) => words.some((word) => /\p{Script=Arabic}/u.test(word)))
        .flatMap(([meaning]) => meaning.split(' ')),
    );
    const titleWords = [
      ...PROGRAMMES.map((p) => p.title),
      ...ACADEMIC_DEPARTMENTS.map((d) => d.title),
    ]
      .flatMap((title) => foldText(title.replace(/\([^)]*\)/g, '')).split(/[^\p{L}]+/u))
      .filter(
        (word) =>
          word.length > 2 &&
          !['and', 'the', 'bs', 'be', 'ms', 'me', 'phd', 'mphil', 'bba', 'mba'].includes(word),
      );
    expect(
      [...new Set(titleWords)].filter(
        (word) => !urduMeanings.has(word) && !urduMeanings.has(word.replace(/s$/, '')),
      ),
    ).toEqual([]);
  });

  it('gives every word of the list a meaning the index has (no misspelt target), but for subjects the university lacks', () => {
    const absent = ['chemistry', 'law', 'urdu'];
    const unknown = Object.keys(WORD_ALIASES).filter(
      (meaning) => !absent.includes(meaning) && search.search(meaning, 1).length === 0,
    );
    expect(unknown).toEqual([]);
  });
});
