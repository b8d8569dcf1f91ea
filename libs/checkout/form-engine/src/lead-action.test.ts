// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { closingFields, contactFields, wishDateField } from './common-fields';
import { idempotencyKeyFor } from './idempotency-key';
import { runLeadAction, type LeadActionData, type LeadSubmitTarget } from './lead-action';
import type { LeadFormDefinition } from './lead-form';

const definition: LeadFormDefinition = {
  id: 'test-drive',
  path: 'test-drive',
  steps: [
    { id: 'contact', title: { id: 'contact' }, fields: contactFields() },
    { id: 'wish-date', title: { id: 'wish-date' }, fields: [wishDateField(), ...closingFields()] },
  ],
  tracking: { checkout: 'test_drive', steps: [1, 1], confirmation: 2 },
};

const VALID: [string, string][] = [
  ['contact.gender', 'female'],
  ['contact.company', ''],
  ['contact.firstName', 'Anna'],
  ['contact.lastName', 'Muster'],
  ['contact.email', 'anna@example.ch'],
  ['contact.phonePrefix', '+41'],
  ['contact.phone', '79 123 45 67'],
  ['wishDate', '2030-05-04'],
  ['preferredContactChannels', 'phone'],
  ['preferredContactChannels', 'email'],
  ['message', ''],
  ['privacyAccepted', 'on'],
];

const post = (entries: [string, string][]) => {
  const body = new URLSearchParams();
  for (const [name, value] of entries) body.append(name, value);
  return new Request('http://localhost/de/fahrzeug/7/probefahrt', { method: 'POST', body });
};

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

function target(answer: () => Response = () => json({ success: true, leadId: 42 })) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answer());
  const api: ApiContext = {
    locale: 'de',
    wholesaler: 'kia',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch,
  };
  const submitTarget: LeadSubmitTarget = { api, fixed: { vehicleId: 7, dealerId: 3 }, thanksUrl: '/de/fahrzeug/7/probefahrt?sent' };
  return { fetch, target: submitTarget };
}

/** what `data()` of react-router returns: the data and the response init */
const asData = (result: unknown) => result as { data: LeadActionData; init: ResponseInit | null };
const call = (fetch: ReturnType<typeof target>['fetch'], index = 0) => {
  const [url, init] = fetch.mock.calls[index] as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> };
};

describe('runLeadAction', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('an invalid POST answers 422 with the field errors and the typed values, and sends nothing', async () => {
    const { fetch, target: t } = target();
    const entries = VALID.filter(([name]) => name !== 'contact.firstName').map(([name, value]): [string, string] =>
      name === 'contact.email' ? [name, 'anna@'] : [name, value],
    );
    const result = asData(await runLeadAction(definition, post(entries), t));
    expect(result.init?.status).toBe(422);
    expect(result.data.fieldErrors).toEqual({ 'contact.firstName': 'required', 'contact.email': 'invalid' });
    expect(result.data.values).toMatchObject({
      'contact.email': 'anna@',
      'contact.lastName': 'Muster',
      preferredContactChannels: ['phone', 'email'],
    });
    expect(result.data.submitFailed).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a valid POST sends the payload with the fixed parts and an Idempotency-Key, then answers 303 to the thanks URL', async () => {
    const { fetch, target: t } = target();
    const result = await runLeadAction(definition, post(VALID), t);
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/de/fahrzeug/7/probefahrt?sent');
    expect(fetch).toHaveBeenCalledTimes(1);
    const { url, body, headers } = call(fetch);
    expect(url).toBe('/api/form/test-drive?locale=de');
    expect(body).toEqual({
      contact: {
        gender: 'female',
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna@example.ch',
        phonePrefix: '+41',
        phone: '79 123 45 67',
      },
      wishDate: '2030-05-04',
      preferredContactChannels: ['phone', 'email'],
      contactTime: [],
      privacyAccepted: true,
      vehicleId: 7,
      dealerId: 3,
    });
    expect(headers['Idempotency-Key']).toBe(await idempotencyKeyFor('test-drive', body));
  });

  it('fixed parts computed from the typed payload are merged too', async () => {
    const { fetch, target: t } = target();
    const fixed = vi.fn(async (payload: Record<string, unknown>) => ({ vehicleId: 7, dealerId: (payload['wishDate'] as string).length }));
    await runLeadAction(definition, post(VALID), { ...t, fixed });
    expect(fixed).toHaveBeenCalledWith(expect.objectContaining({ wishDate: '2030-05-04', privacyAccepted: true }));
    expect(call(fetch).body).toMatchObject({ vehicleId: 7, dealerId: 10 });
  });

  it('two identical POSTs (double click, retry, back and send again) carry the same key', async () => {
    const { fetch, target: t } = target();
    await runLeadAction(definition, post(VALID), t);
    await runLeadAction(definition, post(VALID), t);
    // the fields in another order (a list keeps its order: it is the visitor's ranking)
    const channels = VALID.filter(([name]) => name === 'preferredContactChannels');
    await runLeadAction(definition, post([...VALID.filter(([name]) => name !== 'preferredContactChannels').reverse(), ...channels]), t);
    await runLeadAction(definition, post(VALID.map(([n, v]): [string, string] => [n, n === 'message' ? 'Bitte zurückrufen' : v])), t);
    const keys = [0, 1, 2, 3].map((index) => call(fetch, index).headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it.each([
    ['a 503', () => new Response('down', { status: 503, statusText: 'Service Unavailable' })],
    ['{ success: false }', () => json({ success: false })],
  ])('the form service answering %s → submitFailed with the values kept (503)', async (_, answer) => {
    const { target: t } = target(answer);
    const result = asData(await runLeadAction(definition, post(VALID), t));
    expect(result.init?.status).toBe(503);
    expect(result.data.submitFailed).toBe(true);
    expect(result.data.fieldErrors).toBeUndefined();
    expect(result.data.values).toMatchObject({ 'contact.firstName': 'Anna', wishDate: '2030-05-04', privacyAccepted: 'on' });
    expect(warn).toHaveBeenCalledWith('Lead not sent', { form: 'test-drive', err: expect.any(Error) });
  });

  it("a 400 with fieldErrors is mapped to the form's fields (422)", async () => {
    const { target: t } = target(() =>
      json(
        {
          success: false,
          error: 'validation',
          fieldErrors: { 'contact.email': ['invalid'], wishDate: ['required'], 'contact.phone.number': [] },
        },
        400,
        'Bad Request',
      ),
    );
    const result = asData(await runLeadAction(definition, post(VALID), t));
    expect(result.init?.status).toBe(422);
    expect(result.data.fieldErrors).toEqual({ 'contact.email': 'invalid', 'contact.phone': 'invalid', wishDate: 'required' });
    expect(Object.keys(result.data.fieldErrors ?? {})).toEqual(['contact.email', 'contact.phone', 'wishDate']);
    expect(result.data.values['contact.email']).toBe('anna@example.ch');
  });

  it("an empty POST → submitFailed and the 'No data to submit' warning, nothing sent", async () => {
    const { fetch, target: t } = target();
    const empty = definition.steps.map((step) => ({ ...step, fields: step.fields.filter((field) => field.kind !== 'checkboxes') }));
    const result = asData(await runLeadAction({ ...definition, steps: empty }, post([]), t));
    expect(result.data).toEqual({ values: {}, submitFailed: true });
    expect(result.init?.status).toBe(400);
    expect(warn).toHaveBeenCalledWith('No data to submit', { form: 'test-drive' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("an invalid part the page adds (not the visitor's) → submitFailed, not field errors", async () => {
    const { fetch, target: t } = target();
    const result = asData(await runLeadAction(definition, post(VALID), { ...t, fixed: { dealerId: 3 } }));
    expect(result.init?.status).toBe(422);
    expect(result.data).toMatchObject({ submitFailed: true });
    expect(result.data.fieldErrors).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    // where and which rule failed, never a value (decision 0046)
    const [message, details] = warn.mock.calls[0] ?? [];
    expect(message).toBe("Lead: the page's part of the payload is invalid");
    expect(details).toMatchObject({ form: 'test-drive', issues: [{ path: 'vehicleId', code: 'invalid_type' }] });
    expect(JSON.stringify(details)).not.toMatch(/Anna|anna@example/);
  });

  it('a name with CR/LF (no JavaScript) comes back invalid with the typed values, and nothing is sent', async () => {
    const { fetch, target: t } = target();
    const entries = VALID.map(([name, value]): [string, string] =>
      name === 'contact.lastName' ? [name, 'Muster\r\nBcc: x@evil.example'] : [name, value],
    );
    const result = asData(await runLeadAction(definition, post(entries), t));
    expect(result.init?.status).toBe(422);
    expect(result.data.fieldErrors).toEqual({ 'contact.lastName': 'invalid' });
    expect(result.data.values).toMatchObject({ 'contact.firstName': 'Anna', 'contact.lastName': 'Muster\r\nBcc: x@evil.example' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a body no parser can read answers 400 with the generic message, no internal detail, and sends nothing', async () => {
    const { fetch, target: t } = target();
    const broken = new Request('http://localhost/de/eintausch', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="contact.lastName"\r\n\r\ncut short',
    });
    const result = asData(await runLeadAction(definition, broken, t));
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({ values: {}, submitFailed: true });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a lead with a document sent twice stores one lead and answers the second like the first (303 to the thanks step)', async () => {
    // a form service that keeps its promise on Idempotency-Key, as the sandbox does: a repeated key gets the first
    // answer when the request is the same, 409 when it is not
    const uploads = new Map<string, string>();
    let stored = 0;
    const leads = new Map<string, string>();
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      const key = (init?.headers as Record<string, string>)['Idempotency-Key'] ?? '';
      if (String(url).includes('utility/upload')) {
        // without a key every upload is a new file
        const fileId = uploads.get(key) ?? `file-${++stored}`;
        if (key) uploads.set(key, fileId);
        return json({ success: true, fileId, fileName: 'ausweis.pdf', size: 9, contentType: 'application/pdf' });
      }
      const body = String(init?.body);
      if (leads.has(key) && leads.get(key) !== body) return json({ success: false, error: 'idempotencyConflict' }, 409, 'Conflict');
      leads.set(key, body);
      return json({ success: true, leadId: 42 });
    });
    const label = { id: 'label' };
    const tradeIn: LeadFormDefinition = {
      id: 'trade-in',
      path: 'trade-in',
      steps: [
        { id: 'contact', title: label, fields: contactFields() },
        {
          id: 'vehicle',
          title: label,
          fields: [
            { name: 'vehicle.make', kind: 'text', label },
            { name: 'vehicle.model', kind: 'text', label },
            { name: 'vehicle.firstRegistration.year', kind: 'number', label },
            { name: 'vehicle.firstRegistration.month', kind: 'number', label },
            { name: 'vehicle.mileage', kind: 'number', label },
            { name: 'documentFileId', kind: 'file', label, accept: '.pdf' },
            ...closingFields(),
          ],
        },
      ],
      tracking: { checkout: 'trade_in', steps: [1, 2], confirmation: 3 },
    };
    const vehicle: [string, string][] = [
      ['vehicle.make', 'Škoda'],
      ['vehicle.model', 'Octavia'],
      ['vehicle.firstRegistration.year', '2019'],
      ['vehicle.firstRegistration.month', '5'],
      ['vehicle.mileage', "88'000"],
    ];
    const { target: t } = target();
    const submit = () => {
      const form = new FormData();
      for (const [name, value] of [...VALID.filter(([name]) => name !== 'wishDate'), ...vehicle]) form.append(name, value);
      form.append('documentFileId', new File(['%PDF-1.7\n'], 'ausweis.pdf', { type: 'application/pdf' }));
      const request = new Request('http://localhost/de/eintausch', { method: 'POST', body: form });
      return runLeadAction(tradeIn, request, { ...t, fixed: { dealerId: 3 }, thanksUrl: '/de/eintausch?sent', api: { ...t.api, fetch } });
    };
    for (const attempt of [1, 2]) {
      const response = (await submit()) as Response;
      expect({ attempt, status: response.status, location: response.headers.get('Location') }).toEqual({
        attempt,
        status: 303,
        location: '/de/eintausch?sent',
      });
    }
    expect([...leads.values()]).toEqual([expect.stringContaining('"documentFileId":"file-1"')]);
    expect(stored).toBe(1);
  });

  it("a message's lines are sent with LF, a name's trailing CR/LF is refused", async () => {
    const { fetch, target: t } = target();
    const message = VALID.map(([name, value]): [string, string] =>
      name === 'message' ? [name, 'Guten Tag\r\nam Samstag?\r\n'] : [name, value],
    );
    expect((await runLeadAction(definition, post(message), t)) as Response).toHaveProperty('status', 303);
    expect(call(fetch).body.message).toBe('Guten Tag\nam Samstag?');
    const name = VALID.map(([field, value]): [string, string] => (field === 'contact.firstName' ? [field, 'Anna\r\n'] : [field, value]));
    expect(asData(await runLeadAction(definition, post(name), t)).data.fieldErrors).toEqual({ 'contact.firstName': 'invalid' });
  });
});
