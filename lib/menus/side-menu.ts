import type { Dictionary } from '@/lib/i18n/dictionaries';
import { backendTextAttributes } from '@/lib/i18n/backend-text';
import { hrefTo, localHref } from '@/lib/routing/routes';
import type { MenuItem } from './types';

// The 'Related Links' menu (docs/behaviour.md, Side menus), one context at a time.

export type SideMenuContext =
  | { kind: 'academic-department'; id: string }
  | { kind: 'administration-department'; id: string; hasDirectorMessage: boolean }
  | { kind: 'faculty'; id: string; departments: { id: string; title: string }[] }
  | { kind: 'programme'; id: string }
  | { kind: 'admission'; vcMessageDeptId: string }
  | { kind: 'facilities' };

export type SideMenu = { title: string; items: MenuItem[] };

/** The side menu of a context, in the dictionary's language, its links to pages in it. */
export function buildSideMenu(t: Dictionary, context: SideMenuContext): SideMenu {
  return { title: t.menus.title, items: sideMenuItems(t, context) };
}

function sideMenuItems(t: Dictionary, context: SideMenuContext): MenuItem[] {
  const m = t.menus;
  const page = (label: string, href: string) => ({ label, href: localHref(href, t.lang) });
  switch (context.kind) {
    case 'academic-department': {
      const link = (label: string, path: string) => page(label, hrefTo(path, context.id));
      return [
        link(m.home, '/DptHome'),
        {
          label: m.about,
          children: [
            link(m.chairmanMessage, '/ChairmanMessage'),
            link(m.missionVision, '/MissionVision'),
          ],
        },
        { label: m.obe, children: [link(m.peos, '/PEOS'), link(m.plos, '/PLOS')] },
        link(m.faculty, '/Faculty'),
        link(m.courseScheme, '/Programs'),
        {
          label: m.researchDevelopment,
          children: [
            link(m.publications, '/Publications'),
            link(m.researchProjects, '/ResearchProjects'),
          ],
        },
        { label: m.updates, children: [link(m.events, '/Events'), link(m.seminars, '/Seminars')] },
        link(m.downloads, '/Downloads'),
      ];
    }
    case 'administration-department': {
      const link = (label: string, path: string) => page(label, hrefTo(path, context.id));
      return [
        link(m.aboutUs, '/AdmHome'),
        ...(context.hasDirectorMessage ? [link(m.directorMessage, '/DirectorMessage')] : []),
        link(m.team, '/Faculty'),
        link(m.downloads, '/Downloads'),
      ];
    }
    case 'faculty':
      return [
        page(m.home, hrefTo('/FacHome', context.id)),
        page(m.deanMessage, hrefTo('/DeanMessage', context.id)),
        {
          label: m.departments,
          children: context.departments.map(({ id, title }) => ({
            ...page(title, hrefTo('/DptHome', id)),
            ...backendTextAttributes(t.lang),
          })),
        },
      ];
    case 'programme':
      return [page(m.home, hrefTo('/ProHome', context.id))];
    case 'admission':
      return [
        page(m.instruction, '/Instruction'),
        page(m.helpDesk, '/HelpDesk'),
        page(m.admissionPolicy, '/AdmissionHome'),
        page(m.selfFinance, '/AdmissionHome#self-finance'),
        page(m.eligibility, '/EligibilityCriteria'),
        page(m.vcMessage, hrefTo('/DirectorMessage', context.vcMessageDeptId)),
      ];
    case 'facilities':
      return [
        page(m.library, '/FacilitiesHome#library'),
        page(m.scholarship, '/FacilitiesHome#scholarships'),
        page(m.hostel, '/FacilitiesHome#hostel'),
        page(m.transport, '/FacilitiesHome#transport'),
        page(m.sports, '/FacilitiesHome#sports'),
        page(m.itFacilities, '/FacilitiesHome#it-facilities'),
      ];
  }
}

/** Whether a DPT_NAME_GET row is an office's (IsAcademic other than '1'): its menu, its Team page. */
export function isOfficeRow(nameRow: { IsAcademic?: unknown }): boolean {
  return String(nameRow.IsAcademic ?? '').trim() !== '1';
}

/** Which menu a department's DPT_NAME_GET row gives; null: none (the caller uses the faculty's). */
export function departmentMenuContext(
  id: string,
  nameRow: { IsAcademic?: unknown } | null,
  directorMessageDeptIds: readonly string[],
): SideMenuContext | null {
  if (!nameRow) return null;
  if (!isOfficeRow(nameRow)) return { kind: 'academic-department', id };
  return {
    kind: 'administration-department',
    id,
    hasDirectorMessage: directorMessageDeptIds.includes(id),
  };
}
