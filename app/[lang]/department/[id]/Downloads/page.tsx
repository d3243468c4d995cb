import { pageDictionary } from '@/lib/i18n/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { contextTrail } from '@/lib/breadcrumbs';
import { DataTable, type Column } from '@/components/content/data-table';
import { getDownloads } from '@/lib/appapi/department';
import type { DownloadRow } from '@/lib/appapi/types';
import { contextMetadata } from '@/lib/context-metadata';
import { readId, type IdParams } from '@/lib/route-params';
import { textOf } from '@/lib/text';

export async function generateMetadata(props: IdParams) {
  return contextMetadata('/Downloads', await readId(props));
}

const columns: Column<DownloadRow>[] = [
  { header: 'S.No', className: 'num', cell: (_row, index) => index + 1 },
  { header: 'Description', cell: (row) => textOf(row.DOWNLOAD_TITLE) },
  {
    header: 'Action',
    cell: (row) =>
      row.DOWNLOAD_FILE && (
        <a className="button button--small" href={row.DOWNLOAD_FILE} target="_blank" rel="noopener noreferrer">
          Download<span className="visually-hidden"> {textOf(row.DOWNLOAD_TITLE)} (opens in a new tab)</span>
        </a>
      ),
  },
];

export default async function DownloadsPage(props: IdParams) {
  const t = await pageDictionary();
  const id = await readId(props);
  const downloads = await getDownloads(id).catch(() => []);
  return (
    <>
      <Breadcrumbs t={t} trail={await contextTrail('/Downloads', id)} />
      <section aria-labelledby="downloads-heading">
        <h2 id="downloads-heading" className="section-title">Downloads</h2>
        <DataTable caption="Downloads" columns={columns} rows={downloads} empty="There are no downloads at the moment." />
      </section>
    </>
  );
}
