import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { PAYMENT_STATUS_POLL_MS, paymentStatusQuery } from './get-payment-status';

const api = (status: string): ApiContext => ({
  locale: 'de', wholesaler: 'kia', country: 'ch', platform: 'partnerweb', backends: proxiedBackendAddresses(),
  fetch: vi.fn(async () => new Response(JSON.stringify({ status, paymentSessionId: 'ps-1' }), { status: 200 })),
});

describe('payment status', () => {
  it('is polled while PENDING and no longer once decided', async () => {
    for (const [status, interval] of [['PENDING', PAYMENT_STATUS_POLL_MS], ['AUTHORIZED', false]] as const) {
      const client = new QueryClient();
      const options = paymentStatusQuery(api(status), 'ps-1');
      await client.fetchQuery(options);
      const query = client.getQueryCache().find({ queryKey: options.queryKey })!;
      const refetchInterval = options.refetchInterval as (q: typeof query) => number | false;
      expect(refetchInterval(query)).toBe(interval);
    }
  });
});
