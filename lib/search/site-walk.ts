import 'server-only';
import pLimit from 'p-limit';
import {
  getDepartmentAbout,
  getDepartmentPrograms,
  getFacultyMembers,
} from '@/lib/appapi/department';
import { getFacultyDepartments, getFacultyDetail } from '@/lib/appapi/faculty';
import { getProgramme } from '@/lib/appapi/programme';
import { getAdminDepartments, getFaculties } from '@/lib/appapi/site';
import { plainText } from '@/lib/views/rich-text';
import { textOf } from '@/lib/appapi/values';
import { programmeLevel } from './programme-level';

// Through callAppApi: a page rendered in the window costs the walk nothing (docs/search.md, One
// index, one walk). The search index, the finder, the breadcrumbs and the sitemap read it.

export const WALK_CONCURRENCY = 4;

export type WalkFaculty = { id: string; name: string; description: string };
export type WalkDepartment = {
  id: string;
  title: string;
  /** The faculty the department is listed under; null for an administration department. */
  facultyId: string | null;
  description: string;
};
export type WalkProgramme = {
  id: string;
  title: string;
  departmentId: string;
  description: string;
  /** A code of LEVELS (programme-level.ts), or null. */
  level: string | null;
};
export type WalkPerson = { name: string; designation: string; departmentId: string };

export type SiteWalk = {
  faculties: WalkFaculty[];
  departments: WalkDepartment[];
  programmes: WalkProgramme[];
  people: WalkPerson[];
};

export type WalkResult = {
  walk: SiteWalk;
  /** Upstream functions whose call failed with no earlier good reply to serve instead. */
  failures: string[];
  calls: number;
};

export const EMPTY_WALK: SiteWalk = { faculties: [], departments: [], programmes: [], people: [] };

/** Walks the backend: at most WALK_CONCURRENCY calls at a time; a failed call counts as empty. */
export async function walkSite(): Promise<WalkResult> {
  const limit = pLimit(WALK_CONCURRENCY);
  const failures: string[] = [];
  let calls = 0;
  const ask = <T>(fn: string, load: () => Promise<T>, fallback: T): Promise<T> =>
    limit(() => {
      calls += 1;
      return load().catch(() => {
        failures.push(fn);
        return fallback;
      });
    });

  const [facultyRows, adminRows] = await Promise.all([
    ask('FACULTY_GET', getFaculties, []),
    ask('DPT_NAME_GET_ADMIN', getAdminDepartments, []),
  ]);
  const facultyIds = unique(facultyRows.map((row) => textOf(row.FACULTY_ID)));
  const facultyNames = new Map(
    facultyRows.map((row) => [textOf(row.FACULTY_ID), textOf(row.FACULTY_NAME)]),
  );

  const facultyParts = await Promise.all(
    facultyIds.map(async (id) => {
      const [detail, departments] = await Promise.all([
        ask('FACULTY_GET_ALL', () => getFacultyDetail(id), null),
        ask('FACULTY_PROGRAMS_GET', () => getFacultyDepartments(id), []),
      ]);
      return { id, detail, departments };
    }),
  );
  const faculties = facultyParts.map(({ id, detail }) => ({
    id,
    name: facultyNames.get(id) ?? '',
    description: plainText(detail?.FACULTY_DESC),
  }));

  // A department listed under two faculties belongs to the first; one that is also in the
  // Administration menu stays academic.
  const listed = new Map<string, { title: string; facultyId: string | null }>();
  for (const { id: facultyId, departments } of facultyParts) {
    for (const row of departments) {
      const id = textOf(row.DPT_ID);
      if (!listed.has(id)) listed.set(id, { title: textOf(row.DeptTitle), facultyId });
    }
  }
  for (const row of adminRows) {
    const id = textOf(row.DeptID);
    if (!listed.has(id)) listed.set(id, { title: textOf(row.DeptTitle), facultyId: null });
  }

  const departmentParts = await Promise.all(
    [...listed].map(async ([id, { title, facultyId }]) => {
      const academic = facultyId !== null;
      const [about, programmes, members] = await Promise.all([
        ask('DPT_ABOUT_GET', () => getDepartmentAbout(id), null),
        academic ? ask('DEPARTMENT_PROGRAMS_GET', () => getDepartmentPrograms(id), []) : [],
        ask('DPT_EMP_GET', () => getFacultyMembers(id), []),
      ]);
      const department: WalkDepartment = {
        id,
        title,
        facultyId,
        description: plainText(about?.ABOUT_DESC),
      };
      return { department, programmes, members };
    }),
  );

  const programmeRows = uniqueBy(
    departmentParts.flatMap(({ programmes }) => programmes),
    (row) => textOf(row.PGM_ID),
  );
  const programmes = await Promise.all(
    programmeRows.map(async (row) => {
      const id = textOf(row.PGM_ID);
      const title = textOf(row.PGM_TITLE);
      const detail = await ask('PROGRAM_GET_ALL', () => getProgramme(id), null);
      return {
        id,
        title,
        departmentId: textOf(row.DeptID),
        description: plainText(detail?.PROGRAM_DESC ?? row.PROGRAM_DESC),
        level: programmeLevel(title)?.code ?? null,
      };
    }),
  );

  const people = departmentParts.flatMap(({ department, members }) =>
    members
      .map((row) => ({
        name: textOf(row.FirstName),
        designation: textOf(row.DesTitle),
        departmentId: department.id,
      }))
      .filter((person) => person.name),
  );

  return {
    walk: {
      faculties,
      departments: departmentParts.map(({ department }) => department),
      programmes,
      people,
    },
    failures,
    calls,
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (key(item) && !seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
