import { sectionPage } from '@/components/layout/section-page';
import type { Column } from '@/components/content/data-table';
import { BackendText } from '@/components/content/backend-text';
import { TableSection } from '@/components/section/table-section';
import { getDownloads } from '@/lib/appapi/department';
import type { DownloadRow } from '@/lib/appapi/types';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { textOf } from '@/lib/appapi/values';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/Downloads', await readId(props));
}

const columns = (t: Dictionary): Column<DownloadRow>[] => [
  {
    header: t.department.downloadColumns.number,
    className: 'num',
    cell: (_row, index) => index + 1,
  },
  {
    header: t.department.downloadColumns.description,
    sent: true,
    cell: (row) => textOf(row.DOWNLOAD_TITLE),
  },
  {
    header: t.department.downloadColumns.action,
    cell: (row) =>
      row.DOWNLOAD_FILE && (
        <a
          className="button button--small"
          href={row.DOWNLOAD_FILE}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.content.download}
          <span className="visually-hidden">
            {' '}
            <BackendText lang={t.lang}>{textOf(row.DOWNLOAD_TITLE)}</BackendText>{' '}
            {t.layout.opensInNewTab}
          </span>
        </a>
      ),
  },
];

export default sectionPage('/Downloads', async ({ t, id }) => {
  const downloads = await getDownloads(id).catch(() => []);
  return (
    <TableSection
      t={t}
      headingId="downloads-heading"
      heading={t.department.downloads}
      columns={columns(t)}
      rows={downloads}
      empty={t.department.downloadsEmpty}
    />
  );
});
