import Link from 'next/link';
import { plainTrail, type Crumb } from '@/lib/breadcrumbs';
import { getConfig } from '@/lib/config';
import { JsonLd } from '@/components/content/json-ld';

/** The trail of the page, Home first; the last crumb is the page itself. Plus its BreadcrumbList. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs = [{ label: 'Home', href: '/' }, ...trail];
  const { siteUrl } = getConfig();
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol className="breadcrumbs__list">
          {crumbs.map((crumb, index) => (
            <li key={crumb.href} className="breadcrumbs__item">
              {index === crumbs.length - 1 ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <Link href={crumb.href} prefetch={false}>{crumb.label}</Link>
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
export function PageBreadcrumbs({ path }: { path: string }) {
  return <Breadcrumbs trail={plainTrail(path)} />;
}
