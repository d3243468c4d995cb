import Link from 'next/link';
import type { SideMenu as SideMenuData } from '@/lib/menus/side-menu';
import { isMenuGroup } from '@/lib/menus/types';

type SideMenuProps = { menu: SideMenuData };

/**
 * The 'Related Links' menu, at the start side of the page. Items with sub-items are <details>, which expand and collapse
 * on click with no script at all.
 */
export function SideMenu({ menu }: SideMenuProps) {
  return (
    <nav className="side-menu" aria-label={menu.title}>
      <h2 className="side-menu__title">{menu.title}</h2>
      <ul className="side-menu__list">
        {menu.items.map((item) =>
          isMenuGroup(item) ? (
            <li key={item.label}>
              <details className="side-menu__group">
                <summary>{item.label}</summary>
                <ul>
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <Link href={child.href} prefetch={false} lang={child.lang} dir={child.dir}>{child.label}</Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.label}>
              <Link href={item.href} prefetch={false} lang={item.lang} dir={item.dir}>{item.label}</Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
