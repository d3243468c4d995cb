import { sectionPage } from '@/components/layout/section-page';
import Link from 'next/link';
import { DepartmentAbout } from '@/components/content/department-about';
import { getDepartmentAbout, getDepartmentPrograms } from '@/lib/appapi/department';
import { getBannerTitle } from '@/lib/appapi/site';
import { readId, type IdParams } from '@/lib/route-params';
import { sectionMetadata } from '@/lib/section-metadata';
import { redirect } from 'next/navigation';
import { departmentHomePath } from '@/lib/department-identity';
import { asSent } from '@/lib/i18n/sent';
import { hrefTo, localHref } from '@/lib/routes';
import { textOf } from '@/lib/text';

export async function generateMetadata(props: IdParams) {
  const id = await readId(props);
  const about = await getDepartmentAbout(id).catch(() => null);
  return sectionMetadata('/DptHome', id, about?.ABOUT_DESC);
}

export default sectionPage('/DptHome', async ({ t, id }) => {
  const [about, programmes, bannerTitle, home] = await Promise.all([
    getDepartmentAbout(id).catch(() => null),
    getDepartmentPrograms(id).catch(() => []),
    getBannerTitle(id).catch(() => ''),
    departmentHomePath(id),
  ]);
  // An office's page is /AdmHome: one URL for search engines, shared links and the caches.
  if (home === '/AdmHome') redirect(localHref(hrefTo(home, id), t.lang));
  const name = textOf(about?.DeptTitle) || bannerTitle;

  return (
    <>
      <DepartmentAbout t={t} name={name} description={about?.ABOUT_DESC} />
      <section aria-labelledby="programmes-heading" className="content-section">
        <h2 id="programmes-heading" className="section-title">
          {t.department.programmesOffered}
        </h2>
        {programmes.length === 0 ? (
          <p className="empty-state">{t.fallback.programmes}</p>
        ) : (
          <ol className="numbered-list">
            {programmes.map((programme) => (
              <li key={textOf(programme.PGM_ID)}>
                <Link
                  href={localHref(hrefTo('/ProHome', textOf(programme.PGM_ID)), t.lang)}
                  prefetch={false}
                  {...asSent(t.lang)}
                >
                  {textOf(programme.PGM_TITLE)}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
});
