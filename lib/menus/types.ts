// Menus are typed data, built by pure functions and drawn by dumb components.

export type MenuLink = {
  label: string;
  href: string;
  /** Opens in a new tab (files, external sites). */
  newTab?: boolean;
};

export type MenuGroup = {
  label: string;
  children: MenuLink[];
};

export type MenuItem = MenuLink | MenuGroup;

export function isMenuGroup(item: MenuItem): item is MenuGroup {
  return 'children' in item;
}
