import { GUIDES } from '@/lib/content/guides';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import { hrefTo, localHref } from '@/lib/routing/routes';
import { quickLinks } from './quick-links';
import type { MenuItem, MenuLink } from './types';

/** Where the Prospectus link goes when the backend has no prospectus file. */
export const PLACEHOLDER_PROSPECTUS = '/prospectus-placeholder.pdf';

export type MainNavInput = {
  faculties: { id: string; name: string }[];
  adminDepartments: { id: string; title: string }[];
  prospectusUrl: string | null;
};

/** The navigation bar (docs/behaviour.md, Layout), in order, in the dictionary's language. */
export function buildMainNav(
  t: Dictionary,
  { faculties, adminDepartments, prospectusUrl }: MainNavInput,
): MenuItem[] {
  const here = (href: string) => localHref(href, t.lang);
  const sent = backendTextAttributes(t.lang);
  return [
    { label: t.nav.home, href: here('/') },
    {
      label: t.nav.academics,
      children: [
        ...faculties.map(({ id, name }) => ({
          label: name,
          href: here(hrefTo('/FacHome', id)),
          ...sent,
        })),
        { label: t.nav.allProgrammes, href: here(GUIDES.ProgrammeFinder.path) },
      ],
    },
    {
      label: t.nav.administration,
      children: adminDepartments.map(({ id, title }) => ({
        label: title,
        href: here(hrefTo('/AdmHome', id)),
        ...sent,
      })),
    },
    {
      label: t.nav.admissions,
      children: [
        { label: t.nav.aboutAdmission, href: here('/AdmissionHome') },
        { label: t.nav.findProgramme, href: here(GUIDES.ProgrammeFinder.path) },
        { label: t.nav.prospectus, href: prospectusUrl ?? PLACEHOLDER_PROSPECTUS, newTab: true },
      ],
    },
    ...quickLinks(t.lang),
    // Careers has no page of its own.
    { label: t.nav.careers, href: here('/') },
    { label: t.nav.newsEvents, href: here('/NewsEvents') },
  ];
}

/** The header's links above the navigation bar; Tenders has no page. */
export function headerLinks(t: Dictionary): (MenuLink | { label: string; href: null })[] {
  return [
    { label: t.header.aboutUs, href: localHref('/AboutUs', t.lang) },
    { label: t.header.facilities, href: localHref('/FacilitiesHome', t.lang) },
    { label: t.header.tenders, href: null },
    { label: t.header.contactUs, href: localHref('/ContactUs', t.lang) },
  ];
}

export function buildFooterQuickLinks(t: Dictionary): MenuLink[] {
  return [
    { label: t.footer.aboutUs, href: localHref('/AboutUs', t.lang) },
    ...quickLinks(t.lang).filter((link) => link.label !== 'PGS'),
    { label: t.footer.contactUs, href: localHref('/ContactUs', t.lang) },
  ];
}
