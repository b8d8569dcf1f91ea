import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { proxiedBackendAddresses } from './backend-addresses';
import { FormSubmitError, newIdempotencyKey, submitForm } from './submit-form';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
const ctx = (body: unknown) => ({
  locale: 'it',
  wholesaler: 'kia',
  country: 'ch',
  platform: 'partnerweb',
  backends: proxiedBackendAddresses(),
  fetch: vi.fn(async () => answer(body)),
});
const leadSchema = z.object({ success: z.literal(true), leadId: z.number() });

describe('submitForm', () => {
  it('succeeds when the answer has success: true and parses it', async () => {
    const api = ctx({ success: true, leadId: 7 });
    expect(await submitForm(api, 'form', 'test-drive', { a: 1 }, leadSchema)).toEqual({ success: true, leadId: 7 });
    const [url, init] = api.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/form/test-drive?locale=it');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
  });

  it.each([[{ success: false }], [{ leadId: 7 }], [null], ['ok']])('fails on the answer %j', async (body) => {
    await expect(submitForm(ctx(body), 'form', 'test-drive', {}, leadSchema)).rejects.toBeInstanceOf(FormSubmitError);
  });

  it('sends the caller’s Idempotency-Key, the same on a retry', async () => {
    const api = ctx({ success: true, leadId: 1 });
    const key = newIdempotencyKey();
    await submitForm(api, 'form', 'leasing', {}, leadSchema, { idempotencyKey: key });
    await submitForm(api, 'form', 'leasing', {}, leadSchema, { idempotencyKey: key });
    const keys = api.fetch.mock.calls.map(
      (call) => ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'],
    );
    expect(keys).toEqual([key, key]);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('sends FormData as it is (the browser sets the multipart boundary)', async () => {
    const api = ctx({ success: true, leadId: 1 });
    const form = new FormData();
    form.set('contractNumber', 'ML-1');
    await submitForm(api, 'brand', 'de/multilease.ch/partnerweb/change-name', form, leadSchema);
    const init = (api.fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
