export type MenuLink = {
  label: string;
  href: string;
  /** Opens in a new tab (files, external sites). */
  newTab?: boolean;
  /** Set when the label is the backend's (English) text on a page in another language. */
  lang?: 'en';
  dir?: 'ltr';
};

export type MenuGroup = {
  label: string;
  children: MenuLink[];
};

export type MenuItem = MenuLink | MenuGroup;

export function isMenuGroup(item: MenuItem): item is MenuGroup {
  return 'children' in item;
}
