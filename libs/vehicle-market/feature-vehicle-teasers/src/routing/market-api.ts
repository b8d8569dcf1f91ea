import { useMemo } from 'react';
import { marketApi } from '@carweb/api-core';
import { useApiContext, type ApiContext } from '@carweb/api-http';

/** The API context for vehicle-market calls of the current page (the corporate platform, SPEC §1). */
export function useMarketApi(): ApiContext {
  const api = useApiContext();
  return useMemo(() => marketApi(api), [api]);
}
