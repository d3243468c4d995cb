import type { ReactNode } from 'react';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { Sent } from './sent-text';

export type Column<Row> = {
  header: string;
  /** The cell's content; empty text shows 'N/A' (spec §8), in the page's language. */
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
  /**
   * The cell shows backend text: marked as sent (lang="en" dir="ltr") on pages in other
   * languages, in a span, so that the cell itself keeps the page's direction and alignment.
   */
  sent?: boolean;
};

type DataTableProps<Row> = {
  /** The page's dictionary: its headers are the page's, its backend cells are marked as sent. */
  t: Dictionary;
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  /** Shown instead of the table when there are no rows. */
  empty: string;
};

function isBlank(value: ReactNode): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === 'string' && !value.trim())
  );
}

/**
 * A table with column headers, 'N/A' in missing cells and an empty state; scrolls on a phone.
 * On a right-to-left page its columns run from the right, headers first, as the page reads.
 */
export function DataTable<Row>({ t, caption, columns, rows, empty }: DataTableProps<Row>) {
  if (rows.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    // Focusable so that a keyboard can scroll a wide table; named apart from the section that
    // holds it (often titled as the caption), since two regions of one name cannot be told apart.
    <div
      className="table-scroll"
      role="region"
      aria-label={t.content.tableRegion(caption)}
      tabIndex={0}
    >
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => {
                const value = column.cell(row, index);
                // 'N/A' is the page's own text, never marked as sent.
                return (
                  <td key={column.header} className={column.className}>
                    {isBlank(value) ? (
                      <span className="na">{t.fallback.cell}</span>
                    ) : column.sent ? (
                      <Sent lang={t.lang}>{value}</Sent>
                    ) : (
                      value
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
