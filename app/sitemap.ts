import type { MetadataRoute } from 'next';
import { capRenderLifetime } from '@/lib/appapi/render-lifetime';
import { getConfig } from '@/lib/config';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES } from '@/lib/i18n/languages';
import { hrefTo, localHref, ROUTES } from '@/lib/routes';
import { siteIndex } from '@/lib/search/site-index';

/**
 * Every page without an id, and one URL per faculty, department and programme: the walk of the
 * site index, so that the sitemap and the search never disagree. Each page is listed in every
 * language, each URL naming all of them as alternates (xhtml:link, x-default English), as search
 * engines ask of pages in several languages.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl, revalidateSeconds } = getConfig();
  const absolute = (href: string) => `${siteUrl}${href}`;
  const { walk, complete } = await siteIndex();
  // The walk runs apart from this render: the sitemap's lifetime is stated here, short while
  // the index lacks parts of the backend.
  await capRenderLifetime(complete ? revalidateSeconds : 1);

  const pages = [
    ...ROUTES.filter((route) => !route.internal && route.indexable !== false).map((route) => ({
      href: hrefTo(route.path),
      priority: route.path === '/' ? 1 : 0.7,
    })),
    ...walk.faculties.map((faculty) => ({ href: hrefTo('/FacHome', faculty.id), priority: 0.8 })),
    ...walk.departments.map((department) =>
      department.facultyId
        ? { href: hrefTo('/DptHome', department.id), priority: 0.8 }
        : { href: hrefTo('/AdmHome', department.id), priority: 0.5 },
    ),
    ...walk.programmes.map((programme) => ({ href: hrefTo('/ProHome', programme.id), priority: 0.8 })),
  ];
  return pages.flatMap(({ href, priority }) => {
    const languages: Record<string, string> = Object.fromEntries(
      LANGUAGE_CODES.map((code) => [LANGUAGES[code].tag, absolute(localHref(href, code))]),
    );
    languages['x-default'] = absolute(localHref(href, DEFAULT_LANGUAGE));
    return LANGUAGE_CODES.map((code) => ({ url: absolute(localHref(href, code)), priority, alternates: { languages } }));
  });
}
