import { createContext, useContext, type ReactNode } from 'react';
import type { BackendAddresses, BackendService } from './backend-addresses';
import { buildUrl, request, type HttpClientConfig, type RequestOptions } from './http-client';
import type { ResponseCache } from './response-cache';
import type { z } from 'zod';

/** Everything an API operation needs to address a backend for one visitor and language. */
export interface ApiContext extends HttpClientConfig {
  backends: BackendAddresses;
  wholesaler: string;
  country: string;
  platform: string;
  /** the server's shared cache of slow-changing answers (never in the browser, decision 0023) */
  responseCache?: ResponseCache;
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
  const base = ctx.backends[service];
  const cache = ctx.responseCache;
  const policy = cache && (options.method ?? 'GET') === 'GET' && options.body === undefined ? cache.policyFor(service, path) : undefined;
  if (!cache || !policy) return request(ctx, base, path, options);
  // shared by every visitor: one visitor leaving does not cancel the call the others wait for
  const url = buildUrl(base, path, { locale: ctx.locale, ...options.query });
  return cache.get(url, policy, () => request(ctx, base, path, { ...options, signal: undefined }));
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
