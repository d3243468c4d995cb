import type { AppApiFunctionName, FieldsOf } from './types';

// Which upstream replies an editor's refresh of one page makes stale (POST /api/revalidate):
// the replies of that page's id, not every reply of the site. One editor fixing one typo on one
// department must not make every instance ask the backend for everything again.
//
// A reply's scope follows from its call alone, with no list of which page reads what: the id
// of a department, faculty or programme it is asked for (`id:DEP-000025`), or `site` for a call
// that names none (menus, footer, home page, news). A page with an id (/DptHome?id=DEP-000025)
// is built from its id's replies and the site-wide ones; a page without one, from site-wide
// replies only (lib/appapi/site.ts, home.ts). So refreshing an id page refreshes its id's
// replies; refreshing a page without id, the site-wide ones; `{"all": true}`, every reply.

/** Every field name some upstream call takes (besides authKey). */
type FieldName = {
  [F in AppApiFunctionName]: string extends keyof FieldsOf<F> ? never : keyof FieldsOf<F>;
}[AppApiFunctionName];

/**
 * What each field of a call carries: the id of the page the reply is for, or a setting that is
 * the same on every page (CatID, FACULTY_CATEGORY_ID) or follows from the id (Typ). A field
 * added to lib/appapi/types.ts fails the type check until it is sorted here, so no reply can
 * silently fall out of its page's refresh.
 */
const FIELD_ROLES = {
  ID: 'page id',
  PGM_ID: 'page id',
  DeptID: 'page id',
  CatID: 'setting',
  Typ: 'setting',
} as const satisfies Record<FieldName, 'page id' | 'setting'>;

/** The scope of replies that name no id: menus, footer, home page, news, contact. */
export const SITE_SCOPE = 'site';

/**
 * The cache tag that stands for every upstream reply: revalidating it (POST /api/revalidate
 * with `{"all": true}`) makes each instance fetch every reply afresh, through Redis on the
 * others (lib/page-cache). `${REPLIES_TAG}:<scope>` stands for the replies of one scope.
 */
export const REPLIES_TAG = 'appapi-replies';

/** The scope of the replies a page of `id` is built from besides the site-wide ones; `site` without an id. */
export function pageScope(id: string | null): string {
  return id ? `id:${id}` : SITE_SCOPE;
}

/** The scopes of a call's reply: each id it is asked for, or `site` when it names none. */
export function replyScopes(fields: Readonly<Record<string, string>>): string[] {
  const ids = Object.entries(fields)
    .filter(([name, value]) => FIELD_ROLES[name as FieldName] === 'page id' && value)
    .map(([, value]) => pageScope(value));
  return ids.length > 0 ? [...new Set(ids)] : [SITE_SCOPE];
}

/** The cache tag that refreshes one scope's replies on every instance. */
export function scopeTag(scope: string): string {
  return `${REPLIES_TAG}:${scope}`;
}

/**
 * What revalidated cache tags ask of the reply cache: every reply (`all`), the replies of some
 * scopes, or nothing (page tags).
 */
export function scopesOfTags(tags: readonly string[]): { all: boolean; scopes: string[] } {
  const prefix = `${REPLIES_TAG}:`;
  return {
    all: tags.includes(REPLIES_TAG),
    scopes: tags.filter((tag) => tag.startsWith(prefix)).map((tag) => tag.slice(prefix.length)),
  };
}
