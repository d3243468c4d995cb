import type { ReactNode } from 'react';
import { ContextLayout } from '@/components/layout/context-layout';
import { getBannerTitle } from '@/lib/appapi/site';
import { departmentMenu } from '@/lib/menus/context-menus';
import { readId, type IdParams } from '@/lib/route-params';

// Every department page is rendered on its first request and then served from the ISR cache.
export function generateStaticParams() {
  return [];
}

export default async function DepartmentLayout({ children, params }: IdParams & { children: ReactNode }) {
  const id = await readId({ params });
  const [title, menu] = await Promise.all([getBannerTitle(id).catch(() => ''), departmentMenu(id)]);
  return (
    <ContextLayout bannerTitle={title || 'Department'} menu={menu}>
      {children}
    </ContextLayout>
  );
}
