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

// Home › faculty › department › page; the component adds Home. A department row names no faculty:
// the site index does, once built (never waited for). Other names come from the layout's calls.

/** `href` is the page's public URL in English; the component localises it. */
export type Crumb = { label: string; href: string } & BackendTextAttributes;

export function routeTitle(t: Dictionary, route: SiteRoute): string {
  return t.pages[route.path as keyof Dictionary['pages']];
}

/** An office's /Faculty lists its staff: there the page is its Team, as its side menu says. */
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

export async function sectionTrail(path: string, id: string): Promise<Crumb[]> {
  const t = await pageDictionary();
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

/** The backend's name, or the fallback words (docs/behaviour.md, Banner and breadcrumbs). */
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
