import Link from 'next/link';
import { BRAND } from '@/lib/content/brand';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { headerLinks } from '@/lib/menus/main-nav';
import type { MenuItem } from '@/lib/menus/types';
import { localHref } from '@/lib/routing/routes';
import { SearchForm } from '@/components/search/search-form';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';

type SiteHeaderProps = {
  t: Dictionary;
  navItems: MenuItem[];
  /** This page in each other language. */
  languageSwitches: Parameters<typeof LanguageSwitch>[0][];
};

export function SiteHeader({ t, navItems, languageSwitches }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__top">
        <div className="container site-header__top-inner">
          <ul className="site-header__links">
            {headerLinks(t).map((link) => (
              <li key={link.label}>
                {link.href ? (
                  <Link href={link.href} prefetch={false}>
                    {link.label}
                  </Link>
                ) : (
                  <span>{link.label}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container site-header__brand-row">
        <Link href={localHref('/', t.lang)} className="site-header__brand" prefetch={false}>
          {/* A plain img: the logo is a small local SVG, so there is nothing to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={BRAND.crest.src} alt="" width={48} height={56} className="site-header__logo" />
          <span className="site-header__name">
            <span className="site-header__name-full">{t.site.name}</span>
            <span className="site-header__place">{t.site.place}</span>
          </span>
          {/* A phone's one-row header shows the short name; the full one stays for screen readers. */}
          <span className="site-header__name-short" aria-hidden="true" lang="en" dir="ltr">
            {BRAND.shortName}
          </span>
          <span className="visually-hidden"> – {t.site.homeSuffix}</span>
        </Link>
        {/* In the header's row, beside the search: on a phone the top bar is folded away. */}
        <div className="site-header__languages">
          {languageSwitches.map((language) => (
            <LanguageSwitch key={language.to} {...language} />
          ))}
        </div>
        <SearchForm id="site-search-q" variant="header" t={t} />
      </div>
      <MainNav
        items={navItems}
        phoneLinks={headerLinks(t)}
        labels={{
          label: t.nav.label,
          menu: t.nav.menu,
          closeMenu: t.nav.closeMenu,
          empty: t.nav.empty,
          newTab: t.layout.opensInNewTab,
        }}
      />
    </header>
  );
}
