import type { ReactNode } from 'react';
import {
  contextRouteTitle,
  contextTitle,
  contextTrail,
  routeTitle,
  type Crumb,
} from '@/lib/breadcrumbs';
import { idPageTitle } from '@/lib/context-metadata';
import { guideAt, guidePage } from '@/lib/guides';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import type { SentAttributes } from '@/lib/i18n/sent';
import { contextMenu } from '@/lib/menus/context-menus';
import type { SideMenu as SideMenuData } from '@/lib/menus/side-menu';
import { hrefTo, localHref, routeByPath } from '@/lib/routes';
import { sharedPage, type SharedPage } from '@/lib/share';
import { ShareLinks } from '@/components/share/share-links';
import { Breadcrumbs } from './breadcrumbs';
import { PageBanner } from './page-banner';
import { SideMenu } from './side-menu';

/** What a page with a side menu draws around its content: pageContext() gathers it. */
type ContextParts = {
  t: Dictionary;
  menu: SideMenuData;
  /** The page's href as the menu writes it, marked there as the current page. */
  current: string;
  /** The breadcrumbs and banner of a page about an id; the guides draw their own. */
  trail: Crumb[] | null;
  title: { text: string; sent?: SentAttributes } | null;
  /** What "Share this page" hands on. */
  share: SharedPage;
};

/** The id of the side menu, which the jump link near the title leads to. */
const SECTION_MENU_ID = 'section-menu';

/**
 * What the page at `path` (a route of lib/routes.json with a side menu), about `id` when it has
 * one, draws around its content: its side menu and, for an id, its trail and banner title.
 * Pages start it with their own calls and spread it into ContextPage (`const context =
 * pageContext(t, '/PEOS', id)` … `<ContextPage {...await context}>`), which stays a plain component.
 */
export async function pageContext(t: Dictionary, path: string, id?: string): Promise<ContextParts> {
  const route = routeByPath(path);
  const [menu, trail, title, pageTitle] = await Promise.all([
    contextMenu(t, route, id),
    // The trail is a help, never a reason to fail the page (a page starts this before its own calls).
    id && route.banner ? contextTrail(path, id).catch(() => null) : null,
    id && route.banner ? contextTitle(t, route, id) : null,
    id ? contextRouteTitle(t, route, id) : routeTitle(t, route),
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
 * A page with a side menu (spec §2), in reading order, which is the order a phone shows it in
 * (issue 25): the breadcrumbs and the title (the banner of an id's page; the guides give their
 * own), the page's own content, then the side menu, with the current page marked. A link next to
 * the breadcrumbs leads down to the menu on narrow screens; from 1024 px the menu stands beside
 * the content, at its start side, as before.
 */
export function ContextPage({
  t,
  menu,
  current,
  trail,
  title,
  share,
  children,
}: ContextParts & { children: ReactNode }) {
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
