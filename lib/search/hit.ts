// What a search answers with: shared by the server (the index, /search, /api/search) and the
// suggestions in the browser, so it imports nothing.

export const SEARCH_KINDS = ['programme', 'department', 'faculty', 'person', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A head's message page (/ChairmanMessage, /DeanMessage, /DirectorMessage), found by the head's role. */
export type HeadRole = 'chairman' | 'dean' | 'director';

/**
 * What a hit's title and context line are made of, so that each language writes its own words
 * around the backend's names (lib/i18n/text.ts, localizeHit): the English `context` is one
 * rendering of it.
 */
export type HitAbout =
  | { of: 'programme'; level: string | null; department: string }
  | { of: 'department'; faculty: string | null }
  | { of: 'faculty'; departments: number }
  | { of: 'person'; designation: string; department: string }
  | { of: 'guide' }
  | { of: 'message'; role: HeadRole; name: string };

/** One result: /api/search's JSON (CONTRACT.md: title, url, kind, context) and a line of /search. */
export type SearchHit = {
  title: string;
  url: string;
  kind: SearchKind;
  context: string;
  about?: HitAbout;
};
