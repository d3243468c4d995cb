import { pageScope } from './appapi/reply-scope';
import { LANGUAGE_CODES } from './i18n/languages';
import { previewImagePath } from './preview-image/paths';
import {
  DEPARTMENT_HOME_ROUTES,
  findPage,
  ID_PATTERN,
  localHref,
  routeByPath,
  type SiteRoute,
} from './routes';
import type { IndexedKind } from './search/site-index';

// Which pages POST /api/revalidate refreshes (CONTRACT.md, "Production topology"): public URLs
// as editors share them (`/DptHome?id=DEP-000025`, `/ur/DptHome?id=…`, or the full address),
// mapped to the paths Next caches the page under, in every language (`/en/department/
// DEP-000025/DptHome`, `/ur/department/…`: both show the same backend content), and to the
// upstream replies refreshed with it: its id's, or the site-wide ones for a page without id
// (lib/appapi/reply-scope.ts).

/** Public URLs that are not in the route table but are built from the backend too. */
const EXTRA_PATHS = ['/sitemap.xml'];

export type RevalidationTarget = {
  /** The public URLs, canonical, one per language: `/DptHome?id=DEP-000025`, `/ur/DptHome?id=DEP-000025`. */
  urls: string[];
  /** The paths of Next's cached pages and their preview images, one each per language, for revalidatePath. */
  cachePaths: string[];
  /** The scope of the upstream replies refreshed with it: `id:DEP-000025`, or `site`. */
  replyScope: string;
  /**
   * The faculty, department or programme a page about an id is of, for the route to check
   * against the site index (issue 49, N24); absent for a page without id.
   */
  subject?: { kind: IndexedKind; id: string };
};

/**
 * The page a public URL names, or null when it is not one of the site's public routes (unknown
 * path, missing or malformed id, an id on a route that takes none, another site's address).
 */
export function revalidationTarget(input: unknown, siteUrl: string): RevalidationTarget | null {
  if (typeof input !== 'string' || input.length === 0 || input.length > 300) return null;
  let url: URL;
  try {
    url = new URL(input, siteUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(siteUrl).origin) return null;
  if (EXTRA_PATHS.includes(url.pathname) && !url.search) {
    return { urls: [url.pathname], cachePaths: [url.pathname], replyScope: pageScope(null) };
  }
  const page = findPage(url.pathname);
  if (!page) return null;
  const { route } = page;
  const ids = url.searchParams.getAll('id');
  if (!route.internal) {
    if (ids.length !== 0) return null;
    return { ...inEveryLanguage([route], null), replyScope: pageScope(null) };
  }
  const id = ids.length === 1 ? ids[0] : undefined;
  if (!id || !ID_PATTERN.test(id)) return null;
  const kind = indexedKind(route);
  return {
    ...inEveryLanguage(routesRefreshedWith(route), id),
    replyScope: pageScope(id),
    ...(kind ? { subject: { kind, id } } : {}),
  };
}

/** What a route that takes an id is about: a faculty, department or programme (every such route of the table is). */
function indexedKind(route: SiteRoute): IndexedKind | null {
  const { context } = route;
  return context === 'faculty' || context === 'department' || context === 'programme'
    ? context
    : null;
}

/**
 * The routes refreshed with `route`: itself, or both of a department's home routes, which redirect
 * to each other by the same reply. Refreshed apart, one could keep its old redirect while the other
 * had the new one, and send visitors round between them (issue 34, N14).
 */
function routesRefreshedWith(route: SiteRoute): SiteRoute[] {
  const twins: readonly string[] = DEPARTMENT_HOME_ROUTES;
  return twins.includes(route.path) ? twins.map((path) => routeByPath(path)) : [route];
}

/** The public URLs and cached paths of `routes` about `id`, in every language. */
function inEveryLanguage(
  routes: readonly SiteRoute[],
  id: string | null,
): Omit<RevalidationTarget, 'replyScope'> {
  const english = (route: SiteRoute) => (id === null ? route.path : `${route.path}?id=${id}`);
  const cachePath = (route: SiteRoute, lang: string) =>
    `/${lang}${id === null ? (route.path === '/' ? '' : route.path) : (route.internal ?? '').replace(':id', id)}`;
  return {
    urls: routes.flatMap((route) => LANGUAGE_CODES.map((lang) => localHref(english(route), lang))),
    // The preview image names the page: a new name is a new picture.
    cachePaths: routes.flatMap((route) =>
      LANGUAGE_CODES.flatMap((lang) => [
        cachePath(route, lang),
        previewImagePath(lang, route.path, id ?? undefined),
      ]),
    ),
  };
}
