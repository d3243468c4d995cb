import type { DepartmentAboutRow } from '@/lib/appapi/types';
import { ADMIN_TEXTS } from './administration-content';
import { ACADEMIC_TEXTS } from './department-content';
import { findDepartment } from './departments';
import { portraitPath, withDemoNote } from './shared';

/** DPT_ABOUT_GET: one row for every department; CHAIRMAN_MSG is the director's message for offices. */
export function departmentAboutRows(id: string): DepartmentAboutRow[] {
  const department = findDepartment(id);
  const text = ACADEMIC_TEXTS[id] ?? ADMIN_TEXTS[id];
  if (!department || !text) return [];
  const row: DepartmentAboutRow = {
    DeptTitle: department.title,
    ABOUT_DESC: withDemoNote(text.about),
    ABOUT_MISSION: text.mission,
    Photo: portraitPath(department.head),
    FirstName: department.head,
  };
  if (text.vision) row.ABOUT_VISION = text.vision;
  if (text.headMessage) row.CHAIRMAN_MSG = text.headMessage;
  return [row];
}
