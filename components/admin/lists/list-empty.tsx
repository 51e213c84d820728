'use client';

import { LIST_MESSAGES } from '@/lib/admin-lists';

type Props = {
  /** Rows the list holds in all; above zero, the page asked for lies past the end. */
  total: number;
  query: string;
  things: string;
  onFirstPage: () => void;
  onClearSearch: () => void;
};

/** A page without rows: past the end, no match for the search, or nothing yet. */
export function ListEmpty({ total, query, things, onFirstPage, onClearSearch }: Props) {
  return (
    <div className="admin-list__message admin-empty" data-testid="list-empty">
      <p>
        {total > 0
          ? LIST_MESSAGES.pastTheEnd
          : query
            ? LIST_MESSAGES.noMatch(things, query)
            : LIST_MESSAGES.noneYet(things)}
      </p>
      {total > 0 ? (
        <button type="button" className="button" onClick={onFirstPage}>
          {LIST_MESSAGES.firstPage}
        </button>
      ) : (
        query && (
          <button type="button" className="button" onClick={onClearSearch}>
            {LIST_MESSAGES.clearSearch}
          </button>
        )
      )}
    </div>
  );
}
