import 'server-only';
import { getBannerTitle } from '@/lib/appapi/site';
import { getProgramme } from '@/lib/appapi/programme';
import { contextRouteTitle, routeTitle } from '@/lib/breadcrumbs';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { siteIndexLists } from '@/lib/search/site-index';
import { textOf } from '@/lib/text';
import type { SiteRoute } from '@/lib/routes';
import type { PreviewRequest } from './paths';

/** What a preview image says, in the page's language (the name as the backend sends it). */
export type PreviewContent = {
  lang: PreviewRequest['lang'];
  /** The small line above the name: what kind of page it is ('Department', 'شعبہ'), or none. */
  kicker: string;
  /** The large line: the department's, faculty's or programme's name, the guide's title, the site's name. */
  name: string;
  /** The line beside the logo: the university, in the page's language (its place, where the name is the university). */
  header: string;
  /** The site's host, as a reader would type it. */
  host: string;
};

/**
 * The content of the preview of `request`, from the same cached calls as the page's own title (no
 * extra upstream request once the page was rendered). null when the page has no image of its own:
 * an id the backend does not name (or an odd one), an id the site index cannot vouch for, or a
 * backend that fails; the site's image stands for it, and nothing is made or kept per such id
 * (issue 34, N11).
 */
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
  // An office's about page is called 'About Us' in the menus: its image says what it is.
  const kicker =
    route.path === '/AdmHome' ? t.nav.administration : await contextRouteTitle(t, route, id);
  return { ...base, kicker, name };
}

/**
 * Whether the site index, from a complete walk of the backend, lists `id` as a faculty, department
 * or programme of `route`'s kind: only then is the backend asked, so a made-up id costs no
 * upstream call and no stored reply. While the index is absent (after a restart) or incomplete
 * (the backend failed), no id is vouched for: the page's image is the site's for that while (a
 * 307, not stored), the page itself is unaffected, and the peek starts the index's refresh
 * (issue 49, N21). A department added since the last walk (within the revalidate window) has the
 * site's image until the next one.
 */
function vouchedForByTheIndex(route: SiteRoute, id: string): boolean {
  const kind =
    route.context === 'faculty'
      ? 'faculty'
      : route.context === 'programme'
        ? 'programme'
        : 'department';
  return siteIndexLists(kind, id) === true;
}
