import type { ReactNode } from 'react';
import { ContextLayout } from '@/components/layout/context-layout';
import { getProgramme } from '@/lib/appapi/programme';
import { buildSideMenu } from '@/lib/menus/side-menu';
import { readId, type IdParams } from '@/lib/route-params';
import { textOf } from '@/lib/text';

export function generateStaticParams() {
  return [];
}

export default async function ProgrammeLayout({ children, params }: IdParams & { children: ReactNode }) {
  const id = await readId({ params });
  const programme = await getProgramme(id).catch(() => null);
  return (
    <ContextLayout bannerTitle={textOf(programme?.PGM_TITLE) || 'Programme'} menu={buildSideMenu({ kind: 'programme', id })}>
      {children}
    </ContextLayout>
  );
}
