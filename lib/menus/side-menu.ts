import { hrefTo } from '@/lib/routes';
import type { MenuItem } from './types';

// The left 'Related Links' menu of spec §2, one context at a time.

export type SideMenuContext =
  | { kind: 'academic-department'; id: string }
  | { kind: 'administration-department'; id: string; hasDirectorMessage: boolean }
  | { kind: 'faculty'; id: string; departments: { id: string; title: string }[] }
  | { kind: 'programme'; id: string }
  | { kind: 'admission'; vcMessageDeptId: string }
  | { kind: 'facilities' };

export type SideMenu = { title: string; items: MenuItem[] };

export const SIDE_MENU_TITLE = 'Related Links';

export function buildSideMenu(context: SideMenuContext): SideMenu {
  return { title: SIDE_MENU_TITLE, items: sideMenuItems(context) };
}

function sideMenuItems(context: SideMenuContext): MenuItem[] {
  switch (context.kind) {
    case 'academic-department': {
      const link = (label: string, path: string) => ({ label, href: hrefTo(path, context.id) });
      return [
        link('Home', '/DptHome'),
        { label: 'About', children: [link('Chairman Message', '/ChairmanMessage'), link('Mission Vision', '/MissionVision')] },
        { label: 'OBE', children: [link('PEOS', '/PEOS'), link('PLOS', '/PLOS')] },
        link('Faculty', '/Faculty'),
        link('Course Scheme', '/Programs'),
        {
          label: 'Research & Development',
          children: [link('Publications', '/Publications'), link('Research Projects', '/ResearchProjects')],
        },
        { label: 'Updates', children: [link('Events', '/Events'), link('Seminars', '/Seminars')] },
        link('Downloads', '/Downloads'),
      ];
    }
    case 'administration-department': {
      const link = (label: string, path: string) => ({ label, href: hrefTo(path, context.id) });
      return [
        link('About Us', '/AdmHome'),
        ...(context.hasDirectorMessage ? [link('Director Message', '/DirectorMessage')] : []),
        link('Team', '/Faculty'),
        link('Downloads', '/Downloads'),
      ];
    }
    case 'faculty':
      return [
        { label: 'Home', href: hrefTo('/FacHome', context.id) },
        { label: 'Dean Message', href: hrefTo('/DeanMessage', context.id) },
        {
          label: 'Departments',
          children: context.departments.map(({ id, title }) => ({ label: title, href: hrefTo('/DptHome', id) })),
        },
      ];
    case 'programme':
      return [{ label: 'Home', href: hrefTo('/ProHome', context.id) }];
    case 'admission':
      return [
        { label: 'Instruction', href: '/Instruction' },
        { label: 'Portal Help Desk', href: '/HelpDesk' },
        { label: 'Admission Policy', href: '/AdmissionHome' },
        { label: 'Self-Finance Scheme', href: '/AdmissionHome#self-finance' },
        { label: 'Eligibility Criteria', href: '/EligibilityCriteria' },
        { label: 'Vice Chancellor Message', href: hrefTo('/DirectorMessage', context.vcMessageDeptId) },
      ];
    case 'facilities':
      return [
        { label: 'Library', href: '/FacilitiesHome#library' },
        { label: 'Scholarship', href: '/FacilitiesHome#scholarships' },
        { label: 'Hostel', href: '/FacilitiesHome#hostel' },
        { label: 'Transport', href: '/FacilitiesHome#transport' },
        { label: 'Sports', href: '/FacilitiesHome#sports' },
        { label: 'IT-Facilities', href: '/FacilitiesHome#it-facilities' },
      ];
  }
}

/**
 * Which menu a department id gets from its DPT_NAME_GET row (spec §2): academic when IsAcademic
 * is '1', administration otherwise; null when the lookup failed or found nothing, in which case
 * the caller builds the faculty menu from FACULTY_PROGRAMS_GET instead.
 */
export function departmentMenuContext(
  id: string,
  nameRow: { IsAcademic?: unknown } | null,
  directorMessageDeptIds: readonly string[],
): SideMenuContext | null {
  if (!nameRow) return null;
  if (String(nameRow.IsAcademic ?? '').trim() === '1') return { kind: 'academic-department', id };
  return { kind: 'administration-department', id, hasDirectorMessage: directorMessageDeptIds.includes(id) };
}
