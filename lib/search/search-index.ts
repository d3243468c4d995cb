import MiniSearch, { type CombinationOperator, type Query, type SearchResult } from 'minisearch';
import { SEARCH_KINDS, type HitAbout, type SearchHit, type SearchKind } from './hit';
import { queryAliases, type QueryAliases, type QuerySlot } from './query-aliases';
import { normaliseQuery } from './query-text.mjs';
import { HEAD_TERMS, type SearchDocument } from './search-documents';

export { normaliseQuery };

// The full-text index of the site (MiniSearch), read through the query's aliases.

const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to', 'with']);

/** Lower case, without diacritics ("Université" finds "universite"), stop words left out. */
function processTerm(term: string): string | null {
  const folded = term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return folded && !STOP_WORDS.has(folded) ? folded : null;
}

const SEARCH_OPTIONS = {
  boost: { title: 4, keywords: 1.5 },
  // "civ" finds Civil; "civl engneering" finds Civil Engineering.
  prefix: (term: string) => term.length >= 2,
  fuzzy: 0.2,
};

/** Answers kept per index: on a results evening, people ask the same few queries. */
const RECENT_QUERIES = 1000;

export class SiteSearch {
  private readonly index: MiniSearch<SearchDocument>;
  private readonly recent = new Map<string, SearchHit[]>();

  private readonly aliases: QueryAliases;

  constructor(documents: SearchDocument[]) {
    const titles = (kind: SearchKind) =>
      documents.filter((document) => document.kind === kind).map((document) => document.title);
    this.aliases = queryAliases(
      { programmes: titles('programme'), departments: titles('department') },
      vocabularyOf(documents),
    );
    this.index = new MiniSearch<SearchDocument>({
      fields: ['title', 'keywords', 'text'],
      storeFields: ['title', 'url', 'kind', 'context', 'about'],
      processTerm,
      searchOptions: SEARCH_OPTIONS,
    });
    this.index.addAll(documents);
  }

  get size(): number {
    return this.index.documentCount;
  }

  serialisedBytes(): number {
    return JSON.stringify(this.index).length;
  }

  /** The best `limit` matches, best first: every word must match, as typed or as an alias. */
  search(query: string, limit: number): SearchHit[] {
    const text = normaliseQuery(query);
    if (!text) return [];
    const key = `${limit} ${text}`;
    const known = this.recent.get(key);
    if (known) {
      this.recent.delete(key);
      this.recent.set(key, known);
      return known;
    }
    const slots = this.aliases
      .expand(text)
      .map(searchable)
      .filter((slot) => slot.length > 0);
    // A head's message page answers "chairman civil", not every query naming the department.
    const asksForHead = slots.some((slot) =>
      slot.some((phrase) => phrase.split(' ').some((word) => HEAD_TERMS.has(word))),
    );
    const options = asksForHead
      ? {}
      : {
          filter: (result: SearchResult) =>
            (result.about as HitAbout | undefined)?.of !== 'message',
        };
    let results = slots.length ? this.index.search(slotQuery(slots, 'AND'), options) : [];
    if (results.length === 0 && slots.length > 1) {
      // A word the site has nowhere ("bus service") does not veto the others.
      const found = slots.filter(
        (slot) => this.index.search(slotQuery([slot], 'AND'), options).length > 0,
      );
      if (found.length > 0 && found.length < slots.length)
        results = this.index.search(slotQuery(found, 'AND'), options);
      if (results.length === 0) results = this.index.search(slotQuery(slots, 'OR'), options);
    }
    const hits = results.slice(0, limit).map(toHit);
    this.recent.set(key, hits);
    if (this.recent.size > RECENT_QUERIES)
      this.recent.delete(this.recent.keys().next().value as string);
    return hits;
  }
}

// What an Urdu spelling may sound like: not descriptions (so many words that Urdu's own would
// sound like some) nor people's names ("کمرہ" would be Kumar).
function vocabularyOf(documents: SearchDocument[]): Set<string> {
  const words = new Set<string>();
  for (const document of documents) {
    const named = document.kind === 'person' ? '' : document.title;
    for (const word of `${named} ${document.keywords}`.split(/[^\p{L}]+/u)) {
      const term = word && processTerm(word);
      if (term) words.add(term);
    }
  }
  return words;
}

/** A slot's alternatives with a word the index keeps: a stop word alone matches nothing. */
function searchable(slot: QuerySlot): QuerySlot {
  return slot.filter((phrase) =>
    phrase.split(/[\s\p{P}]+/u).some((word) => word && processTerm(word) !== null),
  );
}

// A typed word with a meaning is not a prefix ("bus service" is not Business) unless it is the
// last: it may be unfinished.
function slotQuery(slots: QuerySlot[], combineWith: CombinationOperator): Query {
  const whole = (slot: QuerySlot, at: number) =>
    at === 0 && slot.length > 1 && slot !== slots[slots.length - 1];
  return {
    combineWith,
    queries: slots.map((slot) => ({
      combineWith: 'OR',
      queries: slot.map((phrase, at) => ({
        combineWith: 'AND',
        queries: [phrase],
        ...(whole(slot, at) ? { prefix: false } : {}),
      })),
    })),
  };
}

function toHit(result: SearchResult): SearchHit {
  return {
    title: result.title,
    url: result.url,
    kind: result.kind,
    context: result.context,
    about: result.about,
  };
}

export function groupByKind(hits: SearchHit[]): { kind: SearchKind; hits: SearchHit[] }[] {
  return SEARCH_KINDS.map((kind) => ({
    kind,
    hits: hits.filter((hit) => hit.kind === kind),
  })).filter((group) => group.hits.length > 0);
}
