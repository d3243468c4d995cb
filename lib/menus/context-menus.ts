import 'server-only';
import { getDepartmentName } from '@/lib/appapi/department';
import { getFacultyDepartments } from '@/lib/appapi/faculty';
import { getConfig } from '@/lib/config';
import { pageDictionary } from '@/lib/i18n/server';
import { textOf } from '@/lib/text';
import { buildSideMenu, departmentMenuContext, type SideMenu } from './side-menu';

// The side menus that need upstream data, resolved on the server (spec §2, §8).

/** The faculty menu: Home, Dean Message and the faculty's departments (FACULTY_PROGRAMS_GET). */
export async function facultyMenu(id: string): Promise<SideMenu> {
  const [departments, t] = await Promise.all([getFacultyDepartments(id).catch(() => []), pageDictionary()]);
  return buildSideMenu(t, {
    kind: 'faculty',
    id,
    departments: departments.map((row) => ({ id: textOf(row.DPT_ID), title: textOf(row.DeptTitle) })),
  });
}

/** The menu of a department id: from DPT_NAME_GET, or the faculty menu when that lookup fails. */
export async function departmentMenu(id: string): Promise<SideMenu> {
  const [nameRow, t] = await Promise.all([getDepartmentName(id).catch(() => null), pageDictionary()]);
  const context = departmentMenuContext(id, nameRow, getConfig().directorMessageDeptIds);
  return context ? buildSideMenu(t, context) : facultyMenu(id);
}
