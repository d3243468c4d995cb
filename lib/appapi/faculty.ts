import 'server-only';
import { textOf } from '@/lib/appapi/values';
import { assetUrl } from './assets';
import { callAppApi } from './client';
import { readRows } from './parse';
import type { FacultyDepartmentRow, FacultyDetailRow } from './types';

export function getFacultyDetail(id: string): Promise<FacultyDetailRow | null> {
  return callAppApi('FACULTY_GET_ALL', { ID: id }, (reply) => {
    const row = readRows<FacultyDetailRow>(reply)[0];
    return row ? { ...row, Photo: assetUrl(row.Photo) } : null;
  });
}

export function getFacultyDepartments(id: string): Promise<FacultyDepartmentRow[]> {
  return callAppApi('FACULTY_PROGRAMS_GET', { ID: id }, (reply) =>
    readRows<FacultyDepartmentRow>(reply).filter(
      (row) => textOf(row.DPT_ID) && textOf(row.DeptTitle),
    ),
  );
}
