import { createContext, useContext, type ReactNode } from 'react';
import type { BackendAddresses, BackendService } from './backend-addresses';
import { request, type HttpClientConfig, type RequestOptions } from './http-client';
import type { z } from 'zod';

/** Everything an API operation needs to address a backend for one visitor and language. */
export interface ApiContext extends HttpClientConfig {
  backends: BackendAddresses;
  wholesaler: string;
  country: string;
  platform: string;
}

/** Core API base path: {locale}/{wholesaler}/{country}/{platform} (SPEC §7). */
export function corePath(ctx: ApiContext, path: string): string {
  return `${ctx.locale}/${ctx.wholesaler}/${ctx.country}/${ctx.platform}/${path}`;
}

export function callService<T extends z.ZodTypeAny = z.ZodUnknown>(
  ctx: ApiContext,
  service: BackendService,
  path: string,
  options: RequestOptions<T>,
): Promise<z.infer<T>> {
  return request(ctx, ctx.backends[service], path, options);
}

const ApiContextReact = createContext<ApiContext | null>(null);

export function ApiContextProvider({ value, children }: { value: ApiContext; children: ReactNode }) {
  return <ApiContextReact.Provider value={value}>{children}</ApiContextReact.Provider>;
}

export function useApiContext(): ApiContext {
  const ctx = useContext(ApiContextReact);
  if (!ctx) throw new Error('useApiContext needs an <ApiContextProvider>');
  return ctx;
}
