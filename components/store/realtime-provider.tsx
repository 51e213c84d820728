'use client';

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { withChunkTimeout } from '@/lib/app-shell/lazy-chunk';
import type { InventorySocket } from '@/lib/realtime/inventory-socket';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';

type Listener = (event: InventoryUpdateEvent) => void;
type Subscribe = (listener: Listener) => () => void;

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
  const listeners = useRef(new Set<Listener>());
  const socket = useRef<InventorySocket | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const subscribe = useCallback<Subscribe>(
    (listener) => {
      listeners.current.add(listener);
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
              onUpdate: (event) => listeners.current.forEach((notify) => notify(event)),
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
 * basket follows all of its products). Without a provider nothing arrives.
 */
export function useInventoryUpdates(onUpdate: Listener): void {
  const subscribe = useContext(RealtimeContext);
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  });
  useEffect(() => {
    if (!subscribe) return;
    const unsubscribe = subscribe((event) => latest.current(event));
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
    const unsubscribe = subscribe((event) => {
      if (event.productId === productId) setLive({ from: initial, value: event.newInventory });
    });
    return unsubscribe;
  }, [subscribe, productId, initial]);

  return current;
}
