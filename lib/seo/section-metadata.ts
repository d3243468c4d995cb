import 'server-only';
import type { Metadata } from 'next';
import { getBannerTitle } from '@/lib/appapi/site';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { getProgramme } from '@/lib/appapi/programme';
import { contextRouteTitle, routeTitle } from '@/lib/breadcrumbs';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata, summarize } from './metadata';
import { routeByPath } from '@/lib/routes';
import { textOf } from '@/lib/text';

// The head of a page about an id is titled with the backend's name for the id, read from the same
// cached call as the banner; a page whose id the backend does not name is kept out of search
// engines (docs/behaviour.md, "Under a flood"). The backend writes English: a page in another
// language puts its own word first ('شعبہ – Department of Civil Engineering') and describes
// itself with the dictionary's sentence.

/** Whether the page's language is not the backend's English. */
const framedIn = (lang: string) => lang !== 'en';

/** The pages an English title names by the id's name alone: the id's own home page. */
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
export async function sectionMetadata(
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
