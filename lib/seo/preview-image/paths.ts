import { isLanguage, type Language } from '@/lib/i18n/languages';
import { findRoute, ID_PATTERN, type SiteRoute } from '@/lib/routes';

// Where the preview image of a page lives (issue 26): one PNG per page and language, under one
// prefix of its own, so that no page path, language prefix or id can collide with it:
// /og/en/home.png, /og/ur/HelpDesk.png, /og/en/DptHome/DEP-000001.png. Written into og:image
// by lib/seo.ts and answered by app/og/[lang]/[...page]/route.ts.

export const PREVIEW_PREFIX = '/og';
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The home page's file name ('/' has no name of its own). */
const HOME = 'home';

/** The preview image of the page at `path` (a public route path) about `id`, in `lang`. */
export function previewImagePath(lang: Language, path: string, id?: string): string {
  const name = path === '/' ? HOME : path.slice(1);
  return `${PREVIEW_PREFIX}/${lang}/${name}${id ? `/${id}` : ''}.png`;
}

export type PreviewRequest = { lang: Language; route: SiteRoute; id: string | null };

/**
 * The page a preview image's URL segments (after /og) name, or null when they name none: an
 * unknown language or route, a route name not spelt as the site writes it (/og/en/dpthome/…), a
 * route that takes an id without one, a file that is not .png. Only the URLs the site itself
 * writes into og:image are pages, so a case variant is no second image of the same page (issue
 * 34, N11). An id that is not an id of the site (ID_PATTERN) is kept as null: the image is then
 * the site's own.
 */
export function parsePreviewSegments(segments: readonly string[]): PreviewRequest | null {
  const [lang, name, idFile, ...rest] = segments;
  if (!isLanguage(lang) || !name || rest.length > 0) return null;
  const file = idFile ?? name;
  if (!file.endsWith('.png')) return null;
  const routeName = idFile === undefined ? name.slice(0, -'.png'.length) : name;
  const path = routeName === HOME ? '/' : `/${routeName}`;
  const route = findRoute(path);
  if (!route || route.path !== path || route.indexable === false) return null;
  if (idFile === undefined) return route.internal ? null : { lang, route, id: null };
  if (!route.internal) return null;
  const id = idFile.slice(0, -'.png'.length);
  return { lang, route, id: ID_PATTERN.test(id) ? id : null };
}
