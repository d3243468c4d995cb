import type { Language } from '@/lib/i18n/languages';
import { hrefTo, localHref } from '@/lib/routing/routes';
import type { MenuLink } from './types';

/** The fixed quick links of the navigation bar and their department ids. */
export const QUICK_LINK_DEPARTMENTS = [
  { label: 'ORIC', id: 'DEP-000025' },
  { label: 'QEC', id: 'DEP-000026' },
  { label: 'SAMC', id: 'DEP-000027' },
  { label: 'SFAO', id: 'DEP-000022' },
  { label: 'PGS', id: 'DEP-000039' },
] as const;

/** The quick links, to offices' /AdmHome pages in `lang`; their names are the same in all. */
export function quickLinks(lang: Language): MenuLink[] {
  return QUICK_LINK_DEPARTMENTS.map(({ label, id }) => ({
    label,
    href: localHref(hrefTo('/AdmHome', id), lang),
  }));
}
