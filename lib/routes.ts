import { DEFAULT_LANGUAGE, LANGUAGES, splitLanguage, type Language } from './i18n/languages';
import routeTable from './routes.json';

// The one list of the site's public routes (spec §2). next.config.mjs reads the same JSON for
// its rewrites; the middleware, the banner rule, the menus and the sitemap read this module.
// What each route is called, in each language, is in the dictionaries (`pages`).

export type RouteContext =
  'home' | 'general' | 'facilities' | 'admission' | 'faculty' | 'department' | 'programme';

export type SiteRoute = {
  /** The public path, exactly as shared links spell it. */
  path: string;
  context: RouteContext;
  /** Whether the page shows the title banner (spec §2, "A banner with an uppercase title"). */
  banner: boolean;
  /** For routes that take `?id=`: the internal path-param route it is rewritten to. */
  internal?: string;
  /** false for pages search engines should not index nor find in the sitemap (search results). */
  indexable?: boolean;
};

export const ROUTES = routeTable as readonly SiteRoute[];

/**
 * A department's one page (issue 26): an academic department's is /DptHome, an office's /AdmHome,
 * and each route answers with a redirect to the other when DPT_NAME_GET says so. Both are built
 * from the same replies, so they are always refreshed together (lib/revalidation.ts).
 */
export const DEPARTMENT_HOME_ROUTES = ['/DptHome', '/AdmHome'] as const;

/**
 * The request header in which the middleware hands a wrong-case department link's own query,
 * byte for byte, to the route that redirects it (a rewrite's query reaches a route re-encoded:
 * %20 as +). Set by the middleware on every such rewrite, over anything a client sent.
 */
export const ASKED_QUERY_HEADER = 'x-kust-asked-query';
export type DepartmentHomeRoute = (typeof DEPARTMENT_HOME_ROUTES)[number];

/** A well-formed id (CONTRACT.md): 1 to 64 letters, digits, '-' or '_'. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The page, within each language, that answers 404 with the language's not-found page
 * (app/[lang]/page-not-found): the middleware and next.config.mjs's rewrites send what has no
 * page there.
 */
export const NOT_FOUND_PAGE = '/page-not-found';

const byLowerPath = new Map(ROUTES.map((route) => [route.path.toLowerCase(), route]));

/** The route whose public path equals `pathname` ignoring letter case. */
export function findRoute(pathname: string): SiteRoute | undefined {
  return byLowerPath.get(pathname.toLowerCase());
}

export function routeByPath(path: string): SiteRoute {
  const route = byLowerPath.get(path.toLowerCase());
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}

/** The public link to a route, with its id (`/DptHome?id=DEP-000025`), in English. */
export function hrefTo(path: string, id?: string): string {
  return id === undefined ? path : `${path}?id=${encodeURIComponent(id)}`;
}

/**
 * The public URL, in English, of the page whose route segments (below app/[lang]/) are given:
 * [] → '/', ['(admission)', 'Instruction'] → '/Instruction', ['department', 'X', 'DptHome'] →
 * '/DptHome?id=X'; '/' for what is not a public page (the 404 page).
 */
export function publicPathOfSegments(segments: readonly string[]): string {
  const parts = segments.filter((segment) => !segment.startsWith('('));
  const [kind, id, page] = parts;
  if (parts.length === 3 && kind && id && page) {
    const route = findRoute(`/${page}`);
    return route?.internal?.startsWith(`/${kind}/`)
      ? hrefTo(route.path, decodeURIComponent(id))
      : '/';
  }
  const route = parts.length === 1 ? findRoute(`/${parts[0]}`) : undefined;
  return route && !route.internal ? route.path : '/';
}

/**
 * A page's link with the rest of its query (a search's q, the finder's filters) added back: the
 * id is already in `href`, and Next's own _rsc is no part of a page's address.
 */
export function withPageQuery(href: string, query: URLSearchParams | null): string {
  const url = new URL(href, 'http://site.invalid');
  for (const [key, value] of query ?? [])
    if (key !== 'id' && key !== '_rsc') url.searchParams.append(key, value);
  return `${url.pathname}${url.search}`;
}

/** A route's public path in a language: ('/AboutUs', 'ur') → '/ur/AboutUs', ('/', 'ur') → '/ur'. */
export function languagePath(path: string, lang: Language): string {
  const { prefix } = LANGUAGES[lang];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The page a public path names, in any language, ignoring letter case: '/ur/aboutus' →
 * { lang: 'ur', route: /AboutUs, canonical: '/ur/AboutUs' }.
 */
export function findPage(
  pathname: string,
): { lang: Language; route: SiteRoute; canonical: string } | undefined {
  const [lang, rest] = splitLanguage(pathname);
  const route = findRoute(rest);
  return route && { lang, route, canonical: languagePath(route.path, lang) };
}

/**
 * A link of the site, as a page in `lang` shows it: a link to one of the site's pages leads to
 * that page in the same language ('/DptHome?id=X' → '/ur/DptHome?id=X'); anything else (files,
 * feeds, other sites, '#anchors') is left as it is.
 */
export function localHref(href: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE || !href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  const route = findRoute(path);
  return route ? `${languagePath(route.path, lang)}${end === -1 ? '' : href.slice(end)}` : href;
}
