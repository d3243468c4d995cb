import { pageScope } from './appapi/reply-scope';
import { LANGUAGE_CODES } from './i18n/languages';
import { previewImagePath } from './preview-image/paths';
import { findPage, ID_PATTERN, localHref } from './routes';

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
  const inEveryLanguage = (english: string, cachePath: (lang: string) => string, id?: string) => ({
    urls: LANGUAGE_CODES.map((lang) => localHref(english, lang)),
    // The preview image names the page: a new name is a new picture.
    cachePaths: LANGUAGE_CODES.flatMap((lang) => [cachePath(lang), previewImagePath(lang, route.path, id)]),
  });
  if (!route.internal) {
    if (ids.length !== 0) return null;
    return { ...inEveryLanguage(route.path, (lang) => `/${lang}${route.path === '/' ? '' : route.path}`), replyScope: pageScope(null) };
  }
  const id = ids.length === 1 ? ids[0] : undefined;
  if (!id || !ID_PATTERN.test(id)) return null;
  const internal = route.internal.replace(':id', id);
  return { ...inEveryLanguage(`${route.path}?id=${id}`, (lang) => `/${lang}${internal}`, id), replyScope: pageScope(id) };
}
