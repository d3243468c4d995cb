import 'server-only';
import { getDepartmentName } from '@/lib/appapi/department';
import { getFacultyDepartments } from '@/lib/appapi/faculty';
import { getConfig } from '@/lib/config/site-config';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { pageDictionary } from '@/lib/i18n/server';
import type { SiteRoute } from '@/lib/routing/routes';
import { textOf } from '@/lib/appapi/values';
import { buildSideMenu, departmentMenuContext, type SideMenu } from './side-menu';

// The side menu of each section, with the backend's data it needs (docs/behaviour.md, Side menus).

/** The faculty menu: Home, Dean Message and the faculty's departments (FACULTY_PROGRAMS_GET). */
export async function facultyMenu(id: string): Promise<SideMenu> {
  const [departments, t] = await Promise.all([
    getFacultyDepartments(id).catch(() => []),
    pageDictionary(),
  ]);
  return buildSideMenu(t, {
    kind: 'faculty',
    id,
    departments: departments.map((row) => ({
      id: textOf(row.DPT_ID),
      title: textOf(row.DeptTitle),
    })),
  });
}

/** The menu of a department id: from DPT_NAME_GET, or the faculty menu when that lookup fails. */
export async function departmentMenu(id: string): Promise<SideMenu> {
  const [nameRow, t] = await Promise.all([
    getDepartmentName(id).catch(() => null),
    pageDictionary(),
  ]);
  const context = departmentMenuContext(id, nameRow, getConfig().directorMessageDeptIds);
  return context ? buildSideMenu(t, context) : facultyMenu(id);
}

/** The side menu of a page of `route` (about `id` when it has one), by the route's section. */
export async function sectionMenu(
  t: Dictionary,
  route: SiteRoute,
  id: string | undefined,
): Promise<SideMenu> {
  switch (route.context) {
    case 'department':
      return departmentMenu(id ?? '');
    case 'faculty':
      return facultyMenu(id ?? '');
    case 'programme':
      return buildSideMenu(t, { kind: 'programme', id: id ?? '' });
    case 'admission':
      return buildSideMenu(t, { kind: 'admission', vcMessageDeptId: getConfig().vcMessageDeptId });
    case 'facilities':
      return buildSideMenu(t, { kind: 'facilities' });
    default:
      throw new Error(`${route.path} has no side menu`);
  }
}
