import { isLanguage, type Language } from '@/lib/i18n/languages';
import { findRoute, ID_PATTERN, type SiteRoute } from '@/lib/routing/routes';

// One PNG per page and language under a prefix of its own, so no page path can collide with it:
// /og/en/home.png, /og/ur/HelpDesk.png, /og/en/DptHome/DEP-000001.png.

export const PREVIEW_PREFIX = '/og';
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

const HOME = 'home';

export function previewImagePath(lang: Language, path: string, id?: string): string {
  const name = path === '/' ? HOME : path.slice(1);
  return `${PREVIEW_PREFIX}/${lang}/${name}${id ? `/${id}` : ''}.png`;
}

export type PreviewRequest = { lang: Language; route: SiteRoute; id: string | null };

/** The page named after /og, spelt only as the site writes it (no case variants); odd ids null. */
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
