import { PageBreadcrumbs } from '@/components/layout/breadcrumbs';
import { pageDictionary } from '@/lib/i18n/server';
import { OFFLINE_STRINGS_ID, SAVED_PAGES_MARK } from '@/lib/offline/offline-page';
import type { OfflineStrings } from '@/lib/offline/saved-copy';
import { pageMetadata } from '@/lib/seo/metadata';

// Only the site's languages (app/[lang]/layout.tsx): any other first segment is a 404, never rendered.
export const dynamicParams = false;

// The offline page (docs/behaviour.md, /offline), precached by the service worker in each language
// and shown for a page never opened while the network is gone. The worker writes the pages saved on
// the phone into the marked block (lib/offline/offline-page.ts) and takes the words it writes, here
// and on saved copies, from the JSON block: the dictionary stays their one home and the worker
// carries no text of its own. Opened as a page, with the worker, it lists them too; without it, it
// says that nothing is saved yet, which is then true.

export async function generateMetadata() {
  const t = await pageDictionary();
  return pageMetadata(t, {
    title: t.offline.title,
    description: t.offline.text,
    path: '/offline',
    indexable: false,
  });
}

export default async function OfflinePage() {
  const t = await pageDictionary();
  const o = t.offline;
  const strings: OfflineStrings = {
    noticeLabel: o.noticeLabel,
    noticeLead: o.noticeLead,
    notice: o.notice,
    retry: o.retry,
    savedOn: o.savedOn,
  };
  return (
    <div className="container page-content">
      <PageBreadcrumbs t={t} path="/offline" />
      <h1 className="page-title">{o.title}</h1>
      <p className="lead-text">{o.text}</p>
      <p>{o.hint}</p>
      <section aria-labelledby="saved-pages-title">
        <h2 id="saved-pages-title" className="section-title">
          {o.savedTitle}
        </h2>
        <div {...{ [SAVED_PAGES_MARK]: 'list' }}>
          <p>{o.noneSaved}</p>
        </div>
      </section>
      <script
        type="application/json"
        id={OFFLINE_STRINGS_ID}
        dangerouslySetInnerHTML={{ __html: JSON.stringify(strings).replace(/</g, '\\u003c') }}
      />
    </div>
  );
}
