import type { AppApiFunctionName, FieldsOf } from './types';

// The replies an editor's refresh of one page makes stale: its id's, not the whole site's
// (docs/reliability.md, In the code).

type FieldName = {
  [F in AppApiFunctionName]: string extends keyof FieldsOf<F> ? never : keyof FieldsOf<F>;
}[AppApiFunctionName];

/** A field added to lib/appapi/types.ts fails the type check until it is sorted here. */
const FIELD_ROLES = {
  ID: 'page id',
  PGM_ID: 'page id',
  DeptID: 'page id',
  CatID: 'setting',
  Typ: 'setting',
} as const satisfies Record<FieldName, 'page id' | 'setting'>;

export const SITE_SCOPE = 'site';

/** Every reply (`{"all": true}`); `${REPLIES_TAG}:<scope>`, one scope's. */
export const REPLIES_TAG = 'appapi-replies';

export function pageScope(id: string | null): string {
  return id ? `id:${id}` : SITE_SCOPE;
}

export function replyScopes(fields: Readonly<Record<string, string>>): string[] {
  const ids = Object.entries(fields)
    .filter(([name, value]) => FIELD_ROLES[name as FieldName] === 'page id' && value)
    .map(([, value]) => pageScope(value));
  return ids.length > 0 ? [...new Set(ids)] : [SITE_SCOPE];
}

export function scopeTag(scope: string): string {
  return `${REPLIES_TAG}:${scope}`;
}

export function scopesOfTags(tags: readonly string[]): { all: boolean; scopes: string[] } {
  const prefix = `${REPLIES_TAG}:`;
  return {
    all: tags.includes(REPLIES_TAG),
    scopes: tags.filter((tag) => tag.startsWith(prefix)).map((tag) => tag.slice(prefix.length)),
  };
}
