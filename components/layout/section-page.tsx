import type { ReactNode } from 'react';
import {
  sectionPageName,
  sectionBannerTitle,
  sectionTrail,
  routeTitle,
  type Crumb,
} from '@/lib/routing/breadcrumbs';
import { guideAt, guidePage } from '@/lib/content/guides';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { pageDictionary } from '@/lib/i18n/server';
import type { BackendTextAttributes } from '@/lib/i18n/backend-text';
import { sectionMenu } from '@/lib/menus/section-menus';
import type { SideMenu as SideMenuData } from '@/lib/menus/side-menu';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { hrefTo, localHref, routeByPath } from '@/lib/routing/routes';
import { idPageTitle } from '@/lib/seo/section-metadata';
import { sharedPage, type SharedPage } from '@/lib/seo/share';
import { ShareLinks } from '@/components/share/share-links';
import { Breadcrumbs } from './breadcrumbs';
import { PageBanner } from './page-banner';
import { SideMenu } from './side-menu';

// A section (department, faculty, programme, a guide) shares a side menu and, about an id, a trail
// and a banner. Each page draws them, not a layout.tsx, so the menu can mark the page.

/** What a section page draws around its content. */
export type Section = {
  t: Dictionary;
  menu: SideMenuData;
  /** The page's href as the menu writes it, marked there as the current page. */
  current: string;
  /** The breadcrumbs and banner of a page about an id; the guides draw their own. */
  trail: Crumb[] | null;
  title: { text: string; sent?: BackendTextAttributes } | null;
  share: SharedPage;
};

/** The id of the side menu, which the jump link near the title leads to. */
const SECTION_MENU_ID = 'section-menu';

/** The side menu, trail, banner title and share link of the page at `path`, about `id` if any. */
export async function loadSection(t: Dictionary, path: string, id?: string): Promise<Section> {
  const route = routeByPath(path);
  const [menu, trail, title, pageTitle] = await Promise.all([
    sectionMenu(t, route, id),
    // The trail is a help, never a reason to fail the page.
    id && route.banner ? sectionTrail(path, id).catch(() => null) : null,
    id && route.banner ? sectionBannerTitle(t, route, id) : null,
    id ? sectionPageName(t, route, id) : routeTitle(t, route),
  ]);
  // A title without `sent` is the fallback for a name the backend did not give.
  const guide = guideAt(path);
  const shareTitle = id
    ? idPageTitle(t, path, pageTitle, title?.sent ? title.text : '')
    : guide
      ? guidePage(t, guide).title
      : pageTitle;
  return {
    t,
    menu,
    current: localHref(hrefTo(path, id), t.lang),
    trail,
    title,
    share: sharedPage(shareTitle, path, t.lang, id),
  };
}

/**
 * A section page in reading order, as a phone shows it: breadcrumbs and title, content, then the
 * side menu a link near the title leads to (docs/behaviour.md, Side menus).
 */
export function SectionLayout({
  t,
  menu,
  current,
  trail,
  title,
  share,
  children,
}: Section & { children: ReactNode }) {
  return (
    <div className="container with-side-menu">
      <div className="page-content">
        <a href={`#${SECTION_MENU_ID}`} className="section-menu-jump">
          {menu.title}
        </a>
        {trail && <Breadcrumbs t={t} trail={trail} />}
        {title && <PageBanner title={title.text} {...title.sent} />}
        {children}
        <ShareLinks t={t} page={share} />
      </div>
      <SideMenu id={SECTION_MENU_ID} menu={menu} current={current} />
    </div>
  );
}

type Content<Page> = (page: Page) => ReactNode | Promise<ReactNode>;

/** The page at `path` about its route's id: `export default sectionPage('/PEOS', async ({ t, id }) => …)`. */
export function sectionPage(path: string, content: Content<{ t: Dictionary; id: string }>) {
  return async function SectionPage(props: IdParams) {
    const t = await pageDictionary();
    const id = await readId(props);
    return withSection(t, path, id, () => content({ t, id }));
  };
}

/** A guide page with a side menu (admission, facilities), which has no id and no banner. */
export function guideSectionPage(path: string, content: Content<{ t: Dictionary }>) {
  return async function GuideSectionPage() {
    const t = await pageDictionary();
    return withSection(t, path, undefined, () => content({ t }));
  };
}

async function withSection(
  t: Dictionary,
  path: string,
  id: string | undefined,
  content: () => ReactNode | Promise<ReactNode>,
) {
  // Started before the page's own calls, so that both wait on the backend at the same time.
  const section = loadSection(t, path, id);
  const children = await content();
  return <SectionLayout {...await section}>{children}</SectionLayout>;
}
