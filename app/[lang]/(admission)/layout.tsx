import type { ReactNode } from 'react';
import { ContextLayout } from '@/components/layout/context-layout';
import { getConfig } from '@/lib/config';
import { pageDictionary } from '@/lib/i18n/server';
import { buildSideMenu } from '@/lib/menus/side-menu';

/** The admission guides share the admission side menu and have no banner (spec §2). */
export default async function AdmissionLayout({ children }: { children: ReactNode }) {
  return (
    <ContextLayout bannerTitle={null} menu={buildSideMenu(await pageDictionary(), { kind: 'admission', vcMessageDeptId: getConfig().vcMessageDeptId })}>
      {children}
    </ContextLayout>
  );
}
