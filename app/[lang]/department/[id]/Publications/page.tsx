import { pageDictionary } from '@/lib/i18n/server';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { contextTrail } from '@/lib/breadcrumbs';
import { DataTable, type Column } from '@/components/content/data-table';
import { getPublications } from '@/lib/appapi/department';
import type { PublicationRow } from '@/lib/appapi/types';
import { contextMetadata } from '@/lib/context-metadata';
import { readId, type IdParams } from '@/lib/route-params';
import { textOf } from '@/lib/text';

export async function generateMetadata(props: IdParams) {
  return contextMetadata('/Publications', await readId(props));
}

const columns: Column<PublicationRow>[] = [
  { header: 'Title', cell: (row) => textOf(row.PUB_TITLE) },
  { header: 'Author(s)', cell: (row) => textOf(row.PUB_BY) },
  { header: 'Publication ID', cell: (row) => textOf(row.PUB_NO) },
  { header: 'Year', className: 'num', cell: (row) => textOf(row.PUB_YEAR) },
  {
    header: 'Actions',
    // The spec's Download button has no action attached; it says so rather than doing nothing silently.
    cell: () => (
      <button type="button" className="button button--small" aria-disabled="true" title="Full text is available from the department on request">
        Download
      </button>
    ),
  },
];

export default async function PublicationsPage(props: IdParams) {
  const t = await pageDictionary();
  const id = await readId(props);
  const publications = await getPublications(id).catch(() => []);
  return (
    <>
      <Breadcrumbs t={t} trail={await contextTrail('/Publications', id)} />
      <section aria-labelledby="publications-heading">
        <h2 id="publications-heading" className="section-title">Publications</h2>
        <DataTable caption="Publications" columns={columns} rows={publications} empty="No publications have been listed yet." />
      </section>
    </>
  );
}
