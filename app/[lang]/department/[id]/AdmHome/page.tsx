import { pageDictionary } from '@/lib/i18n/server';
import { SectionLayout, loadSection } from '@/components/layout/section-page';
import { DepartmentAbout } from '@/components/content/department-about';
import { getDepartmentAbout } from '@/lib/appapi/department';
import { getBannerTitle } from '@/lib/appapi/site';
import { sectionMetadata } from '@/lib/section-metadata';
import { readId, type IdParams } from '@/lib/route-params';
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
export default async function AdmHomePage(props: IdParams) {
  const t = await pageDictionary();
  const id = await readId(props);
  // Its menu, trail and banner are asked for now, beside the page's own calls, not after them.
  const section = loadSection(t, '/AdmHome', id);
  const [about, bannerTitle, home] = await Promise.all([
    getDepartmentAbout(id).catch(() => null),
    getBannerTitle(id).catch(() => ''),
    departmentHomePath(id),
  ]);
  // An academic department's page is /DptHome: one URL for search engines, shared links and the caches.
  if (home === '/DptHome') redirect(localHref(hrefTo(home, id), t.lang));
  const name = textOf(about?.DeptTitle) || bannerTitle;
  return (
    <SectionLayout {...await section}>
      <DepartmentAbout t={t} name={name} description={about?.ABOUT_DESC} />
    </SectionLayout>
  );
}
