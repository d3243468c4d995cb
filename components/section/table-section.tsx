import { DataTable, type Column } from '@/components/content/data-table';
import type { Dictionary } from '@/lib/i18n/dictionaries';

type TableSectionProps<Row> = {
  t: Dictionary;
  /** The heading's element id, which names the section. */
  headingId: string;
  heading: string;
  /** The table's caption, when it is not the heading. */
  caption?: string;
  columns: Column<Row>[];
  rows: Row[];
  empty: string;
};

/** A department's table (downloads, publications, projects, staff) under its heading. */
export function TableSection<Row>({
  t,
  headingId,
  heading,
  caption = heading,
  columns,
  rows,
  empty,
}: TableSectionProps<Row>) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {heading}
      </h2>
      <DataTable t={t} caption={caption} columns={columns} rows={rows} empty={empty} />
    </section>
  );
}
