import { sectionPage } from '@/components/layout/section-page';
import type { Column } from '@/components/content/data-table';
import { TableSection } from '@/components/section/table-section';
import { getPublications } from '@/lib/appapi/department';
import type { PublicationRow } from '@/lib/appapi/types';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { readId, type IdParams } from '@/lib/routing/route-params';
import { sectionMetadata } from '@/lib/seo/section-metadata';
import { textOf } from '@/lib/appapi/values';

export async function generateMetadata(props: IdParams) {
  return sectionMetadata('/Publications', await readId(props));
}

const columns = (t: Dictionary): Column<PublicationRow>[] => [
  {
    header: t.department.publicationColumns.title,
    sent: true,
    cell: (row) => textOf(row.PUB_TITLE),
  },
  {
    header: t.department.publicationColumns.authors,
    sent: true,
    cell: (row) => textOf(row.PUB_BY),
  },
  { header: t.department.publicationColumns.id, sent: true, cell: (row) => textOf(row.PUB_NO) },
  {
    header: t.department.publicationColumns.year,
    className: 'num',
    sent: true,
    cell: (row) => textOf(row.PUB_YEAR),
  },
  {
    header: t.department.publicationColumns.actions,
    // The Download button has no action (docs/behaviour.md, /Publications): it says why.
    cell: () => (
      <button
        type="button"
        className="button button--small"
        aria-disabled="true"
        title={t.department.publicationOnRequest}
      >
        {t.content.download}
      </button>
    ),
  },
];

export default sectionPage('/Publications', async ({ t, id }) => {
  const publications = await getPublications(id).catch(() => []);
  return (
    <TableSection
      t={t}
      headingId="publications-heading"
      heading={t.department.publications}
      columns={columns(t)}
      rows={publications}
      empty={t.department.publicationsEmpty}
    />
  );
});
