'use client';

import type { SortDirection } from '@/lib/schemas/admin-list';
import type { ListColumn } from './admin-list';

type Props<Row, S extends string> = {
  caption: string;
  columns: ListColumn<Row, S>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  sort: S;
  dir: SortDirection;
  busy: boolean;
  /** A sortable column's header was pressed. */
  onSort: (sort: S) => void;
};

const ariaSort = (active: boolean, dir: SortDirection) =>
  active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none';

/** One page of an owner list as a table whose sortable headers are buttons. */
export function ListTable<Row, S extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  dir,
  busy,
  onSort,
}: Props<Row, S>) {
  return (
    <table className="admin-table" aria-busy={busy} data-testid="admin-list-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              className={column.numeric ? 'admin-table__numeric' : undefined}
              aria-sort={column.sort ? ariaSort(sort === column.sort, dir) : undefined}
            >
              {column.sort ? (
                <button type="button" className="admin-table__sort" onClick={() => onSort(column.sort!)}>
                  {column.header}
                  <span className="admin-table__sort-mark" aria-hidden="true">
                    {sort === column.sort ? (dir === 'asc' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              ) : (
                column.header
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-testid="admin-list-row">
            {columns.map((column) => (
              <td
                key={column.id}
                data-label={column.header}
                className={
                  [column.numeric && 'admin-table__numeric', column.primary && 'admin-table__primary']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
