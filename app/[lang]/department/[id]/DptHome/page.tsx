import { pageDictionary } from '@/lib/i18n/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { contextTrail } from '@/lib/breadcrumbs';
import Link from 'next/link';
import { RichText } from '@/components/content/rich-text';
import { getDepartmentAbout, getDepartmentPrograms } from '@/lib/appapi/department';
import { getBannerTitle } from '@/lib/appapi/site';
import { contextMetadata } from '@/lib/context-metadata';
import { FALLBACK } from '@/lib/fallbacks';
import { readId, type IdParams } from '@/lib/route-params';
import { hrefTo } from '@/lib/routes';
import { textOf } from '@/lib/text';

export async function generateMetadata(props: IdParams) {
  const id = await readId(props);
  const about = await getDepartmentAbout(id).catch(() => null);
  return contextMetadata('/DptHome', id, about?.ABOUT_DESC);
}

export default async function DptHomePage(props: IdParams) {
  const t = await pageDictionary();
  const id = await readId(props);
  const [about, programmes, bannerTitle] = await Promise.all([
    getDepartmentAbout(id).catch(() => null),
    getDepartmentPrograms(id).catch(() => []),
    getBannerTitle(id).catch(() => ''),
  ]);
  const title = textOf(about?.DeptTitle) || bannerTitle || 'the Department';

  return (
    <>
      <Breadcrumbs t={t} trail={await contextTrail('/DptHome', id)} />
      <section aria-labelledby="about-heading" className="content-section">
        <h2 id="about-heading" className="section-title">About {title}</h2>
        <RichText value={about?.ABOUT_DESC} fallback={FALLBACK.about} />
      </section>
      <section aria-labelledby="programmes-heading" className="content-section">
        <h2 id="programmes-heading" className="section-title">Programmes Offered</h2>
        {programmes.length === 0 ? (
          <p className="empty-state">{FALLBACK.programmes}</p>
        ) : (
          <ol className="numbered-list">
            {programmes.map((programme) => (
              <li key={textOf(programme.PGM_ID)}>
                <Link href={hrefTo('/ProHome', textOf(programme.PGM_ID))} prefetch={false}>
                  {textOf(programme.PGM_TITLE)}
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
