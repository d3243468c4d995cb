import 'server-only';
import { textOf } from '@/lib/text';
import { assetUrl } from './assets';
import { callAppApi } from './client';
import { readLooseRows, readRows } from './parse';
import type { BannerTitleRow, ContactRow, DepartmentRow, FacultyRow, ProspectusRow } from './types';

// Data of the common layout: navigation, footer, banner (spec §2).

/** FACULTY_GET without the entries whose name is blank (spec §3). */
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

/**
 * The prospectus file of PROSPECTUS_GET: the first entry with a file, trimmed and URL-encoded
 * by assetUrl (spec §3), or null when there is none.
 */
export function getProspectusUrl(): Promise<string | null> {
  return callAppApi('PROSPECTUS_GET', {}, (reply) => {
    for (const row of readLooseRows<ProspectusRow>(reply)) {
      const file = textOf(row.PROSPECTUS_FILE) || textOf(row.prospectus_file);
      if (file) return assetUrl(file);
    }
    return null;
  });
}

/** Contact data (first item). */
export function getContact(): Promise<ContactRow | null> {
  return callAppApi('CONTACT_GET', {}, (reply) => readRows<ContactRow>(reply)[0] ?? null);
}

/** The banner title of a department or faculty id: DPT_FACULTY_NAME_GET (spec §7). */
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
