import 'server-only';
import { getConfig } from '@/lib/config/site-config';
import { textOf } from '@/lib/appapi/values';
import { assetUrl } from './assets';
import { callAppApi } from './client';
import { readRows } from './parse';
import type {
  CourseRow,
  DepartmentAboutRow,
  DepartmentEventRow,
  DepartmentNameRow,
  DownloadRow,
  EmployeeRow,
  PeoRow,
  PloRow,
  ProgramRow,
  ProjectRow,
  PublicationRow,
  SeminarRow,
} from './types';

// A department's data (academic or administration). Quirks: docs/behaviour.md, Backend replies.

/** Null when the department is unknown. */
export function getDepartmentName(id: string): Promise<DepartmentNameRow | null> {
  return callAppApi(
    'DPT_NAME_GET',
    { ID: id },
    (reply) => readRows<DepartmentNameRow>(reply)[0] ?? null,
  );
}

export function getDepartmentAbout(id: string): Promise<DepartmentAboutRow | null> {
  return callAppApi('DPT_ABOUT_GET', { ID: id }, (reply) => {
    const row = readRows<DepartmentAboutRow>(reply)[0];
    if (!row) return null;
    const title = textOf(row.DeptTitle) || textOf(row.deptTitle) || textOf(row.departmentTitle);
    return { ...row, DeptTitle: title, Photo: assetUrl(row.Photo) };
  });
}

export function getDepartmentPrograms(deptId: string): Promise<ProgramRow[]> {
  return callAppApi('DEPARTMENT_PROGRAMS_GET', { DeptID: deptId }, (reply) =>
    readRows<ProgramRow>(reply).filter(
      (row) => textOf(row.PGM_TITLE) && textOf(row.PGM_ID) && textOf(row.DeptID) === deptId,
    ),
  );
}

export function getDownloads(id: string): Promise<DownloadRow[]> {
  return callAppApi('DPT_DOWNLOAD_GET', { ID: id }, (reply) =>
    readRows<DownloadRow>(reply).map((row) => ({
      ...row,
      DOWNLOAD_FILE: assetUrl(row.DOWNLOAD_FILE),
    })),
  );
}

export function getDepartmentEvents(id: string): Promise<DepartmentEventRow[]> {
  return callAppApi('DPT_EVENT_GET', { ID: id }, (reply) =>
    readRows<DepartmentEventRow>(reply).map((row) => ({
      ...row,
      DPT_EVENT_IMG: assetUrl(row.DPT_EVENT_IMG),
    })),
  );
}

export function getSeminars(id: string): Promise<SeminarRow[]> {
  return callAppApi('DPT_SEMINARS_GET', { ID: id }, (reply) =>
    readRows<SeminarRow>(reply).map((row) => ({
      ...row,
      SEMINARS_IMG: assetUrl(row.SEMINARS_IMG),
    })),
  );
}

export function getPeos(id: string): Promise<PeoRow[]> {
  return callAppApi('DPT_PEOS_GET', { ID: id }, (reply) =>
    readRows<PeoRow>(reply).filter((row) => textOf(row.PEOS_TITLE)),
  );
}

export function getPlos(id: string): Promise<PloRow[]> {
  return callAppApi('DPT_PLOS_GET', { ID: id }, (reply) =>
    readRows<PloRow>(reply).filter((row) => textOf(row.PLOS_TITLE)),
  );
}

export function getFacultyMembers(id: string): Promise<EmployeeRow[]> {
  return callAppApi('DPT_EMP_GET', { ID: id, CatID: getConfig().facultyCategoryId }, (reply) =>
    readRows<EmployeeRow>(reply).map((row) => ({ ...row, Photo: assetUrl(row.Photo) })),
  );
}

/** The Course Scheme. */
export function getCourses(id: string): Promise<CourseRow[]> {
  return callAppApi('DPT_PROGRAMS_GET', { ID: id }, (reply) =>
    readRows<CourseRow>(reply).filter((row) => textOf(row.COURSE_TITLE) || textOf(row.CODE)),
  );
}

export function getProjects(id: string): Promise<ProjectRow[]> {
  return callAppApi('DPT_PROJECT_GET', { ID: id }, (reply) => readRows<ProjectRow>(reply));
}

export function getPublications(id: string): Promise<PublicationRow[]> {
  return callAppApi('DPT_PUBLICATION_GET', { ID: id }, (reply) => readRows<PublicationRow>(reply));
}
