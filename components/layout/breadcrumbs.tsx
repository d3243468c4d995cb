import Link from 'next/link';
import { plainTrail, type Crumb } from '@/lib/routing/breadcrumbs';
import { getConfig } from '@/lib/config/site-config';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { localHref } from '@/lib/routing/routes';
import { JsonLd } from '@/components/content/json-ld';

/** The trail of the page, Home first, the page itself last; and its BreadcrumbList. */
export function Breadcrumbs({ t, trail }: { t: Dictionary; trail: Crumb[] }) {
  const crumbs = [{ label: t.breadcrumbs.home, href: '/' } as Crumb, ...trail].map((crumb) => ({
    ...crumb,
    href: localHref(crumb.href, t.lang),
  }));
  const { siteUrl } = getConfig();
  return (
    <>
      <nav aria-label={t.breadcrumbs.label} className="breadcrumbs">
        <ol className="breadcrumbs__list">
          {crumbs.map((crumb, index) => (
            <li key={crumb.href} className="breadcrumbs__item">
              {index === crumbs.length - 1 ? (
                <span aria-current="page" lang={crumb.lang} dir={crumb.dir}>
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} prefetch={false} lang={crumb.lang} dir={crumb.dir}>
                  {crumb.label}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.label,
            item: `${siteUrl}${crumb.href}`,
          })),
        }}
      />
    </>
  );
}

/** Breadcrumbs of a page without an id. */
export function PageBreadcrumbs({ t, path }: { t: Dictionary; path: string }) {
  return <Breadcrumbs t={t} trail={plainTrail(t, path)} />;
}
