'use client';

import type { SortDirection } from '@/lib/schemas/admin-list';
import type { ListColumn } from './admin-list';

type Props<Row, S extends string> = {
  columns: ListColumn<Row, S>[];
  sort: S;
  dir: SortDirection;
  onSort: (sort: S, dir: SortDirection) => void;
};

/** "Sort by": each sortable column ascending and descending, for screens without the headers. */
export function ListSortSelect<Row, S extends string>({ columns, sort, dir, onSort }: Props<Row, S>) {
  const sortable = columns.filter((column): column is ListColumn<Row, S> & { sort: S } =>
    Boolean(column.sort),
  );
  return (
    <label className="admin-list__sort-select">
      <span className="field__label">Sort by</span>
      <select
        className="input"
        value={`${sort}:${dir}`}
        onChange={(event) => {
          const [nextSort, nextDir] = event.target.value.split(':') as [S, SortDirection];
          onSort(nextSort, nextDir);
        }}
      >
        {sortable.flatMap((column) => [
          <option
            key={`${column.sort}:asc`}
            value={`${column.sort}:asc`}
            aria-label={`${column.header}, ascending`}
          >
            {column.header} ↑
          </option>,
          <option
            key={`${column.sort}:desc`}
            value={`${column.sort}:desc`}
            aria-label={`${column.header}, descending`}
          >
            {column.header} ↓
          </option>,
        ])}
      </select>
    </label>
  );
}
