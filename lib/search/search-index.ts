import MiniSearch, { type CombinationOperator, type Query, type SearchResult } from 'minisearch';
import type { Guide } from '@/lib/guides';
import { hrefTo } from '@/lib/routes';
import { levelByCode } from './programme-level';
import { queryAliases, type QueryAliases, type QuerySlot } from './query-aliases';
import { SEARCH_KINDS, type HeadRole, type HitAbout, type SearchHit, type SearchKind } from './hit';
import type { SiteWalk } from './site-walk';
import { normaliseQuery, QUERY_MAX_LENGTH } from './query-text.mjs';

export { normaliseQuery, QUERY_MAX_LENGTH };

// The full-text index of the site (MiniSearch: prefix and typo-tolerant, BM25+ ranking).
// Each document is one page a visitor can land on: a programme, a department, a faculty, a
// person (on their department's Faculty page) or one of the site's guides.

export { SEARCH_KINDS, type SearchHit, type SearchKind } from './hit';

type SearchDocument = SearchHit & {
  id: string;
  /** Words that describe the document without being its name: designation, department, level. */
  keywords: string;
  /** Its longer text: a description. */
  text: string;
};

/** The longest query read; longer ones are cut (CONTRACT.md). */

/** Words too common to narrow a search. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'the', 'to', 'with']);

/** Lower case, without diacritics ("Université" finds "universite"), stop words left out. */
function processTerm(term: string): string | null {
  const folded = term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return folded && !STOP_WORDS.has(folded) ? folded : null;
}

const SEARCH_OPTIONS = {
  boost: { title: 4, keywords: 1.5 },
  // Typing "civ" finds Civil; a term of three letters or more may have one typo, of eight or
  // more two ("civl engneering" finds Civil Engineering).
  prefix: (term: string) => term.length >= 2,
  fuzzy: 0.2,
};

/** How many recent queries' answers one index keeps (a results evening asks the same few). */
const RECENT_QUERIES = 1000;

export class SiteSearch {
  private readonly index: MiniSearch<SearchDocument>;
  /** Answers of recent queries, least recently asked first out; gone with the index. */
  private readonly recent = new Map<string, SearchHit[]>();

  /** What its queries' words may stand for: Urdu, Roman Urdu, short forms, its titles' abbreviations. */
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

  /** How many documents the index holds. */
  get size(): number {
    return this.index.documentCount;
  }

  /** A rough size of the index in memory, in bytes (its serialised form). */
  serialisedBytes(): number {
    return JSON.stringify(this.index).length;
  }

  /**
   * The best `limit` matches of `query`, best first. Every word must match (allowing prefixes
   * and typos), as typed or as any of its aliases (query-aliases.ts: "داخلہ" admission, "bscs"
   * BS Computer Science); when no document has them all, documents with any of them are given.
   */
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
    // A head's message page answers a query that asks for a head ("chairman civil"), not every
    // query that names the department.
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
      // A word the site has nowhere ("bus service", "hostel facility available") does not veto
      // the others: every word that is somewhere, then any word.
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

/**
 * The English words an Urdu-script spelling may be heard as: the titles' and keywords' words,
 * what people search by. Not the descriptions (too many words: Urdu's own words would sound like
 * some of them) and not people's names ("کمرہ", a room, sounds like Kumar).
 */
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

/** A slot's alternatives that have a word the index keeps (a stop word alone would match nothing). */
function searchable(slot: QuerySlot): QuerySlot {
  return slot.filter((phrase) =>
    phrase.split(/[\s\p{P}]+/u).some((word) => word && processTerm(word) !== null),
  );
}

/**
 * Every slot (or any, for `combineWith` OR), each matched by any of its alternatives, each
 * alternative by all its words. A word typed that has a meaning is not read as the start of a
 * longer one ("bus service": transport, not Business), unless it is the last, which may be
 * unfinished (the suggestions, as the visitor types).
 */
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

/** Hits in the order of SEARCH_KINDS, each kind keeping its best-first order; empty kinds left out. */
export function groupByKind(hits: SearchHit[]): { kind: SearchKind; hits: SearchHit[] }[] {
  return SEARCH_KINDS.map((kind) => ({
    kind,
    hits: hits.filter((hit) => hit.kind === kind),
  })).filter((group) => group.hits.length > 0);
}

/** Which administration departments have a Director Message page (DIRECTOR_MESSAGE_DEPT_IDS). */
export type DocumentOptions = { directorMessageDeptIds: readonly string[] };

/**
 * Each head's message page: its route, its English title (the side menu's words) and the words
 * it is found by, beside the name of what they head.
 */
const HEADS = {
  chairman: {
    route: '/ChairmanMessage',
    title: "Chairman's Message",
    words: 'chairman head hod message',
  },
  dean: { route: '/DeanMessage', title: "Dean's Message", words: 'dean head message' },
  director: {
    route: '/DirectorMessage',
    title: "Director's Message",
    words: 'director head message',
  },
} as const satisfies Record<HeadRole, { route: string; title: string; words: string }>;

/** The words of a query that ask for a head. */
const HEAD_TERMS = new Set(Object.values(HEADS).flatMap(({ words }) => words.split(' ')));

/**
 * The documents of one walk of the site, plus the guides: each programme, department, faculty,
 * person and guide, and the message page of each department's chairman, faculty's dean and
 * (for the departments that have one) office's director, found by the head's role.
 */
export function searchDocuments(
  walk: SiteWalk,
  guides: readonly Guide[],
  options: DocumentOptions = { directorMessageDeptIds: [] },
): SearchDocument[] {
  const facultyName = new Map(walk.faculties.map((faculty) => [faculty.id, faculty.name]));
  const departmentTitle = new Map(
    walk.departments.map((department) => [department.id, department.title]),
  );
  const departmentsOf = (facultyId: string) =>
    walk.departments.filter((d) => d.facultyId === facultyId).length;
  const documents: SearchDocument[] = [];
  const rolesOf = new Map<string, string[]>();
  for (const person of walk.people)
    if (person.designation)
      rolesOf.set(person.departmentId, [
        ...(rolesOf.get(person.departmentId) ?? []),
        person.designation,
      ]);
  const message = (role: HeadRole, id: string, name: string) =>
    documents.push({
      id: `${role}:${id}`,
      kind: 'page',
      title: HEADS[role].title,
      url: hrefTo(HEADS[role].route, id),
      context: name,
      // Its name in the keywords, not the title: a search for the department finds the department first.
      keywords: `${HEADS[role].words} ${name}`,
      text: '',
      about: { of: 'message', role, name },
    });

  for (const programme of walk.programmes) {
    const level = programme.level ? levelByCode(programme.level) : null;
    const department = departmentTitle.get(programme.departmentId) ?? '';
    documents.push({
      id: `programme:${programme.id}`,
      kind: 'programme',
      title: programme.title,
      url: hrefTo('/ProHome', programme.id),
      context: [level?.credential, department].filter(Boolean).join(' · '),
      // Not the department's name: a search for the department must find the department first.
      keywords: [level?.credential, level?.stage].filter(Boolean).join(' '),
      text: programme.description,
      about: { of: 'programme', level: level ? programme.level : null, department },
    });
  }
  for (const department of walk.departments) {
    const faculty = department.facultyId ? facultyName.get(department.facultyId) : null;
    documents.push({
      id: `department:${department.id}`,
      kind: 'department',
      title: department.title,
      url: hrefTo(department.facultyId ? '/DptHome' : '/AdmHome', department.id),
      context: faculty || 'Administration',
      // An office is also found by its staff's roles ("chief librarian", "controller of examinations").
      keywords:
        faculty ||
        ['Administration office', ...new Set(rolesOf.get(department.id) ?? [])].join(' '),
      text: department.description,
      about: { of: 'department', faculty: faculty || null },
    });
    if (department.facultyId) message('chairman', department.id, department.title);
    else if (options.directorMessageDeptIds.includes(department.id))
      message('director', department.id, department.title);
  }
  for (const faculty of walk.faculties) {
    const count = departmentsOf(faculty.id);
    documents.push({
      id: `faculty:${faculty.id}`,
      kind: 'faculty',
      title: faculty.name,
      url: hrefTo('/FacHome', faculty.id),
      context: count === 1 ? '1 department' : `${count} departments`,
      keywords: 'faculty school',
      text: faculty.description,
      about: { of: 'faculty', departments: count },
    });
    message('dean', faculty.id, faculty.name);
  }
  walk.people.forEach((person, index) => {
    const department = departmentTitle.get(person.departmentId) ?? '';
    documents.push({
      id: `person:${index}`,
      kind: 'person',
      title: person.name,
      url: hrefTo('/Faculty', person.departmentId),
      context: [person.designation, department].filter(Boolean).join(', '),
      keywords: `${person.designation} ${department}`,
      text: '',
      about: { of: 'person', designation: person.designation, department },
    });
  });
  for (const guide of guides) {
    documents.push({
      id: `page:${guide.path}`,
      kind: 'page',
      title: guide.title,
      url: guide.path,
      context: guide.description,
      keywords: guide.keywords,
      text: guide.description,
      about: { of: 'guide' },
    });
  }
  return documents;
}
