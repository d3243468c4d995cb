import type { ReactNode } from 'react';
import { ContextLayout } from '@/components/layout/context-layout';
import { getBannerTitle } from '@/lib/appapi/site';
import { departmentMenu } from '@/lib/menus/context-menus';
import { asSent } from '@/lib/i18n/sent';
import { pageDictionary } from '@/lib/i18n/server';
import { readId, type IdParams } from '@/lib/route-params';

// Every department page is rendered on its first request and then served from the ISR cache.
export function generateStaticParams() {
  return [];
}

export default async function DepartmentLayout({ children, params }: IdParams & { children: ReactNode }) {
  const id = await readId({ params });
  const t = await pageDictionary();
  const [title, menu] = await Promise.all([getBannerTitle(id).catch(() => ''), departmentMenu(id)]);
  return (
    <ContextLayout bannerTitle={title || t.fallback.department} bannerSent={title ? asSent(t.lang) : undefined} menu={menu}>
      {children}
    </ContextLayout>
  );
}
