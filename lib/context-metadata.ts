import 'server-only';
import type { Metadata } from 'next';
import { getBannerTitle } from './appapi/site';
import { getProgramme } from './appapi/programme';
import { BRAND } from './brand';
import { pageMetadata, summarize } from './seo';
import { routeByPath } from './routes';
import { textOf } from './text';

// Metadata of the id pages: titled with the department's, faculty's or programme's name
// (read from the same cached calls as the banner, so no extra upstream request); a page whose
// id the backend did not name is marked noindex (CONTRACT.md, "Under a flood").

/** Metadata of a department or faculty page, e.g. 'Faculty – Department of Physics'. */
export async function contextMetadata(path: string, id: string, description?: unknown): Promise<Metadata> {
  const route = routeByPath(path);
  const name = await getBannerTitle(id).catch(() => '');
  const isHome = path === '/DptHome' || path === '/FacHome' || path === '/AdmHome';
  const title = name ? (isHome ? name : `${route.title} – ${name}`) : route.title;
  return pageMetadata({
    title,
    description: summarize(description, `${route.title}${name ? ` of the ${name}` : ''} at ${BRAND.name}.`),
    path,
    id,
    indexable: Boolean(name),
  });
}

/** Metadata of a programme page, titled with the programme. */
export async function programmeMetadata(id: string): Promise<Metadata> {
  const programme = await getProgramme(id).catch(() => null);
  const name = textOf(programme?.PGM_TITLE);
  const title = name || routeByPath('/ProHome').title;
  return pageMetadata({
    title,
    description: summarize(programme?.PROGRAM_DESC, `${title} at ${BRAND.name}.`),
    path: '/ProHome',
    id,
    indexable: Boolean(name),
  });
}
