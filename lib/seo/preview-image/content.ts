import 'server-only';
import { getBannerTitle } from '@/lib/appapi/site';
import { getProgramme } from '@/lib/appapi/programme';
import { sectionPageName, routeTitle } from '@/lib/routing/breadcrumbs';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { siteIndexLists } from '@/lib/search/site-index';
import { textOf } from '@/lib/appapi/values';
import type { SiteRoute } from '@/lib/routing/routes';
import type { PreviewRequest } from './paths';

export type PreviewContent = {
  lang: PreviewRequest['lang'];
  /** What kind of page it is ('Department', 'شعبہ'), or none. */
  kicker: string;
  name: string;
  /** Beside the logo: the university, or its place where the name is the university. */
  header: string;
  host: string;
};

/** From the page title's cached calls; null when the page has no image of its own. */
export async function previewContent(
  { lang, route, id }: PreviewRequest,
  siteUrl: string,
): Promise<PreviewContent | null> {
  const t = DICTIONARIES[lang];
  const base = { lang, header: t.site.name, host: new URL(siteUrl).host };
  if (route.path === '/') return { ...base, header: t.site.place, kicker: '', name: t.site.name };
  if (!route.internal) return { ...base, kicker: '', name: routeTitle(t, route) };
  if (id === null || !vouchedForByTheIndex(route, id)) return null;
  const name =
    route.context === 'programme'
      ? textOf((await getProgramme(id).catch(() => null))?.PGM_TITLE)
      : await getBannerTitle(id).catch(() => '');
  if (!name) return null;
  // An office's home is 'About Us' in the menus: its image says what it is.
  const kicker =
    route.path === '/AdmHome' ? t.nav.administration : await sectionPageName(t, route, id);
  return { ...base, kicker, name };
}

/** Only an id a complete walk listed costs an upstream call (docs/sharing.md, Preview images). */
function vouchedForByTheIndex(route: SiteRoute, id: string): boolean {
  const kind =
    route.context === 'faculty'
      ? 'faculty'
      : route.context === 'programme'
        ? 'programme'
        : 'department';
  return siteIndexLists(kind, id) === true;
}
