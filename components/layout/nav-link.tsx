import Link from 'next/link';
import type { MenuLink } from '@/lib/menus/types';

type NavLinkProps = { link: MenuLink; newTab: string; onNavigate: () => void };

/** A link of the navigation bar: a site page, or another site in a new tab. */
export function NavLink({ link, newTab, onNavigate }: NavLinkProps) {
  if (link.newTab) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {link.label}
        <span className="visually-hidden"> {newTab}</span>
      </a>
    );
  }
  return (
    <Link href={link.href} onClick={onNavigate} prefetch={false} lang={link.lang} dir={link.dir}>
      {link.label}
    </Link>
  );
}
