import Link from 'next/link';
import { BRAND } from '@/lib/brand';
import { HEADER_LINKS } from '@/lib/menus/main-nav';
import type { MenuItem } from '@/lib/menus/types';
import { SearchForm } from '@/components/search/search-form';
import { MainNav } from './main-nav';

type SiteHeaderProps = { navItems: MenuItem[] };

export function SiteHeader({ navItems }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__top">
        <div className="container site-header__top-inner">
          <ul className="site-header__links">
            {HEADER_LINKS.map((link) => (
              <li key={link.label}>
                {link.href ? <Link href={link.href} prefetch={false}>{link.label}</Link> : <span>{link.label}</span>}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container site-header__brand-row">
        <Link href="/" className="site-header__brand" prefetch={false}>
          {/* A plain img: the logo is a small local SVG, so there is nothing to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={BRAND.logo} alt="" width={48} height={56} className="site-header__logo" />
          <span className="site-header__name">
            <span className="site-header__name-full">{BRAND.name}</span>
            <span className="site-header__place">{BRAND.place}</span>
          </span>
          <span className="visually-hidden"> – home</span>
        </Link>
        <SearchForm id="site-search-q" variant="header" />
      </div>
      <MainNav items={navItems} />
    </header>
  );
}
