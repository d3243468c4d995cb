import 'server-only';
import type { Metadata } from 'next';
import { getBannerTitle } from '@/lib/appapi/site';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { getProgramme } from '@/lib/appapi/programme';
import { sectionPageName, routeTitle } from '@/lib/routing/breadcrumbs';
import { pageDictionary } from '@/lib/i18n/server';
import { pageMetadata, summarize } from './metadata';
import { routeByPath } from '@/lib/routing/routes';
import { textOf } from '@/lib/appapi/values';

// The backend writes English: a page in another language puts its own word first
// ('شعبہ – Department of Civil Engineering') and describes itself with the dictionary's sentence.
const inBackendLanguage = (lang: string) => lang === 'en';

/** The id's own home pages, which an English title names by the id's name alone. */
const NAMED_BY_ID = new Set(['/DptHome', '/FacHome', '/AdmHome', '/ProHome']);

export function idPageTitle(t: Dictionary, path: string, pageTitle: string, name: string): string {
  if (!name) return pageTitle;
  return NAMED_BY_ID.has(path) && inBackendLanguage(t.lang) ? name : `${pageTitle} – ${name}`;
}

/** Not indexed when the backend does not name the id (docs/behaviour.md, Public URLs). */
export async function sectionMetadata(
  path: string,
  id: string,
  description?: unknown,
): Promise<Metadata> {
  const t = await pageDictionary();
  const [pageTitle, name] = await Promise.all([
    sectionPageName(t, routeByPath(path), id),
    getBannerTitle(id).catch(() => ''),
  ]);
  const sentence = t.meta.contextDescription(pageTitle, name, t.site.name);
  return pageMetadata(t, {
    title: idPageTitle(t, path, pageTitle, name),
    description: !inBackendLanguage(t.lang) ? sentence : summarize(description, sentence),
    path,
    id,
    indexable: Boolean(name),
  });
}

export async function programmeMetadata(id: string): Promise<Metadata> {
  const t = await pageDictionary();
  const programme = await getProgramme(id).catch(() => null);
  const name = textOf(programme?.PGM_TITLE);
  const pageTitle = routeTitle(t, routeByPath('/ProHome'));
  const sentence = t.meta.programmeDescription(name || pageTitle, t.site.name);
  return pageMetadata(t, {
    title: idPageTitle(t, '/ProHome', pageTitle, name),
    description: !inBackendLanguage(t.lang)
      ? sentence
      : summarize(programme?.PROGRAM_DESC, sentence),
    path: '/ProHome',
    id,
    indexable: Boolean(name),
  });
}
