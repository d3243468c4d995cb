import type { ReactNode } from 'react';
import { ContextLayout } from '@/components/layout/context-layout';
import { getProgramme } from '@/lib/appapi/programme';
import { buildSideMenu } from '@/lib/menus/side-menu';
import { asSent } from '@/lib/i18n/sent';
import { pageDictionary } from '@/lib/i18n/server';
import { readId, type IdParams } from '@/lib/route-params';
import { textOf } from '@/lib/text';

export function generateStaticParams() {
  return [];
}

export default async function ProgrammeLayout({ children, params }: IdParams & { children: ReactNode }) {
  const id = await readId({ params });
  const t = await pageDictionary();
  const programme = await getProgramme(id).catch(() => null);
  return (
    <ContextLayout
      bannerTitle={textOf(programme?.PGM_TITLE) || t.pages['/ProHome']}
      bannerSent={textOf(programme?.PGM_TITLE) ? asSent(t.lang) : undefined}
      menu={buildSideMenu(t, { kind: 'programme', id })}
    >
      {children}
    </ContextLayout>
  );
}
