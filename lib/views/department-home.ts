import 'server-only';
import { redirect } from 'next/navigation';
import { getDepartmentAbout } from '@/lib/appapi/department';
import { getBannerTitle } from '@/lib/appapi/site';
import { departmentHomePath } from '@/lib/routing/department-identity';
import type { Language } from '@/lib/i18n/languages';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { hrefTo, localHref, type DepartmentHomeRoute } from '@/lib/routing/routes';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { textOf } from '@/lib/appapi/values';

// What /DptHome and /AdmHome share, one URL per department (docs/behaviour.md, /DptHome).

export function departmentHomeMetadata(page: DepartmentHomeRoute) {
  return async function generateMetadata(props: IdParams) {
    const id = await readId(props);
    const about = await getDepartmentAbout(id).catch(() => null);
    return sectionMetadata(page, id, about?.ABOUT_DESC);
  };
}

/** The department's name and about text; a department of the other kind is redirected. */
export async function departmentHomeAbout(page: DepartmentHomeRoute, id: string, lang: Language) {
  const [about, bannerTitle, home] = await Promise.all([
    getDepartmentAbout(id).catch(() => null),
    getBannerTitle(id).catch(() => ''),
    departmentHomePath(id),
  ]);
  if (home && home !== page) redirect(localHref(hrefTo(home, id), lang));
  return { name: textOf(about?.DeptTitle) || bannerTitle, description: about?.ABOUT_DESC };
}
