import { useSyncExternalStore } from 'react';

/**
 * The configuration a visitor has just clicked (its URL's search), before the router has navigated to it. Only the
 * price reads it (`useLiveConfiguration`), so a click re-renders the price alone, at once; the steps follow with the
 * navigation (decision 0035). A store of the page's module: the server never sets it.
 */
let pending: string | null = null;
const listeners = new Set<() => void>();

export function setPendingChoice(search: string | null): void {
  if (search === pending) return;
  pending = search;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePendingChoice(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}
