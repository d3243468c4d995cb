import routeTable from './routes.json';

// The one list of the site's public routes (spec §2). next.config.mjs reads the same JSON for
// its rewrites; the middleware, the banner rule, the menus and the sitemap read this module.

export type RouteContext = 'home' | 'general' | 'facilities' | 'admission' | 'faculty' | 'department' | 'programme';

export type SiteRoute = {
  /** The public path, exactly as shared links spell it. */
  path: string;
  context: RouteContext;
  /** Whether the page shows the title banner (spec §2, "A banner with an uppercase title"). */
  banner: boolean;
  /** What the page is, for titles. */
  title: string;
  /** For routes that take `?id=`: the internal path-param route it is rewritten to. */
  internal?: string;
  /** false for pages search engines should not index nor find in the sitemap (search results). */
  indexable?: boolean;
};

export const ROUTES = routeTable as readonly SiteRoute[];

/** A well-formed id (CONTRACT.md): 1 to 64 letters, digits, '-' or '_'. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The prefixes of the internal routes, which are not reachable directly. */
export const INTERNAL_PREFIXES = ['/faculty/', '/department/', '/programme/'] as const;

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

/** The public link to a route, with its id (`/DptHome?id=DEP-000025`). */
export function hrefTo(path: string, id?: string): string {
  return id === undefined ? path : `${path}?id=${encodeURIComponent(id)}`;
}
