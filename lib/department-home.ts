import 'server-only';
import { redirect } from 'next/navigation';
import { getDepartmentAbout } from './appapi/department';
import { getBannerTitle } from './appapi/site';
import { departmentHomePath } from './department-identity';
import type { Language } from './i18n/languages';
import { readId, type IdParams } from './route-params';
import { hrefTo, localHref, type DepartmentHomeRoute } from './routes';
import { sectionMetadata } from './seo/section-metadata';
import { textOf } from './appapi/values';

// What /DptHome (an academic department) and /AdmHome (an office) share: the department's name
// and about text, and one URL per department (docs/behaviour.md, /DptHome).

export function departmentHomeMetadata(page: DepartmentHomeRoute) {
  return async function generateMetadata(props: IdParams) {
    const id = await readId(props);
    const about = await getDepartmentAbout(id).catch(() => null);
    return sectionMetadata(page, id, about?.ABOUT_DESC);
  };
}

/** The department's name and about text for `page`; a department of the other kind is redirected. */
export async function departmentHomeAbout(page: DepartmentHomeRoute, id: string, lang: Language) {
  const [about, bannerTitle, home] = await Promise.all([
    getDepartmentAbout(id).catch(() => null),
    getBannerTitle(id).catch(() => ''),
    departmentHomePath(id),
  ]);
  if (home && home !== page) redirect(localHref(hrefTo(home, id), lang));
  return { name: textOf(about?.DeptTitle) || bannerTitle, description: about?.ABOUT_DESC };
}
