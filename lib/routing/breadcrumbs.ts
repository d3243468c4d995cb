import 'server-only';
import { getProgramme } from '@/lib/appapi/programme';
import { getBannerTitle } from '@/lib/appapi/site';
import { departmentIdentity, isOffice } from './department-identity';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { backendTextAttributes, type BackendTextAttributes } from '@/lib/i18n/backend-text';
import { pageDictionary } from '@/lib/i18n/server';
import { hrefTo, routeByPath, type SiteRoute } from './routes';
import { peekSiteIndex } from '@/lib/search/site-index';
import { textOf } from '@/lib/appapi/values';

// The trail of a page, Home first (which the component adds): Home › faculty › department ›
// page. Names come from the calls the page's layout makes anyway (cached, no extra upstream
// request); the faculty a department belongs to comes from the site index when it has been
// built (a department row does not name its faculty). Reading it never waits for a walk: the
// server starts one as it starts (instrumentation.ts), and a read starts one that is due
// (peekSiteIndex, issue 49, N21).

/** A crumb's href is the page's public URL in English; the component shows it in the page's language. */
export type Crumb = { label: string; href: string } & BackendTextAttributes;

/** What a route is called, in the dictionary's language. */
export function routeTitle(t: Dictionary, route: SiteRoute): string {
  return t.pages[route.path as keyof Dictionary['pages']];
}

/**
 * What the page of `route` about `id` is called, for its tab, trail and preview. An office's
 * /Faculty lists its staff: it is its Team, as its side menu and heading say.
 */
export async function sectionPageName(
  t: Dictionary,
  route: SiteRoute,
  id: string,
): Promise<string> {
  return route.path === '/Faculty' && (await isOffice(id)) ? t.menus.team : routeTitle(t, route);
}

/** The trail of a page without an id: Admissions › page for the admission guides. */
export function plainTrail(t: Dictionary, path: string): Crumb[] {
  const route = routeByPath(path);
  const here = { label: routeTitle(t, route), href: route.path };
  const admissions = { label: t.breadcrumbs.admissions, href: '/AdmissionHome' };
  return route.context === 'admission' && route.path !== admissions.href
    ? [admissions, here]
    : [here];
}

function facultyCrumb(sent: BackendTextAttributes, facultyId: string | null | undefined): Crumb[] {
  if (!facultyId) return [];
  const faculty = peekSiteIndex()?.walk.faculties.find((entry) => entry.id === facultyId);
  return faculty?.name
    ? [{ label: faculty.name, href: hrefTo('/FacHome', facultyId), ...sent }]
    : [];
}

/** Faculty (when known) › department, for a department id; [] when the backend names none. */
async function departmentCrumbs(sent: BackendTextAttributes, id: string): Promise<Crumb[]> {
  const department = await departmentIdentity(id);
  if (!department) return [];
  const entry = peekSiteIndex()?.walk.departments.find((listed) => listed.id === id);
  const academic = entry ? entry.facultyId !== null : department.academic === true;
  return [
    ...facultyCrumb(sent, entry?.facultyId),
    { label: department.name, href: hrefTo(academic ? '/DptHome' : '/AdmHome', id), ...sent },
  ];
}

/** The trail of a page about an id (a faculty, department or programme page), in the page's language. */
export async function sectionTrail(path: string, id: string): Promise<Crumb[]> {
  const t = await pageDictionary();
  // Names are the backend's: marked as sent on pages in other languages.
  const sent = backendTextAttributes(t.lang);
  const route = routeByPath(path);
  const here = { label: await sectionPageName(t, route, id), href: hrefTo(route.path, id) };
  let parents: Crumb[] = [];
  if (route.context === 'faculty') {
    const name = await getBannerTitle(id).catch(() => '');
    parents = name ? [{ label: name, href: hrefTo('/FacHome', id), ...sent }] : [];
  } else if (route.context === 'department') {
    parents = await departmentCrumbs(sent, id);
  } else if (route.context === 'programme') {
    const programme = await getProgramme(id).catch(() => null);
    const departmentId = textOf(programme?.DeptID);
    const title = textOf(programme?.PGM_TITLE);
    const department = departmentId ? await departmentCrumbs(sent, departmentId) : [];
    return title ? [...department, { label: title, href: here.href, ...sent }] : [here];
  }
  // A faculty's or department's home page is the last of its own crumbs.
  const last = parents.at(-1);
  if (last && last.href === here.href) return parents;
  return [...parents, here];
}

/**
 * The banner title of a page about an id (docs/behaviour.md, Banner and breadcrumbs): the backend's name of the faculty,
 * department or programme, marked as sent on pages in other languages, or the fallback words.
 */
export async function sectionBannerTitle(
  t: Dictionary,
  route: SiteRoute,
  id: string,
): Promise<{ text: string; sent?: BackendTextAttributes }> {
  const named = (text: string, fallback: string) =>
    text ? { text, sent: backendTextAttributes(t.lang) } : { text: fallback };
  if (route.context === 'programme') {
    const programme = await getProgramme(id).catch(() => null);
    return named(textOf(programme?.PGM_TITLE), t.pages['/ProHome']);
  }
  const title = await getBannerTitle(id).catch(() => '');
  return named(title, route.context === 'faculty' ? t.fallback.faculty : t.fallback.department);
}
