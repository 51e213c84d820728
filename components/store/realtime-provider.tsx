'use client';

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { withChunkTimeout } from '@/lib/app-shell/lazy-chunk';
import type { InventorySocket } from '@/lib/realtime/inventory-socket';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';

type Listener = (event: InventoryUpdateEvent) => void;
/** A listener and the products it shows (read at each connection, so it may change). */
type Subscribe = (listener: Listener, productIds?: () => readonly string[]) => () => void;

const RealtimeContext = createContext<Subscribe | null>(null);

// The spec connects a second after the page settles; it also spares the server a socket for
// components that mount and unmount at once (React's strict mode does exactly that).
const CONNECT_DELAY_MS = 1_000;

/**
 * Holds the live-stock socket of a store. It opens only while some component listens (a product
 * page), a second after the first one mounts, so browsing the shop costs no connection. The URL comes from the server's configuration.
 */
export function RealtimeProvider({
  url,
  tenantId,
  children,
}: {
  url: string;
  tenantId: string;
  children: ReactNode;
}) {
  const listeners = useRef(new Map<Listener, () => readonly string[]>());
  const socket = useRef<InventorySocket | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const subscribe = useCallback<Subscribe>(
    (listener, productIds = () => []) => {
      listeners.current.set(listener, productIds);
      if (!socket.current && pending.current === undefined) {
        pending.current = setTimeout(() => {
          // The socket client is fetched only now, after the page settled: no part of the first load.
          void withChunkTimeout(import('@/lib/realtime/inventory-socket')).then(({ openInventorySocket }) => {
            // Every listener left while the client loaded: no socket then.
            if (pending.current === undefined || listeners.current.size === 0) return;
            pending.current = undefined;
            socket.current = openInventorySocket({
              url,
              tenantId,
              onUpdate: (event) => listeners.current.forEach((_, notify) => notify(event)),
              followed: () => [...listeners.current.values()].flatMap((ids) => ids()),
            });
          });
        }, CONNECT_DELAY_MS);
      }
      return () => {
        listeners.current.delete(listener);
        if (listeners.current.size > 0) return;
        clearTimeout(pending.current);
        pending.current = undefined;
        socket.current?.close();
        socket.current = null;
      };
    },
    [url, tenantId],
  );

  return <RealtimeContext.Provider value={subscribe}>{children}</RealtimeContext.Provider>;
}

/**
 * Calls `onUpdate` with every stock change of the store while the component is mounted (the
 * basket follows all of its products), and, at each connection, with the current stock of
 * `productIds` (what the component shows). Without a provider nothing arrives.
 */
export function useInventoryUpdates(onUpdate: Listener, productIds: readonly string[] = []): void {
  const subscribe = useContext(RealtimeContext);
  const latest = useRef({ onUpdate, productIds });
  useEffect(() => {
    latest.current = { onUpdate, productIds };
  });
  useEffect(() => {
    if (!subscribe) return;
    const unsubscribe = subscribe(
      (event) => latest.current.onUpdate(event),
      () => latest.current.productIds,
    );
    return unsubscribe;
  }, [subscribe]);
}

/**
 * A product's live stock: `initial` from the page, then each inventoryUpdate for this product.
 * Without a provider (tests, previews) it simply returns `initial`.
 */
export function useInventory(productId: string, initial: number | null): number | null {
  const subscribe = useContext(RealtimeContext);
  const [live, setLive] = useState<{ from: number | null; value: number | null }>({
    from: initial,
    value: initial,
  });
  // A fresh server render (new `initial`) wins over an older live value.
  const current = live.from === initial ? live.value : initial;

  useEffect(() => {
    if (!subscribe) return;
    const unsubscribe = subscribe(
      (event) => {
        if (event.productId === productId) setLive({ from: initial, value: event.newInventory });
      },
      () => [productId],
    );
    return unsubscribe;
  }, [subscribe, productId, initial]);

  return current;
}
