import { pageScope } from '@/lib/appapi/reply-scope';
import { LANGUAGE_CODES } from '@/lib/i18n/languages';
import { previewImagePath } from '@/lib/seo/preview-image/paths';
import {
  DEPARTMENT_HOME_ROUTES,
  findPage,
  ID_PATTERN,
  localHref,
  routeByPath,
  type SiteRoute,
} from './routes';
import type { IndexedKind } from '@/lib/search/site-index';

// What POST /api/revalidate refreshes for a shared URL (docs/behaviour.md, /api/revalidate).

const EXTRA_PATHS = ['/sitemap.xml']; // no route, but built from the backend too

export type RevalidationTarget = {
  urls: string[];
  /** Next's cached pages and their preview images, for revalidatePath. */
  cachePaths: string[];
  replyScope: string;
  /** For the route to check against the site index; absent for a page without id. */
  subject?: { kind: IndexedKind; id: string };
};

/** Null for anything but a public route of this site with the id it takes. */
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

function indexedKind(route: SiteRoute): IndexedKind | null {
  const { context } = route;
  return context === 'faculty' || context === 'department' || context === 'programme'
    ? context
    : null;
}

/** Both department homes: refreshed apart, their redirects could send visitors round. */
function routesRefreshedWith(route: SiteRoute): SiteRoute[] {
  const departmentHomes: readonly string[] = DEPARTMENT_HOME_ROUTES;
  return departmentHomes.includes(route.path)
    ? departmentHomes.map((path) => routeByPath(path))
    : [route];
}

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
