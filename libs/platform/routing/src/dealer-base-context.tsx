import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { DealerLocales } from './dealer-locale-rules';
import { dealerPagePath, type DealerBase } from './dealer-path';
import type { RouteKey } from './route-segments';

/** The dealer base of every URL plus the dealer's languages. */
export type DealerRouteData = DealerBase & DealerLocales;

/**
 * What the dealer route's loader resolves: the dealer base without the brand, which the browser has once (the page
 * data's brand config, the route env): the loader data travels in the page data of every dealer page (decision 0023).
 */
export type DealerRouteLoaderData = Omit<DealerRouteData, 'brand'>;

const DealerBaseContext = createContext<DealerRouteData | null>(null);

export function DealerBaseProvider({ value, children }: { value: DealerRouteData; children: ReactNode }) {
  return <DealerBaseContext.Provider value={value}>{children}</DealerBaseContext.Provider>;
}

/** The current dealer's base: brand, locale, slug, languages and whether URLs carry a language prefix. */
export function useDealerBase(): DealerRouteData {
  const base = useContext(DealerBaseContext);
  if (!base) throw new Error('useDealerBase is only available below a dealer route');
  return base;
}

/** The dealer base when the page is below a dealer route, else null (site pages, 404 outside a dealer). */
export function useOptionalDealerBase(): DealerRouteData | null {
  return useContext(DealerBaseContext);
}

/** Builds every internal dealer URL; nobody concatenates localized paths by hand. */
export function useDealerHref() {
  const base = useDealerBase();
  return useCallback((key?: RouteKey, ...rest: (string | number)[]) => dealerPagePath(base, key, ...rest), [base]);
}
