'use client';

import { LIST_MESSAGES } from '@/lib/admin-lists';

type Props = { page: number; totalPages: number; summary: string; onPage: (page: number) => void };

/** Previous and Next through the api's pages, with where the list is. */
export function ListPager({ page, totalPages, summary, onPage }: Props) {
  return (
    <nav className="admin-pager" aria-label="Pages">
      <p className="admin-pager__summary" aria-live="polite">
        {summary} · {LIST_MESSAGES.pageOf(page, totalPages)}
      </p>
      <div className="admin-pager__buttons">
        <button
          type="button"
          className="button button--quiet"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={page >= totalPages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
