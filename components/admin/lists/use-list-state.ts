'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { listQueryString, readListState, type ListDefaults, type ListState } from '@/lib/admin-lists';

/**
 * A list's state, read from and written to the page's query string. Sorting and paging add a
 * history entry (Back returns to the previous page or order); typing a search replaces it.
 */
export function useListState<S extends string>(sorts: readonly S[], defaults: ListDefaults<S>) {
  const params = useSearchParams();
  const pathname = usePathname() ?? '';
  const router = useRouter();
  const search = params?.toString() ?? '';
  const state = useMemo(
    () => readListState(new URLSearchParams(search), sorts, defaults),
    [search, sorts, defaults],
  );

  const update = useCallback(
    (changes: Partial<ListState<S>>, history: 'push' | 'replace' = 'push') => {
      const next = listQueryString({ ...state, ...changes }, defaults);
      if (next === search) return;
      const href = next ? `${pathname}?${next}` : pathname;
      if (history === 'push') router.push(href, { scroll: false });
      else router.replace(href, { scroll: false });
    },
    [state, defaults, search, pathname, router],
  );

  return { state, update };
}
