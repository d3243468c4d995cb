import { sectionPage } from '@/components/layout/section-page';
import { DepartmentAbout } from '@/components/content/department-about';
import { getDepartmentAbout } from '@/lib/appapi/department';
import { getBannerTitle } from '@/lib/appapi/site';
import { readId, type IdParams } from '@/lib/route-params';
import { sectionMetadata } from '@/lib/section-metadata';
import { redirect } from 'next/navigation';
import { departmentHomePath } from '@/lib/department-identity';
import { hrefTo, localHref } from '@/lib/routes';
import { textOf } from '@/lib/text';

export async function generateMetadata(props: IdParams) {
  const id = await readId(props);
  const about = await getDepartmentAbout(id).catch(() => null);
  return sectionMetadata('/AdmHome', id, about?.ABOUT_DESC);
}

/** An administration department's about page (the Administration menu links here). */
export default sectionPage('/AdmHome', async ({ t, id }) => {
  const [about, bannerTitle, home] = await Promise.all([
    getDepartmentAbout(id).catch(() => null),
    getBannerTitle(id).catch(() => ''),
    departmentHomePath(id),
  ]);
  // An academic department's page is /DptHome: one URL for search engines, links and caches.
  if (home === '/DptHome') redirect(localHref(hrefTo(home, id), t.lang));
  const name = textOf(about?.DeptTitle) || bannerTitle;
  return <DepartmentAbout t={t} name={name} description={about?.ABOUT_DESC} />;
});
