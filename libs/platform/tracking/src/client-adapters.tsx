import { createContext, startTransition, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '@carweb/shared-ui';

/**
 * Client-only adapters (chat, tag manager, call tracking) start in the browser only, never during
 * SSR (they start in effects) and never in unit tests unless a test asks with <ClientAdaptersProvider enabled>.
 */
const ClientAdaptersContext = createContext<boolean>(import.meta.env.MODE !== 'test');

export function ClientAdaptersProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return <ClientAdaptersContext.Provider value={enabled}>{children}</ClientAdaptersContext.Provider>;
}

export function useClientAdaptersEnabled(): boolean {
  return useContext(ClientAdaptersContext);
}

/**
 * Loads a client-only module once the browser is idle after hydration (not in hydration's effects: decision 0032);
 * null until then, during SSR and when adapters are off. Its arrival is a transition: React renders what it changes in
 * slices, never in one long task.
 */
export function useClientModule<T>(load: () => Promise<T>, active = true): T | null {
  const enabled = useClientAdaptersEnabled() && active;
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const cancel = whenIdle(() =>
      load().then(
        (module) => current && startTransition(() => setLoaded(() => module)),
        (error: unknown) => console.error('Client adapter failed to load', error),
      ),
    );
    return () => {
      current = false;
      cancel();
    };
    // the loader is a stable import() thunk
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
  return enabled ? loaded : null;
}

/**
 * A client-only module's component where a page shows it, once loaded (useClientModule). A leaf of its own: its
 * arrival re-renders only this, not the page around it (the list's cards and filters, decision 0054).
 */
export function ClientModule({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const Component = useClientModule(load)?.default;
  return Component ? <Component /> : null;
}
