import Link from 'next/link';
import type { SideMenu as SideMenuData } from '@/lib/menus/side-menu';
import { isMenuGroup, type MenuLink } from '@/lib/menus/types';

type SideMenuProps = {
  id: string;
  menu: SideMenuData;
  /** The page's own href, as the menu writes its links: that link is marked as the current page. */
  current: string;
};

function MenuEntry({ link, current }: { link: MenuLink; current: string }) {
  return (
    <Link
      href={link.href}
      prefetch={false}
      lang={link.lang}
      dir={link.dir}
      aria-current={link.href === current ? 'page' : undefined}
    >
      {link.label}
    </Link>
  );
}

/** The 'Related Links' menu: groups are <details> (no script), the current page's open. */
export function SideMenu({ id, menu, current }: SideMenuProps) {
  return (
    <nav id={id} className="side-menu" aria-label={menu.title} tabIndex={-1}>
      <h2 className="side-menu__title">{menu.title}</h2>
      <ul className="side-menu__list">
        {menu.items.map((item) =>
          isMenuGroup(item) ? (
            <li key={item.label}>
              <details
                className="side-menu__group"
                open={item.children.some((child) => child.href === current) || undefined}
              >
                <summary>{item.label}</summary>
                <ul>
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <MenuEntry link={child} current={current} />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.label}>
              <MenuEntry link={item} current={current} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
