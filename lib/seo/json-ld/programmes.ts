import 'server-only';
import type { ProgramRow } from '@/lib/appapi/types';
import { getConfig } from '@/lib/config/site-config';
import type { Language } from '@/lib/i18n/languages';
import { hrefTo, localHref } from '@/lib/routing/routes';
import { programmeLevel } from '@/lib/search/programme-level';
import { textOf } from '@/lib/appapi/values';
import { summarize } from '../metadata';
import { universityOrganization } from './university';

/** The credential is read from the title; the backend says nothing of mode or occupation. */
export function programmeJsonLd(id: string, programme: ProgramRow | null, lang: Language) {
  const name = textOf(programme?.PGM_TITLE);
  if (!name) return null;
  const description = summarize(programme?.PROGRAM_DESC, '');
  const level = programmeLevel(name);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalProgram',
    name,
    url: `${getConfig().siteUrl}${localHref(hrefTo('/ProHome', id), lang)}`,
    provider: universityOrganization(),
    ...(description ? { description } : {}),
    ...(level ? { educationalCredentialAwarded: level.credential } : {}),
  };
}

export function programmeListJsonLd(name: string, programmes: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: programmes.length,
    itemListElement: programmes.map((programme, position) => ({
      '@type': 'ListItem',
      position: position + 1,
      name: programme.name,
      url: programme.url,
    })),
  };
}
