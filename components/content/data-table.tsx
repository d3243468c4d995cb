import type { ReactNode } from 'react';
import { FALLBACK } from '@/lib/fallbacks';

export type Column<Row> = {
  header: string;
  /** The cell's content; empty text shows 'N/A' (spec §8). */
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
};

type DataTableProps<Row> = {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  /** Shown instead of the table when there are no rows. */
  empty: string;
};

function isBlank(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && !value.trim());
}

/** A table with column headers, 'N/A' in missing cells and an empty state; scrolls on a phone. */
export function DataTable<Row>({ caption, columns, rows, empty }: DataTableProps<Row>) {
  if (rows.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    // Focusable so that a keyboard can scroll a wide table; named apart from the section that
    // holds it (often titled as the caption), since two regions of one name cannot be told apart.
    <div className="table-scroll" role="region" aria-label={`${caption} (table)`} tabIndex={0}>
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
                return (
                  <td key={column.header} className={column.className}>
                    {isBlank(value) ? <span className="na">{FALLBACK.cell}</span> : value}
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
