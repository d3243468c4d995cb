import type { ReactNode } from 'react';
import { ContextLayout } from '@/components/layout/context-layout';
import { getBannerTitle } from '@/lib/appapi/site';
import { facultyMenu } from '@/lib/menus/context-menus';
import { readId, type IdParams } from '@/lib/route-params';

export function generateStaticParams() {
  return [];
}

export default async function FacultyLayout({ children, params }: IdParams & { children: ReactNode }) {
  const id = await readId({ params });
  const [title, menu] = await Promise.all([getBannerTitle(id).catch(() => ''), facultyMenu(id)]);
  return (
    <ContextLayout bannerTitle={title || 'Faculty'} menu={menu}>
      {children}
    </ContextLayout>
  );
}
