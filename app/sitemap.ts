import type { MetadataRoute } from 'next';
import { capRenderLifetime } from '@/lib/appapi/render-lifetime';
import { getConfig } from '@/lib/config';
import { hrefTo, ROUTES } from '@/lib/routes';
import { siteIndex } from '@/lib/search/site-index';

/**
 * Every page without an id, and one URL per faculty, department and programme: the walk of the
 * site index, so that the sitemap and the search never disagree.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl, revalidateSeconds } = getConfig();
  const url = (path: string, id?: string) => `${siteUrl}${hrefTo(path, id)}`;
  const { walk, complete } = await siteIndex();
  // The walk runs apart from this render: the sitemap's lifetime is stated here, short while
  // the index lacks parts of the backend.
  await capRenderLifetime(complete ? revalidateSeconds : 1);

  return [
    ...ROUTES.filter((route) => !route.internal && route.indexable !== false).map((route) => ({
      url: url(route.path),
      priority: route.path === '/' ? 1 : 0.7,
    })),
    ...walk.faculties.map((faculty) => ({ url: url('/FacHome', faculty.id), priority: 0.8 })),
    ...walk.departments.map((department) =>
      department.facultyId
        ? { url: url('/DptHome', department.id), priority: 0.8 }
        : { url: url('/AdmHome', department.id), priority: 0.5 },
    ),
    ...walk.programmes.map((programme) => ({ url: url('/ProHome', programme.id), priority: 0.8 })),
  ];
}
