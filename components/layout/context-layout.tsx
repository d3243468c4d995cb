import type { ReactNode } from 'react';
import type { SentAttributes } from '@/lib/i18n/sent';
import type { SideMenu as SideMenuData } from '@/lib/menus/side-menu';
import { PageBanner } from './page-banner';
import { SideMenu } from './side-menu';

type ContextLayoutProps = {
  /** The banner title; pages without a banner pass null and give their own <h1>. */
  bannerTitle: string | null;
  /** Set when the banner shows the backend's name on a page in another language. */
  bannerSent?: SentAttributes;
  menu: SideMenuData | null;
  children: ReactNode;
};

/** The body of a page: optional banner, then the side menu beside the content. */
export function ContextLayout({ bannerTitle, bannerSent, menu, children }: ContextLayoutProps) {
  return (
    <>
      {bannerTitle !== null && <PageBanner title={bannerTitle} {...bannerSent} />}
      <div className={menu ? 'container with-side-menu' : 'container'}>
        {menu && <SideMenu menu={menu} />}
        <div className="page-content">{children}</div>
      </div>
    </>
  );
}
