import 'server-only';
import { getDepartmentName } from '@/lib/appapi/department';
import { getBannerTitle } from '@/lib/appapi/site';
import { isOfficeRow } from '@/lib/menus/side-menu';
import type { DepartmentHomeRoute } from './routes';
import { textOf } from '@/lib/appapi/values';

export type DepartmentIdentity = {
  name: string;
  academic: boolean | null;
};

/** '1' academic, '0' an office; anything else says nothing: a malformed reply moves no page. */
function academicFlag(value: unknown): boolean | null {
  const flag = String(value ?? '').trim();
  return flag === '1' ? true : flag === '0' ? false : null;
}

export async function departmentIdentity(id: string): Promise<DepartmentIdentity | null> {
  const [title, nameRow] = await Promise.all([
    getBannerTitle(id).catch(() => ''),
    getDepartmentName(id).catch(() => null),
  ]);
  const name = title || textOf(nameRow?.DeptTitle) || textOf(nameRow?.TITLE);
  if (!name) return null;
  return { name, academic: nameRow ? academicFlag(nameRow.IsAcademic) : null };
}

export async function isOffice(id: string): Promise<boolean> {
  const row = await getDepartmentName(id).catch(() => null);
  return row !== null && isOfficeRow(row);
}

/** The one public page about a department, which the other home redirects to; null: unknown. */
export async function departmentHomePath(id: string): Promise<DepartmentHomeRoute | null> {
  const identity = await departmentIdentity(id).catch(() => null);
  if (identity?.academic === undefined || identity.academic === null) return null;
  return identity.academic ? '/DptHome' : '/AdmHome';
}
