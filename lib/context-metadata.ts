import 'server-only';
import type { Metadata } from 'next';
import { getBannerTitle } from './appapi/site';
import { getProgramme } from './appapi/programme';
import { routeTitle } from './breadcrumbs';
import { pageDictionary } from './i18n/server';
import { pageMetadata, summarize } from './seo';
import { routeByPath } from './routes';
import { textOf } from './text';

// Metadata of the id pages, in the page's language: titled with the department's, faculty's or
// programme's name (read from the same cached calls as the banner, so no extra upstream
// request); a page whose id the backend did not name is marked noindex (CONTRACT.md, "Under a
// flood"). The backend's description is English: the page's own language describes it when
// the backend has none.

/** Metadata of a department or faculty page, e.g. 'Faculty – Department of Physics'. */
export async function contextMetadata(path: string, id: string, description?: unknown): Promise<Metadata> {
  const t = await pageDictionary();
  const pageTitle = routeTitle(t, routeByPath(path));
  const name = await getBannerTitle(id).catch(() => '');
  const isHome = path === '/DptHome' || path === '/FacHome' || path === '/AdmHome';
  const title = name ? (isHome ? name : `${pageTitle} – ${name}`) : pageTitle;
  return pageMetadata(t, {
    title,
    description: summarize(description, t.meta.contextDescription(pageTitle, name, t.site.name)),
    path,
    id,
    indexable: Boolean(name),
  });
}

/** Metadata of a programme page, titled with the programme. */
export async function programmeMetadata(id: string): Promise<Metadata> {
  const t = await pageDictionary();
  const programme = await getProgramme(id).catch(() => null);
  const name = textOf(programme?.PGM_TITLE);
  const title = name || routeTitle(t, routeByPath('/ProHome'));
  return pageMetadata(t, {
    title,
    description: summarize(programme?.PROGRAM_DESC, t.meta.programmeDescription(title, t.site.name)),
    path: '/ProHome',
    id,
    indexable: Boolean(name),
  });
}
