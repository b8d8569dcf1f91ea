import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { PAYMENT_STATUS_POLL_MS, paymentStatusPollInterval, paymentStatusQuery } from './get-payment-status';

describe('payment status', () => {
  it('is fetched for the payment session', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: 'AUTHORIZED', paymentSessionId: 'ps-1' }), { status: 200 }));
    const ctx: ApiContext = {
      locale: 'de',
      wholesaler: 'kia',
      country: 'ch',
      platform: 'partnerweb',
      backends: proxiedBackendAddresses(),
      fetch,
    };
    expect(await new QueryClient().fetchQuery(paymentStatusQuery(ctx, 'ps-1'))).toEqual({ status: 'AUTHORIZED', paymentSessionId: 'ps-1' });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/payment/payment-status/ps-1?locale=de');
  });

  it('is polled while PENDING and no longer once decided', () => {
    expect(paymentStatusPollInterval('PENDING')).toBe(PAYMENT_STATUS_POLL_MS);
    expect(paymentStatusPollInterval('AUTHORIZED')).toBe(false);
    expect(paymentStatusPollInterval(undefined)).toBe(false);
  });
});
