'use client';

import type { ReactNode } from 'react';
import useSWR from 'swr';
import { LIST_MESSAGES, listApiQuery, nextSort, type ListDefaults, type ListState } from '@/lib/admin-lists';
import { pageFetcher } from '@/lib/client/admin-catalog';
import { MESSAGES } from '@/lib/messages';
import { ListEmpty } from './list-empty';
import { ListPager } from './list-pager';
import { ListSearch } from './list-search';
import { ListSortSelect } from './list-sort-select';
import { ListTable } from './list-table';
import { useListState } from './use-list-state';

export type ListColumn<Row, S extends string> = {
  id: string;
  header: string;
  /** The api's sort this column's header asks for; none: not sortable. */
  sort?: S;
  cell: (row: Row) => ReactNode;
  /** Numbers and money line up on the right. */
  numeric?: boolean;
  /** The row's title: on a phone, the heading of its card. */
  primary?: boolean;
};

type Page<Row> = { items: Row[]; page: number; pageSize: number; total: number; totalPages: number };
type Parser<Row> = { safeParse: (value: unknown) => { success: true; data: Page<Row> } | { success: false } };

type Props<Row, S extends string> = {
  /** The list's name for assistive technology ("Customers"). */
  label: string;
  /** The api's path for the pages (`/api/admin/customers`). */
  endpoint: string;
  schema: Parser<Row>;
  sorts: readonly S[];
  defaults: ListDefaults<S>;
  columns: ListColumn<Row, S>[];
  rowKey: (row: Row) => string;
  /** "customers": the empty and no-match texts name them. */
  things: string;
  searchLabel: string;
  /** Filters beside the search, given the state and a way to change it. */
  filters?: (state: ListState<S>, update: (changes: Partial<ListState<S>>) => void) => ReactNode;
};

/**
 * One owner list (spec §2): a debounced search, sortable column headers and server paging, all
 * kept in the address so a reload or Back shows the same rows. Each page is asked of the api; the
 * rows on screen stay while the next page loads. On a phone each row becomes a card.
 */
export function AdminList<Row, S extends string>({
  label,
  endpoint,
  schema,
  sorts,
  defaults,
  columns,
  rowKey,
  things,
  searchLabel,
  filters,
}: Props<Row, S>) {
  const { state, update } = useListState(sorts, defaults);
  const key = `${endpoint}?${listApiQuery(state)}`;
  const { data, error, isLoading, isValidating, mutate } = useSWR(key, pageFetcher(schema), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });

  const from = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? Math.min(data.page * data.pageSize, data.total) : 0;

  return (
    <section className="admin-list" aria-label={label}>
      <div className="admin-list__toolbar">
        <ListSearch label={searchLabel} value={state.q} onSearch={(q) => update({ q, page: 1 }, 'replace')} />
        {filters?.(state, (changes) => update({ ...changes, page: 1 }))}
        <ListSortSelect
          columns={columns}
          sort={state.sort}
          dir={state.dir}
          onSort={(sort, dir) => update({ sort, dir, page: 1 })}
        />
      </div>

      {error && !data ? (
        <div role="alert" className="notice notice--error admin-list__message">
          <p>{LIST_MESSAGES.loadFailed}</p>
          <button type="button" className="button" onClick={() => void mutate()}>
            {LIST_MESSAGES.retry}
          </button>
        </div>
      ) : isLoading && !data ? (
        <p role="status" className="admin-status">
          {MESSAGES.loading}
        </p>
      ) : data && data.items.length === 0 ? (
        <ListEmpty
          total={data.total}
          query={state.q}
          things={things}
          onFirstPage={() => update({ page: 1 })}
          onClearSearch={() => update({ q: '', page: 1 }, 'replace')}
        />
      ) : data ? (
        <>
          {error && (
            <p role="alert" className="notice notice--error">
              {LIST_MESSAGES.loadFailed}
            </p>
          )}
          <ListTable
            caption={`${label}, ${LIST_MESSAGES.showing(from, to, data.total)}`}
            columns={columns}
            rows={data.items}
            rowKey={rowKey}
            sort={state.sort}
            dir={state.dir}
            busy={isValidating}
            onSort={(sort) => update({ ...nextSort(state, sort), page: 1 })}
          />
          <ListPager
            page={data.page}
            totalPages={data.totalPages}
            summary={LIST_MESSAGES.showing(from, to, data.total)}
            onPage={(page) => update({ page })}
          />
        </>
      ) : null}
    </section>
  );
}
