import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, formSubmitResponseSchema } from '@carweb/api-contracts';
import { startTestSandbox, type TestSandbox } from './support/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ seedVehicles: 500 });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/leads`, { method: 'DELETE' });
});

const leads = async () =>
  (await sandbox.json<{ count: number; leads: { type: string; idempotencyKey: string | null }[] }>('/__sandbox/leads')).leads;
const contact = { gender: 'female', firstName: 'Anna', lastName: 'Muster', email: 'anna.muster@example.ch', phone: '79 123 45 67' };
const tradeIn = {
  dealerId: 100,
  contact,
  vehicle: { make: 'Škoda', model: 'Octavia', firstRegistration: { year: 2019, month: 5 }, mileage: 88000 },
  privacyAccepted: true,
};

describe('lead validation', () => {
  it('stores a valid lead and answers success: true', async () => {
    const response = await sandbox.post('/form/trade-in?locale=de', tradeIn);
    expect(response.status).toBe(200);
    expect(formSubmitResponseSchema.parse(await response.json()).success).toBe(true);
    expect(await leads()).toEqual([expect.objectContaining({ type: 'trade-in' })]);
  });

  it('answers an invalid lead with 400 and field errors, and stores nothing', async () => {
    const response = await sandbox.post('/form/trade-in?locale=de', {
      ...tradeIn,
      contact: { ...contact, email: 'not-an-email', lastName: '' },
      privacyAccepted: false,
    });
    expect(response.status).toBe(400);
    const body = apiErrorSchema.parse(await response.json());
    expect(body.fieldErrors).toMatchObject({
      'contact.email': ['invalid'],
      'contact.lastName': ['required'],
      privacyAccepted: ['required'],
    });
    expect(await leads()).toEqual([]);
  });

  it('answers a name or subject with a control character (JSON from the browser) with 400, and stores nothing', async () => {
    const response = await sandbox.post('/form/trade-in?locale=de', { ...tradeIn, contact: { ...contact, lastName: 'Muster\r\nBcc: x' } });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).fieldErrors).toEqual({ 'contact.lastName': ['invalid'] });
    const corporate = { ...tradeIn, subject: 'Offerte\u001b[2J', message: 'Zeile 1\r\nZeile 2' };
    const subject = await sandbox.post('/form/contact-corporate?locale=de', corporate);
    expect(apiErrorSchema.parse(await subject.json()).fieldErrors).toEqual({ subject: ['invalid'] });
    expect(await leads()).toEqual([]);
  });

  it('rejects unknown dealers and reserved vehicles without storing', async () => {
    expect((await sandbox.post('/form/trade-in?locale=de', { ...tradeIn, dealerId: 999999 })).status).toBe(400);
    const reserved = await sandbox.json<{ vehicles: { id: number; isReserved: boolean }[] }>(
      '/core/de/emilfrey/ch/partnerweb/list?filter=%7B%22limit%22%3A100%7D',
    );
    const vehicle = reserved.vehicles.find((v) => v.isReserved);
    if (vehicle) {
      const response = await sandbox.post('/form/test-drive?locale=de', {
        dealerId: 100,
        vehicleId: vehicle.id,
        wishDate: '2030-01-01',
        contact,
        privacyAccepted: true,
      });
      expect(response.status).toBe(409);
    }
    expect(await leads()).toEqual([]);
  });
});

describe('idempotency', () => {
  it('stores a submit repeated with the same key once and answers the same', async () => {
    const headers = { 'Idempotency-Key': 'trade-in-42' };
    const first = await (await sandbox.post('/form/trade-in?locale=de', tradeIn, headers)).json();
    const second = await sandbox.post('/form/trade-in?locale=de', tradeIn, headers);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(first);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await leads()).toHaveLength(1);
  });

  it('refuses the same key for a different payload', async () => {
    const headers = { 'Idempotency-Key': 'trade-in-43' };
    await sandbox.post('/form/trade-in?locale=de', tradeIn, headers);
    const conflict = await sandbox.post('/form/trade-in?locale=de', { ...tradeIn, message: 'changed' }, headers);
    expect(conflict.status).toBe(409);
    expect(await leads()).toHaveLength(1);
  });

  it('a lead with a document sent twice (its upload and the lead each with their key) stores one lead and answers the same', async () => {
    const upload = (content: string) => {
      const form = new FormData();
      form.set('file', new File([content], 'ausweis.pdf', { type: 'application/pdf' }));
      return fetch(`${sandbox.url}/form/utility/upload?locale=de`, {
        method: 'POST',
        body: form,
        headers: { 'Idempotency-Key': 'lead-44.doc' },
      });
    };
    const send = async () => {
      const { fileId } = (await (await upload('%PDF-1.7\nAusweis')).json()) as { fileId: string };
      return sandbox.post('/form/trade-in?locale=de', { ...tradeIn, documentFileId: fileId }, { 'Idempotency-Key': 'lead-44' });
    };
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await first.json());
    expect(await leads()).toHaveLength(1);
    expect((await upload('%PDF-1.7\nein anderes Dokument')).status).toBe(409);
  });

  it('stores submits without a key every time', async () => {
    await sandbox.post('/form/trade-in?locale=de', tradeIn);
    await sandbox.post('/form/trade-in?locale=de', tradeIn);
    expect(await leads()).toHaveLength(2);
  });

  it('applies to brand forms too', async () => {
    const body = { email: 'a@b.ch', privacyAccepted: true };
    const headers = { 'Idempotency-Key': 'newsletter-1' };
    await sandbox.post('/brand/de/emilfrey.ch/corporate/newsletter', body, headers);
    await sandbox.post('/brand/de/emilfrey.ch/corporate/newsletter', body, headers);
    expect(await leads()).toEqual([expect.objectContaining({ type: 'emilfrey/newsletter', idempotencyKey: 'newsletter-1' })]);
  });
});

describe('a caller that gave up', () => {
  const slowPost = (body: unknown, signal?: AbortSignal) =>
    fetch(`${sandbox.url}/form/trade-in?locale=de`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'gave-up-1', 'X-Sandbox-Fault': 'latency=300' },
      body: JSON.stringify(body),
      signal,
    });

  it('gets no lead stored after it hung up, and its retry with the same key stores one', async () => {
    await expect(slowPost(tradeIn, AbortSignal.timeout(100))).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await leads()).toEqual([]);
    expect((await slowPost(tradeIn)).status).toBe(200);
    expect(await leads()).toEqual([expect.objectContaining({ type: 'trade-in', idempotencyKey: 'gave-up-1' })]);
  });
});
