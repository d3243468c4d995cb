import type { ReactNode } from 'react';
import type { Dictionary } from '@/lib/i18n/dictionaries';
import { BackendText } from './backend-text';

export type Column<Row> = {
  header: string;
  /** The cell's content; empty text shows 'N/A', in the page's language. */
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
  /** Backend text: marked as sent in a span, so the cell keeps the page's direction. */
  sent?: boolean;
};

type DataTableProps<Row> = {
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

/** A table with headers, 'N/A' in missing cells and an empty state; scrolls on a phone. */
export function DataTable<Row>({ t, caption, columns, rows, empty }: DataTableProps<Row>) {
  if (rows.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    // Focusable so a keyboard can scroll it; named apart from its section, which has the caption's name.
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
                      <BackendText lang={t.lang}>{value}</BackendText>
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
