import { DEFAULT_LANGUAGE, LANGUAGES, splitLanguage, type Language } from '@/lib/i18n/languages';
import routeTable from './routes.json';

// routes.json is read by next.config.mjs too, for its rewrites (docs/behaviour.md, Public URLs).

export type RouteContext =
  'home' | 'general' | 'facilities' | 'admission' | 'faculty' | 'department' | 'programme';

export type SiteRoute = {
  path: string;
  context: RouteContext;
  banner: boolean;
  /** For routes that take `?id=`: the internal route it is rewritten to. */
  internal?: string;
  indexable?: boolean;
};

export const ROUTES = routeTable as readonly SiteRoute[];

export const DEPARTMENT_HOME_ROUTES = ['/DptHome', '/AdmHome'] as const;

/** A rewrite's query reaches a route re-encoded: this carries the asked one byte for byte. */
export const ASKED_QUERY_HEADER = 'x-kust-asked-query';
export type DepartmentHomeRoute = (typeof DEPARTMENT_HOME_ROUTES)[number];

export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const NOT_FOUND_PAGE = '/page-not-found';

const byLowerPath = new Map(ROUTES.map((route) => [route.path.toLowerCase(), route]));

export function findRoute(pathname: string): SiteRoute | undefined {
  return byLowerPath.get(pathname.toLowerCase());
}

export function routeByPath(path: string): SiteRoute {
  const route = byLowerPath.get(path.toLowerCase());
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}

export function hrefTo(path: string, id?: string): string {
  return id === undefined ? path : `${path}?id=${encodeURIComponent(id)}`;
}

/** ['department', 'X', 'DptHome'] → '/DptHome?id=X'; '/' for no public page. */
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

/** Next's own _rsc is no part of a page's address. */
export function withPageQuery(href: string, query: URLSearchParams | null): string {
  const url = new URL(href, 'http://site.invalid');
  for (const [key, value] of query ?? [])
    if (key !== 'id' && key !== '_rsc') url.searchParams.append(key, value);
  return `${url.pathname}${url.search}`;
}

export function languagePath(path: string, lang: Language): string {
  const { prefix } = LANGUAGES[lang];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

export function findPage(
  pathname: string,
): { lang: Language; route: SiteRoute; canonical: string } | undefined {
  const [lang, rest] = splitLanguage(pathname);
  const route = findRoute(rest);
  return route && { lang, route, canonical: languagePath(route.path, lang) };
}

/** A link to a page of the site, in `lang`; files, feeds, other sites and anchors stay. */
export function localHref(href: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE || !href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  const route = findRoute(path);
  return route ? `${languagePath(route.path, lang)}${end === -1 ? '' : href.slice(end)}` : href;
}
