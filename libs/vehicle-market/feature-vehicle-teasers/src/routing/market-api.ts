import { useMemo } from 'react';
import { useApiContext, type ApiContext } from '@carweb/api-http';

/** SPEC §1: vehicle-market pages map to the corporate platform, whatever platform the brand site has. */
export function marketApi(api: ApiContext): ApiContext {
  return api.platform === 'corporate' ? api : { ...api, platform: 'corporate' };
}

/** The API context for vehicle-market calls of the current page. */
export function useMarketApi(): ApiContext {
  const api = useApiContext();
  return useMemo(() => marketApi(api), [api]);
}
