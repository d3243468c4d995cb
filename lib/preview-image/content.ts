import 'server-only';
import { getBannerTitle } from '@/lib/appapi/site';
import { getProgramme } from '@/lib/appapi/programme';
import { routeTitle } from '@/lib/breadcrumbs';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { textOf } from '@/lib/text';
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
 * The content of the preview of `request`: the same cached calls as the page's own title (no
 * extra upstream request once the page was rendered). An id the backend does not name, or a
 * backend that fails, gives the site's own image rather than an error.
 */
export async function previewContent({ lang, route, id }: PreviewRequest, siteUrl: string): Promise<PreviewContent> {
  const t = DICTIONARIES[lang];
  const base = { lang, header: t.site.name, host: new URL(siteUrl).host };
  const site = { ...base, header: t.site.place, kicker: '', name: t.site.name };
  if (route.path === '/') return site;
  if (!route.internal) return { ...base, kicker: '', name: routeTitle(t, route) };
  if (id === null) return site;
  const name =
    route.context === 'programme'
      ? textOf((await getProgramme(id).catch(() => null))?.PGM_TITLE)
      : await getBannerTitle(id).catch(() => '');
  if (!name) return site;
  // An office's about page is called 'About Us' in the menus: its image says what it is.
  const kicker = route.path === '/AdmHome' ? t.nav.administration : routeTitle(t, route);
  return { ...base, kicker, name };
}
