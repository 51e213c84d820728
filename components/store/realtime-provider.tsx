'use client';

import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { openInventorySocket, type InventorySocket } from '@/lib/realtime/inventory-socket';
import type { InventoryUpdateEvent } from '@/lib/schemas/product';

type Listener = (event: InventoryUpdateEvent) => void;
type Subscribe = (listener: Listener) => () => void;

const RealtimeContext = createContext<Subscribe | null>(null);

/**
 * Holds the live-stock socket of a store. It opens only while some component listens (a product
 * page), so browsing the shop costs no connection. The URL comes from the server's configuration.
 */
export function RealtimeProvider({ url, tenantId, children }: { url: string; tenantId: string; children: ReactNode }) {
  const listeners = useRef(new Set<Listener>());
  const socket = useRef<InventorySocket | null>(null);

  const subscribe = useCallback<Subscribe>(
    (listener) => {
      listeners.current.add(listener);
      socket.current ??= openInventorySocket({
        url,
        tenantId,
        onUpdate: (event) => listeners.current.forEach((notify) => notify(event)),
      });
      return () => {
        listeners.current.delete(listener);
        if (listeners.current.size === 0) {
          socket.current?.close();
          socket.current = null;
        }
      };
    },
    [url, tenantId],
  );

  return <RealtimeContext.Provider value={subscribe}>{children}</RealtimeContext.Provider>;
}

/**
 * A product's live stock: `initial` from the page, then each inventoryUpdate for this product.
 * Without a provider (tests, previews) it simply returns `initial`.
 */
export function useInventory(productId: string, initial: number | null): number | null {
  const subscribe = useContext(RealtimeContext);
  const [live, setLive] = useState<{ from: number | null; value: number | null }>({ from: initial, value: initial });
  // A fresh server render (new `initial`) wins over an older live value.
  const current = live.from === initial ? live.value : initial;

  useEffect(() => {
    if (!subscribe) return;
    return subscribe((event) => {
      if (event.productId === productId) setLive({ from: initial, value: event.newInventory });
    });
  }, [subscribe, productId, initial]);

  return current;
}
