// The speed of site search (issue 27, item 6), in-process on the demo index: how long building
// the index takes and how long an uncached query takes, now and with the search of the main
// before the issue (its lib/search, extracted by search-speed.mjs into the folder given as the
// first argument), interleaved in one run. The queries are both relevance tables (529 queries
// as people in Sindh type them). Run by search-speed.mjs with tsx (react-server conditions, as
// the site's server code); prints one JSON line.
import { pathToFileURL } from 'node:url';
import { FROZEN_QUERIES } from '@/__tests__/lib/search/relevance-frozen';
import { RELEVANCE_QUERIES } from '@/__tests__/lib/search/relevance-queries';
import { getConfig } from '@/lib/config/site-config';
import { GUIDE_LIST } from '@/lib/content/guides';
import { searchDocuments } from '@/lib/search/search-documents';
import { SiteSearch } from '@/lib/search/search-index';
import { walkSite } from '@/lib/search/site-walk';

type Search = { search(query: string, limit: number): unknown[] };
type Variant = { name: 'now' | 'before'; build: () => Search };

const BUILD_ROUNDS = 15;
const QUERY_ROUNDS = 5;
const QUERIES = [...RELEVANCE_QUERIES, ...FROZEN_QUERIES].map(([query]) => query);

const ms = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)
  ]!;
const round = (value: number) => Math.round(value * 1000) / 1000;

async function main() {
  delete process.env.APPAPI_URL;
  const { walk, failures } = await walkSite();
  if (failures.length) throw new Error(`the demo walk failed: ${failures.join(', ')}`);
  const documents = searchDocuments(walk, GUIDE_LIST, {
    directorMessageDeptIds: getConfig().directorMessageDeptIds,
  });
  const variants: Variant[] = [{ name: 'now', build: () => new SiteSearch(documents) }];
  const beforeDir = process.argv[2];
  if (beforeDir) {
    const before = (await import(pathToFileURL(`${beforeDir}/search-index.ts`).href)) as {
      SiteSearch: new (docs: unknown[]) => Search;
    };
    // The same pages the old search knew (it had no heads' message pages).
    const old = documents.filter((document) => document.about?.of !== 'message');
    variants.push({ name: 'before', build: () => new before.SiteSearch(old) });
  }
  const builds: Record<string, number[]> = {};
  const queries: Record<string, number[]> = {};
  // A warm-up of each, then the rounds interleaved, so that both see the same machine.
  for (const variant of variants) for (const query of QUERIES) variant.build().search(query, 8);
  for (let r = 0; r < BUILD_ROUNDS; r++) {
    for (const variant of variants) {
      const started = process.hrtime.bigint();
      variant.build();
      (builds[variant.name] ??= []).push(ms(started));
    }
  }
  for (let r = 0; r < QUERY_ROUNDS; r++) {
    for (const variant of variants) {
      const index = variant.build(); // a new index: no query is in its cache of recent answers
      for (const query of QUERIES) {
        const started = process.hrtime.bigint();
        index.search(query, 60);
        (queries[variant.name] ??= []).push(ms(started));
      }
    }
  }
  const summary = Object.fromEntries(
    variants.map(({ name }) => [
      name,
      {
        buildMedianMs: round(median(builds[name]!)),
        queryP50Ms: round(percentile(queries[name]!, 50)),
        queryP95Ms: round(percentile(queries[name]!, 95)),
        queryMaxMs: round(Math.max(...queries[name]!)),
      },
    ]),
  );
  console.log(JSON.stringify({ documents: documents.length, queries: QUERIES.length, ...summary }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
