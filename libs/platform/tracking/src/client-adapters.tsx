import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
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
 * null until then, during SSR and when adapters are off.
 */
export function useClientModule<T>(load: () => Promise<T>, active = true): T | null {
  const enabled = useClientAdaptersEnabled() && active;
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const cancel = whenIdle(() =>
      load().then(
        (module) => current && setLoaded(() => module),
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
