import { GUIDES } from '@/lib/guides';
import { hrefTo } from '@/lib/routes';
import { QUICK_LINKS } from './quick-links';
import type { MenuItem, MenuLink } from './types';

/** Where the Prospectus link goes when the backend has no prospectus file (spec §2). */
export const PLACEHOLDER_PROSPECTUS = '/prospectus-placeholder.pdf';

export type MainNavInput = {
  faculties: { id: string; name: string }[];
  adminDepartments: { id: string; title: string }[];
  prospectusUrl: string | null;
};

/** The navigation bar of spec §2, in order. */
export function buildMainNav({ faculties, adminDepartments, prospectusUrl }: MainNavInput): MenuItem[] {
  return [
    { label: 'Home', href: '/' },
    {
      label: 'Academics',
      children: [
        ...faculties.map(({ id, name }) => ({ label: name, href: hrefTo('/FacHome', id) })),
        { label: 'All programmes', href: GUIDES.ProgrammeFinder.path },
      ],
    },
    {
      label: 'Administration',
      children: adminDepartments.map(({ id, title }) => ({ label: title, href: hrefTo('/AdmHome', id) })),
    },
    {
      label: 'Admissions',
      children: [
        { label: 'About Admission', href: '/AdmissionHome' },
        { label: 'Find a programme', href: GUIDES.ProgrammeFinder.path },
        { label: 'Prospectus', href: prospectusUrl ?? PLACEHOLDER_PROSPECTUS, newTab: true },
      ],
    },
    ...QUICK_LINKS,
    // Careers has no page of its own: it goes to home (spec §2).
    { label: 'Careers', href: '/' },
    { label: 'News & Events', href: '/NewsEvents' },
  ];
}

/** The header's links above the navigation bar; Tenders has no action (spec §2). */
export const HEADER_LINKS: (MenuLink | { label: string; href: null })[] = [
  { label: 'About Us', href: '/AboutUs' },
  { label: 'Facilities', href: '/FacilitiesHome' },
  { label: 'Tenders', href: null },
  { label: 'Contact Us', href: '/ContactUs' },
];

/** The footer's quick links (spec §2). */
export function buildFooterQuickLinks(): MenuLink[] {
  return [
    { label: 'About Us', href: '/AboutUs' },
    ...QUICK_LINKS.filter((link) => link.label !== 'PGS'),
    { label: 'Contact Us', href: '/ContactUs' },
  ];
}
