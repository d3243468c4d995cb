import type { MetadataRoute } from 'next';
import { getDepartmentPrograms } from '@/lib/appapi/department';
import { getFacultyDepartments } from '@/lib/appapi/faculty';
import { getAdminDepartments, getFaculties } from '@/lib/appapi/site';
import { getConfig } from '@/lib/config';
import { hrefTo, ROUTES } from '@/lib/routes';
import { textOf } from '@/lib/text';

/** Every page without an id, and one URL per faculty, department and programme of the backend. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = getConfig();
  const url = (path: string, id?: string) => `${siteUrl}${hrefTo(path, id)}`;

  const faculties = await getFaculties().catch(() => []);
  const facultyIds = faculties.map((row) => textOf(row.FACULTY_ID));
  const [departmentLists, adminDepartments] = await Promise.all([
    Promise.all(facultyIds.map((id) => getFacultyDepartments(id).catch(() => []))),
    getAdminDepartments().catch(() => []),
  ]);
  const departmentIds = [...new Set(departmentLists.flat().map((row) => textOf(row.DPT_ID)))];
  const programmeLists = await Promise.all(departmentIds.map((id) => getDepartmentPrograms(id).catch(() => [])));
  const programmeIds = [...new Set(programmeLists.flat().map((row) => textOf(row.PGM_ID)))];

  return [
    ...ROUTES.filter((route) => !route.internal).map((route) => ({
      url: url(route.path),
      priority: route.path === '/' ? 1 : 0.7,
    })),
    ...facultyIds.map((id) => ({ url: url('/FacHome', id), priority: 0.8 })),
    ...departmentIds.map((id) => ({ url: url('/DptHome', id), priority: 0.8 })),
    ...adminDepartments.map((row) => ({ url: url('/AdmHome', textOf(row.DeptID)), priority: 0.5 })),
    ...programmeIds.map((id) => ({ url: url('/ProHome', id), priority: 0.8 })),
  ];
}
