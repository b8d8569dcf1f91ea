import { createContext, useContext, type ReactNode } from 'react';
import type { BackendAddresses, BackendService } from './backend-addresses';
import { buildUrl, request, type HttpClientConfig, type RequestOptions } from './http-client';
import type { CachePolicy, ResponseCache } from './response-cache';
import type { z } from 'zod';

/** Everything an API operation needs to address a backend for one visitor and language. */
export interface ApiContext extends HttpClientConfig {
  backends: BackendAddresses;
  wholesaler: string;
  country: string;
  platform: string;
  /** the server's shared cache of slow-changing answers (never in the browser, decision 0023) */
  responseCache?: ResponseCache;
  /**
   * The content tool's editing frame (SPEC §4, decision 0038): content calls ask for unpublished and scheduled content.
   * Set only for a verified preview session; `key` is the content service's preview key, known to the server only (the
   * browser's calls get it from the site's proxy, for a verified session only).
   */
  contentPreview?: { key?: string };
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
  // the editing frame's unpublished content never enters the shared cache (decision 0038)
  const shareable = (options.method ?? 'GET') === 'GET' && options.body === undefined && !(service === 'content' && ctx.contentPreview);
  const policy = cache && shareable ? cache.policyFor(service, path) : undefined;
  if (!cache || !policy) return request(ctx, base, path, options);
  // shared by every visitor: one visitor leaving does not cancel the call the others wait for
  const url = buildUrl(base, path, { locale: ctx.locale, ...options.query });
  return cache.get(url, policy, () => request(ctx, base, path, { ...options, signal: undefined }));
}

/**
 * A value derived from backend answers (e.g. a market price from several vehicle lists), shared by every visitor
 * on the server under `key` for the policy's ttl, like the shared answers of decision 0023; without the shared
 * cache (browser, `BACKEND_CACHE=off`) it is loaded per call. `load` must not depend on one visitor's request.
 */
export function sharedValue<T>(ctx: ApiContext, key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
  return ctx.responseCache ? ctx.responseCache.get(key, policy, load) : load();
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
