import { format } from 'date-fns';
import { parseUpstreamDate } from '@/lib/i18n/format';
import { DICTIONARIES } from '@/lib/i18n/dictionaries';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { buildSideMenu, type SideMenuContext } from '@/lib/menus/side-menu';
import { isMenuGroup, type MenuItem } from '@/lib/menus/types';
import { findRoute, ID_PATTERN, ROUTES, type RouteContext } from '@/lib/routing/routes';
import type { SiteWalk } from '@/lib/search/site-walk';

// The pages of each walked id are the ones its side menu leads to (buildSideMenu), so that menu and
// sitemap cannot disagree.

export type ChangeFrequency = 'daily' | 'weekly';

export type SitemapPage = {
  href: string;
  priority: number;
  changefreq: ChangeFrequency;
  /** Only where the backend's data dates what the page shows. */
  lastmod?: string;
};

export type SitemapPageOptions = {
  directorMessageDeptIds: readonly string[];
  vcMessageDeptId: string;
  lastmod?: Partial<Record<string, string>>;
};

/** An id's other pages come 0.2 lower than its home page. */
const HOME_PRIORITY: Record<string, number> = {
  '/FacHome': 0.8,
  '/DptHome': 0.8,
  '/ProHome': 0.8,
  '/AdmHome': 0.5,
};
const DAILY = new Set(['/', '/NewsEvents']);

const tenths = (value: number) => Math.round(value * 10) / 10;

/** The English dictionary gives English paths; only the links are read. */
function menuHrefs(context: SideMenuContext): string[] {
  const flatten = (items: MenuItem[]): string[] =>
    items.flatMap((item) => (isMenuGroup(item) ? flatten(item.children) : [item.href]));
  return flatten(buildSideMenu(DICTIONARIES[DEFAULT_LANGUAGE], context).items);
}

export function sitemapPages(walk: SiteWalk, options: SitemapPageOptions): SitemapPage[] {
  const known: Partial<Record<RouteContext, Set<string>>> = {
    faculty: new Set(walk.faculties.map((faculty) => faculty.id)),
    department: new Set(walk.departments.map((department) => department.id)),
    programme: new Set(walk.programmes.map((programme) => programme.id)),
  };
  const pages = new Map<string, SitemapPage>();
  const add = (href: string, homePriority?: number) => {
    const address = href.replace(/#.*/, '');
    const url = new URL(address, 'http://site.invalid');
    const route = findRoute(url.pathname);
    if (!route || route.indexable === false || pages.has(address)) return;
    if (route.internal) {
      // An id the walk does not know gets fallbacks and noindex.
      const id = url.searchParams.get('id') ?? '';
      if (!ID_PATTERN.test(id) || !known[route.context]?.has(id)) return;
    } else if (url.search) return;
    const priority =
      route.path === '/'
        ? 1
        : !route.internal
          ? 0.7
          : (HOME_PRIORITY[route.path] ?? tenths((homePriority ?? 0.8) - 0.2));
    const lastmod = options.lastmod?.[address];
    pages.set(address, {
      href: address,
      priority,
      changefreq: DAILY.has(address) ? 'daily' : 'weekly',
      ...(lastmod ? { lastmod } : {}),
    });
  };

  for (const route of ROUTES) if (!route.internal) add(route.path);
  for (const faculty of walk.faculties) {
    for (const href of menuHrefs({ kind: 'faculty', id: faculty.id, departments: [] }))
      add(href, HOME_PRIORITY['/FacHome']);
  }
  for (const department of walk.departments) {
    // A facultyId marks an academic department (/DptHome); none, an office (/AdmHome).
    const context: SideMenuContext = department.facultyId
      ? { kind: 'academic-department', id: department.id }
      : {
          kind: 'administration-department',
          id: department.id,
          hasDirectorMessage: options.directorMessageDeptIds.includes(department.id),
        };
    const home = department.facultyId ? HOME_PRIORITY['/DptHome'] : HOME_PRIORITY['/AdmHome'];
    for (const href of menuHrefs(context)) add(href, home);
  }
  for (const programme of walk.programmes)
    for (const href of menuHrefs({ kind: 'programme', id: programme.id })) add(href);
  for (const href of menuHrefs({ kind: 'admission', vcMessageDeptId: options.vcMessageDeptId }))
    add(href, HOME_PRIORITY['/AdmHome']);
  for (const href of menuHrefs({ kind: 'facilities' })) add(href);
  return [...pages.values()];
}

/** Not after `now`: an event announced for next week has not changed the page next week. */
export function newestDate(values: unknown[], now: Date): string | undefined {
  let newest: Date | null = null;
  for (const value of values) {
    const date = parseUpstreamDate(value);
    if (date && date.getTime() <= now.getTime() && (!newest || date > newest)) newest = date;
  }
  return newest ? format(newest, 'yyyy-MM-dd') : undefined;
}
