import { createContext, useContext, type ReactNode } from 'react';
import type { BrandConfig } from '@carweb/shared-util-brand';
import type { RouteEnv } from './route-env';

const RouteEnvContext = createContext<RouteEnv | null>(null);

/** Gives components the same env the loaders got: brand, query client, API context per locale. */
export function RouteEnvProvider({ env, children }: { env: RouteEnv; children: ReactNode }) {
  return <RouteEnvContext.Provider value={env}>{children}</RouteEnvContext.Provider>;
}

export function useRouteEnv(): RouteEnv {
  const env = useContext(RouteEnvContext);
  if (!env) throw new Error('useRouteEnv needs a <RouteEnvProvider>');
  return env;
}

/** The env, or null outside the site (a component shown on its own, e.g. in a story). */
export function useOptionalRouteEnv(): RouteEnv | null {
  return useContext(RouteEnvContext);
}

export function useBrand(): BrandConfig {
  return useRouteEnv().brand;
}
