// What a search answers with, shared by the server and the browser's suggestions: imports nothing.

export const SEARCH_KINDS = ['programme', 'department', 'faculty', 'person', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type HeadRole = 'chairman' | 'dean' | 'director';

/** What a hit's context is made of, for each language to write it (lib/i18n/templates.ts). */
export type HitAbout =
  | { of: 'programme'; level: string | null; department: string }
  | { of: 'department'; faculty: string | null }
  | { of: 'faculty'; departments: number }
  | { of: 'person'; designation: string; department: string }
  | { of: 'guide' }
  | { of: 'message'; role: HeadRole; name: string };

/** One result: an item of /api/search's JSON (docs/behaviour.md, /api/search). */
export type SearchHit = {
  title: string;
  url: string;
  kind: SearchKind;
  context: string;
  about?: HitAbout;
};
