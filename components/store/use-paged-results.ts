'use client';

import { useEffect, useState } from 'react';
import { isClientError, type ClientResult } from '@/lib/client/bff-call';
import type { Product } from '@/lib/schemas/product';

/** One page of results, and where the next one starts (null after the last). */
export type ResultsPage<At> = { products: Product[]; next: At | null };

type Shown<At> = { products: Product[]; next: At | null } | { error: string };

/**
 * Results read a page at a time: the first page (`loadPage(null)`) when the component mounts, the
 * next one appended below on `showMore`. The loader is fixed for the component's life (its callers
 * are keyed by what they show, so a new search or filter starts again from its first page). A page
 * that fails keeps what is already shown; the api's message shows when nothing is.
 */
export function usePagedResults<At>(loadPage: (at: At | null) => Promise<ClientResult<ResultsPage<At>>>) {
  const [load] = useState(() => loadPage);
  // A new object each time, so asking again for a page that failed loads it again.
  const [asked, setAsked] = useState<{ at: At | null }>({ at: null });
  const [shown, setShown] = useState<Shown<At> | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    const { at } = asked;
    void load(at).then((answer) => {
      if (!current) return;
      setLoading(false);
      if (isClientError(answer)) return setShown((before) => before ?? { error: answer.error });
      setShown((before) => ({
        products: [
          ...(at !== null && before && 'products' in before ? before.products : []),
          ...answer.products,
        ],
        next: answer.next,
      }));
    });
    return () => {
      current = false;
    };
  }, [load, asked]);

  const next = shown && 'next' in shown ? shown.next : null;
  const showMore =
    next === null
      ? null
      : () => {
          setLoading(true);
          setAsked({ at: next });
        };
  return {
    /** The pieces shown so far, or null until the first page came (or if it failed). */
    products: shown && 'products' in shown ? shown.products : null,
    error: shown && 'error' in shown ? shown.error : null,
    loading,
    /** Loads the next page below; null when there is none. */
    showMore,
  };
}
