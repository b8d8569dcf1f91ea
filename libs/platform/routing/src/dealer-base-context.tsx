import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { dealerPagePath, type DealerBase } from './dealer-path';
import type { RouteKey } from './route-segments';

const DealerBaseContext = createContext<DealerBase | null>(null);

export function DealerBaseProvider({ value, children }: { value: DealerBase; children: ReactNode }) {
  return <DealerBaseContext.Provider value={value}>{children}</DealerBaseContext.Provider>;
}

/** The current dealer's base: brand, locale, slug and whether URLs carry a language prefix. */
export function useDealerBase(): DealerBase {
  const base = useContext(DealerBaseContext);
  if (!base) throw new Error('useDealerBase is only available below a dealer route');
  return base;
}

/** Builds every internal dealer URL; nobody concatenates localized paths by hand. */
export function useDealerHref() {
  const base = useDealerBase();
  return useCallback((key?: RouteKey, ...rest: (string | number)[]) => dealerPagePath(base, key, ...rest), [base]);
}
