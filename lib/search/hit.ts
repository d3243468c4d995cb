// What a search answers with: shared by the server (the index, /search, /api/search) and the
// suggestions in the browser, so it imports nothing.

export const SEARCH_KINDS = ['programme', 'department', 'faculty', 'person', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One result: /api/search's JSON (CONTRACT.md) and a line of /search. */
export type SearchHit = { title: string; url: string; kind: SearchKind; context: string };
