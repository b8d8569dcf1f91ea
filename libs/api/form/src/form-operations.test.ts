import { describe, expect, it, vi } from 'vitest';
import { FormSubmitError, proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { submitSoftLead } from './submit-soft-lead';
import { LEAD_FORM_FETCHERS } from './lead-form-fetchers';
import { uploadVehicleDocument, VehicleDocumentRejected } from './upload-vehicle-document';

const api = (body: unknown) => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  const ctx: ApiContext = {
    locale: 'de',
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch,
  };
  return { ctx, fetch, init: (i = 0) => (fetch.mock.calls[i] as unknown as [string, RequestInit])[1] };
};
const contact = { gender: 'male' as const, firstName: 'Luca', lastName: 'Rossi', email: 'luca@example.ch', phone: '91 123 45 67' };
const testDrive = { dealerId: 110, contact, privacyAccepted: true as const, vehicleId: 100001, wishDate: '2030-05-06' };

describe('form operations', () => {
  it('validate the payload with its contract before sending anything', async () => {
    const { ctx, fetch } = api({ success: true, leadId: 1 });
    await expect(submitSoftLead(ctx, { email: 'not-an-address', source: 'x', privacyAccepted: true })).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('send the caller’s idempotency key and fail without success: true', async () => {
    const { ctx, fetch, init } = api({ success: false });
    await expect(LEAD_FORM_FETCHERS['test-drive'](ctx, testDrive, { idempotencyKey: 'attempt-1' })).rejects.toBeInstanceOf(FormSubmitError);
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/form/test-drive?locale=de');
    expect((init().headers as Record<string, string>)['Idempotency-Key']).toBe('attempt-1');
  });

  it('refuse a vehicle document the backend would refuse, without uploading', async () => {
    const { ctx, fetch } = api({});
    await expect(uploadVehicleDocument(ctx, new Blob(['x'], { type: 'text/plain' }))).rejects.toBeInstanceOf(VehicleDocumentRejected);
    expect(fetch).not.toHaveBeenCalled();
  });
});
