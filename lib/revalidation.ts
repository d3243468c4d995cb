import { pageScope } from './appapi/reply-scope';
import { findRoute, ID_PATTERN } from './routes';

// Which pages POST /api/revalidate refreshes (CONTRACT.md, "Production topology"): public URLs
// as editors share them (`/DptHome?id=DEP-000025`, or the full address), mapped to the path
// Next caches the page under (`/department/DEP-000025/DptHome`) and to the upstream replies
// refreshed with it: its id's, or the site-wide ones for a page without id
// (lib/appapi/reply-scope.ts).

/** Public URLs that are not in the route table but are built from the backend too. */
const EXTRA_PATHS = ['/sitemap.xml'];

export type RevalidationTarget = {
  /** The public URL, canonical: `/DptHome?id=DEP-000025`. */
  url: string;
  /** The path of Next's cached page, for revalidatePath. */
  cachePath: string;
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
    return { url: url.pathname, cachePath: url.pathname, replyScope: pageScope(null) };
  }
  const route = findRoute(url.pathname);
  if (!route) return null;
  const ids = url.searchParams.getAll('id');
  if (!route.internal) {
    return ids.length === 0 ? { url: route.path, cachePath: route.path, replyScope: pageScope(null) } : null;
  }
  const id = ids.length === 1 ? ids[0] : undefined;
  if (!id || !ID_PATTERN.test(id)) return null;
  return { url: `${route.path}?id=${id}`, cachePath: route.internal.replace(':id', id), replyScope: pageScope(id) };
}
