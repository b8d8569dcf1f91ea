import { describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { submitEmilfreyNewsletter } from './submit-emilfrey-newsletter';
import { submitMultileaseChangeName } from './submit-multilease-change-name';

const api = () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, leadId: 3 }), { status: 200 }));
  const ctx: ApiContext = {
    locale: 'it',
    wholesaler: 'multilease',
    country: 'ch',
    platform: 'corporate',
    backends: proxiedBackendAddresses(),
    fetch,
  };
  return { ctx, call: () => fetch.mock.calls[0] as unknown as [string, RequestInit] };
};

describe('brand forms', () => {
  it('POST JSON under {locale}/{brand}.ch/{platform}', async () => {
    const { ctx, call } = api();
    await submitEmilfreyNewsletter(ctx, { email: 'a@example.ch', privacyAccepted: true }, { idempotencyKey: 'k1' });
    expect(call()[0]).toBe('/api/brand/it/emilfrey.ch/corporate/newsletter?locale=it');
    expect(JSON.parse(String(call()[1].body))).toEqual({ email: 'a@example.ch', brands: [], privacyAccepted: true });
    expect((call()[1].headers as Record<string, string>)['Idempotency-Key']).toBe('k1');
  });

  it('send the multilease name change as form data', async () => {
    const { ctx, call } = api();
    const payload = {
      contractNumber: 'ML-1',
      email: 'a@example.ch',
      previousLastName: 'A',
      newFirstName: 'B',
      newLastName: 'C',
      reason: 'other' as const,
      documentFileId: 'upload-1',
      privacyAccepted: true as const,
    };
    await submitMultileaseChangeName(ctx, payload);
    const body = call()[1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toMatchObject({
      contractNumber: 'ML-1',
      reason: 'other',
      documentFileId: 'upload-1',
      privacyAccepted: 'true',
    });
  });
});
