import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { ApiContext } from '@carweb/api-http';
import type { BrandConfig, Locale } from '@carweb/shared-util-brand';
import type { DealerBase } from './dealer-path';

/** What every route loader of one render (server request or browser session) shares. */
export interface RouteEnv {
  brand: BrandConfig;
  queryClient: QueryClient;
  api(locale: Locale): ApiContext;
  /** scheme and host the visitor sees (canonical and hreflang URLs); absent in unit tests */
  origin?: string;
}

export interface PageLoaderArgs {
  request: Request;
  params: Params;
  env: RouteEnv;
  locale: Locale;
  api: ApiContext;
  /** below a dealer: its base path parts, as the route tree matched them (with or without language prefix) */
  dealer?: DealerBase;
}
