/**
 * `next/navigation` over jsdom's real history, for screens that keep their state in the address:
 * the router writes to history and `useSearchParams` reads it back as a real one would.
 * `jest.mock('next/navigation', () => jest.requireActual('../support/history-navigation'));`
 */
import { useMemo, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const go = (method: 'pushState' | 'replaceState') => (href: string) => {
  window.history[method](null, '', href);
  listeners.forEach((listener) => listener());
};
const router = { push: jest.fn(go('pushState')), replace: jest.fn(go('replaceState')), refresh: jest.fn() };

export const useRouter = () => router;
export const usePathname = () => window.location.pathname;
export const useSearchParams = () => {
  const search = useSyncExternalStore(subscribe, () => window.location.search);
  return useMemo(() => new URLSearchParams(search), [search]);
};
/** Tells the screen the address changed (after a test moved history itself). */
export const __notify = () => listeners.forEach((listener) => listener());
