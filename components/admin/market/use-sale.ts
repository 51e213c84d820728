'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { fetchPieces, fetchSaleEvents, piecesPath } from '@/lib/client/manual-orders';
import {
  addCustomLine,
  addPiece,
  changeQuantity,
  removeLine,
  todaysEventId,
  type SaleLine,
} from '@/lib/manual-sale';
import { storeToday } from '@/lib/schemas/events';
import type { ManualPiece } from '@/lib/schemas/manual-order';

/** The lines of a sale being put together, and the moves the screen makes on them. */
export function useSaleLines() {
  const [lines, setLines] = useState<SaleLine[]>([]);
  return {
    lines,
    add: (piece: ManualPiece, size?: ManualPiece['sizes'][number]) =>
      setLines((now) => addPiece(now, piece, size)),
    addCustom: (name: string, priceCents: number) => setLines((now) => addCustomLine(now, name, priceCents)),
    change: (key: string, delta: number) => setLines((now) => changeQuantity(now, key, delta)),
    remove: (key: string) => setLines((now) => removeLine(now, key)),
    clear: () => setLines([]),
  };
}

/** The pieces whose name holds `q`, refreshed after each sale (`refresh`). */
export function usePieces(q: string) {
  const { data, error, mutate } = useSWR(piecesPath(q), fetchPieces, { keepPreviousData: true });
  return { pieces: data?.pieces ?? null, error, refresh: () => mutate() };
}

/** The store's events and the one a sale belongs to: the seller's choice, else the one running today. */
export function useSaleEvent() {
  const { data: events = [] } = useSWR('sale-events', fetchSaleEvents);
  const [chosen, setChosen] = useState<string | null>(null);
  const eventId = chosen ?? todaysEventId(events, storeToday());
  return { events, eventId, choose: setChosen };
}
