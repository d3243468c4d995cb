import 'server-only';
import { getDepartmentName } from './appapi/department';
import { getBannerTitle } from './appapi/site';
import { isOfficeRow } from './menus/side-menu';
import type { DepartmentHomeRoute } from './routes';
import { textOf } from './text';

export type DepartmentIdentity = {
  /** The banner title (DPT_FACULTY_NAME_GET), else DPT_NAME_GET's name. */
  name: string;
  /** DPT_NAME_GET's IsAcademic; null when it did not answer or sent neither '1' nor '0' (the kind is then unknown). */
  academic: boolean | null;
};

/** '1' academic, '0' an office; anything else says nothing (a malformed reply never moves a page). */
function academicFlag(value: unknown): boolean | null {
  const flag = String(value ?? '').trim();
  return flag === '1' ? true : flag === '0' ? false : null;
}

/**
 * What the backend says a department id is, from the two calls its layout makes anyway (cached):
 * for the breadcrumbs and the organizer of its events. null when it names no department.
 */
export async function departmentIdentity(id: string): Promise<DepartmentIdentity | null> {
  const [title, nameRow] = await Promise.all([
    getBannerTitle(id).catch(() => ''),
    getDepartmentName(id).catch(() => null),
  ]);
  const name = title || textOf(nameRow?.DeptTitle) || textOf(nameRow?.TITLE);
  if (!name) return null;
  return { name, academic: nameRow ? academicFlag(nameRow.IsAcademic) : null };
}

/**
 * Whether a department id is an office, by the rule its side menu follows (isOfficeRow); false
 * when the backend names no department. From the cached call its menu makes anyway.
 */
export async function isOffice(id: string): Promise<boolean> {
  const row = await getDepartmentName(id).catch(() => null);
  return row !== null && isOfficeRow(row);
}

/**
 * The one public page about a department (issue 26, "one URL per page"): an academic department's
 * is /DptHome, an office's /AdmHome. Both routes show its about text, so the other one answers with
 * a redirect here; null (stay) while the backend does not say which it is. The redirect is a
 * temporary one (307): the backend may turn a department into an office and back, and a browser
 * keeps a permanent redirect for good (issue 34, N14).
 */
export async function departmentHomePath(id: string): Promise<DepartmentHomeRoute | null> {
  const identity = await departmentIdentity(id).catch(() => null);
  if (identity?.academic === undefined || identity.academic === null) return null;
  return identity.academic ? '/DptHome' : '/AdmHome';
}
