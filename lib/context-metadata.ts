import 'server-only';
import type { Metadata } from 'next';
import { getBannerTitle } from './appapi/site';
import type { Dictionary } from './i18n/dictionaries';
import { getProgramme } from './appapi/programme';
import { contextRouteTitle, routeTitle } from './breadcrumbs';
import { pageDictionary } from './i18n/server';
import { pageMetadata, summarize } from './seo';
import { routeByPath } from './routes';
import { textOf } from './text';

// Metadata of the id pages, in the page's language: titled with the department's, faculty's or
// programme's name (read from the same cached calls as the banner, so no extra upstream
// request); a page whose id the backend did not name is marked noindex (CONTRACT.md, "Under a
// flood"). The backend's description is English: the page's own language describes it when
// the backend has none. On a page in another language, the head's words are that language's
// (issue 26): the title puts the page's own word before the backend's English name ('شعبہ –
// Department of Civil Engineering'), and the description is the dictionary's sentence, not the
// backend's English text.

/** The backend writes English: its names and text are framed in the page's other language. */
const framedIn = (lang: string) => lang !== 'en';

/** The pages a name stands for alone in English: a department's, faculty's, office's or programme's own page. */
const NAMED_BY_ID = new Set(['/DptHome', '/FacHome', '/AdmHome', '/ProHome']);

/**
 * The title of a page about an id, e.g. 'Faculty – Department of Physics': its <title> and what
 * sharing it hands on. `pageTitle` is what the page is called (contextRouteTitle), `name` the
 * backend's name for the id ('' when it gave none).
 */
export function idPageTitle(t: Dictionary, path: string, pageTitle: string, name: string): string {
  if (!name) return pageTitle;
  return NAMED_BY_ID.has(path) && !framedIn(t.lang) ? name : `${pageTitle} – ${name}`;
}

/** Metadata of a department or faculty page, e.g. 'Faculty – Department of Physics'. */
export async function contextMetadata(
  path: string,
  id: string,
  description?: unknown,
): Promise<Metadata> {
  const t = await pageDictionary();
  const [pageTitle, name] = await Promise.all([
    contextRouteTitle(t, routeByPath(path), id),
    getBannerTitle(id).catch(() => ''),
  ]);
  const sentence = t.meta.contextDescription(pageTitle, name, t.site.name);
  return pageMetadata(t, {
    title: idPageTitle(t, path, pageTitle, name),
    description: framedIn(t.lang) ? sentence : summarize(description, sentence),
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
  const pageTitle = routeTitle(t, routeByPath('/ProHome'));
  const sentence = t.meta.programmeDescription(name || pageTitle, t.site.name);
  return pageMetadata(t, {
    title: idPageTitle(t, '/ProHome', pageTitle, name),
    description: framedIn(t.lang) ? sentence : summarize(programme?.PROGRAM_DESC, sentence),
    path: '/ProHome',
    id,
    indexable: Boolean(name),
  });
}
