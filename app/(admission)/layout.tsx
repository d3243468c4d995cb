import type { ReactNode } from 'react';
import { ContextLayout } from '@/components/layout/context-layout';
import { getConfig } from '@/lib/config';
import { buildSideMenu } from '@/lib/menus/side-menu';

/** The admission guides share the admission side menu and have no banner (spec §2). */
export default function AdmissionLayout({ children }: { children: ReactNode }) {
  return (
    <ContextLayout bannerTitle={null} menu={buildSideMenu({ kind: 'admission', vcMessageDeptId: getConfig().vcMessageDeptId })}>
      {children}
    </ContextLayout>
  );
}
