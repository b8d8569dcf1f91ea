import { describe, expect, it, vi } from 'vitest';
import { HttpClientError, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { calculateVehicleLeasing, isInvalidLeasingConfiguration } from './calculate-vehicle-leasing';
import { getSimilarVehicles, similarVehiclesQuery } from './get-similar-vehicles';
import { vehicleListQuery } from './get-vehicle-list';

const api = (body: unknown, status = 200) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  const ctx: ApiContext = {
    locale: 'fr',
    wholesaler: 'kia',
    country: 'ch',
    platform: 'corporate',
    backends: proxiedBackendAddresses(),
    fetch,
  };
  return { ctx, fetch, call: () => fetch.mock.calls[0] as unknown as [string, RequestInit] };
};

describe('core API operations', () => {
  it('address the core base path {locale}/{wholesaler}/{country}/{platform} with the filter as JSON', async () => {
    const { ctx, call } = api({ vehicles: [], totalMatches: 0, currentPage: 1, error: false });
    await getSimilarVehicles(ctx, 100001, { limit: 6 }, 'auto-zentrum-zuerich');
    expect(call()[0]).toBe(
      `/api/core/fr/kia/ch/corporate/detail/100001/similar?locale=fr&filter=${encodeURIComponent('{"limit":6}')}&dealerSlug=auto-zentrum-zuerich`,
    );
  });

  it('key queries [service, operation, locale, ...args]', () => {
    const { ctx } = api({});
    expect(vehicleListQuery(ctx, { page: 2 }, 'x').queryKey).toEqual(['core', 'list', 'fr', 'x', { page: 2 }]);
    expect(similarVehiclesQuery(ctx, 7).queryKey.slice(0, 4)).toEqual(['core', 'similar', 'fr', 7]);
  });

  it('POST the leasing inputs and recognise an invalid configuration', async () => {
    const { ctx, call } = api({ success: false, error: 'invalidConfiguration' }, 400);
    const error = await calculateVehicleLeasing(ctx, 5, { totalRuntime: 99, kmPerYear: 1, downPayment: 0 }).catch((e: unknown) => e);
    expect(call()[1].method).toBe('POST');
    expect(JSON.parse(String(call()[1].body))).toEqual({ totalRuntime: 99, kmPerYear: 1, downPayment: 0 });
    expect(isInvalidLeasingConfiguration(error)).toBe(true);
    expect(isInvalidLeasingConfiguration(new HttpClientError(500, 'x'))).toBe(false);
  });
});
