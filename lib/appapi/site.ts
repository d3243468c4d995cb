import 'server-only';
import { textOf } from '@/lib/appapi/values';
import { assetUrl } from './assets';
import { callAppApi } from './client';
import { readLooseRows, readRows } from './parse';
import type { BannerTitleRow, ContactRow, DepartmentRow, FacultyRow, ProspectusRow } from './types';

// The layout's data: navigation, footer, banner. Replies' quirks: docs/behaviour.md, Backend replies.

export function getFaculties(): Promise<FacultyRow[]> {
  return callAppApi('FACULTY_GET', {}, (reply) =>
    readRows<FacultyRow>(reply).filter((row) => textOf(row.FACULTY_NAME) && textOf(row.FACULTY_ID)),
  );
}

/** The Administration dropdown. */
export function getAdminDepartments(): Promise<DepartmentRow[]> {
  return callAppApi('DPT_NAME_GET_ADMIN', {}, (reply) =>
    readRows<DepartmentRow>(reply).filter((row) => textOf(row.DeptTitle) && textOf(row.DeptID)),
  );
}

export function getProspectusUrl(): Promise<string | null> {
  return callAppApi('PROSPECTUS_GET', {}, (reply) => {
    for (const row of readLooseRows<ProspectusRow>(reply)) {
      const file = textOf(row.PROSPECTUS_FILE) || textOf(row.prospectus_file);
      if (file) return assetUrl(file);
    }
    return null;
  });
}

export function getContact(): Promise<ContactRow | null> {
  return callAppApi('CONTACT_GET', {}, (reply) => readRows<ContactRow>(reply)[0] ?? null);
}

/** Of a department or faculty id. */
export function getBannerTitle(id: string): Promise<string> {
  return callAppApi(
    'DPT_FACULTY_NAME_GET',
    { ID: id, Typ: id.includes('DEP') ? 'DEPT' : '' },
    (reply) => {
      const row = readRows<BannerTitleRow>(reply)[0];
      return textOf(row?.TITLE) || textOf(row?.DeptTitle);
    },
  );
}
