// @vitest-environment node
// the request, its multipart body and the document are Node's (undici), as in the brand server
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { proxiedBackendAddresses, type ApiContext } from '@carweb/api-http';
import { contactFields } from './common-fields';
import { idempotencyKeyFor } from './idempotency-key';
import { runLeadAction, type LeadActionData } from './lead-action';
import { leadCallName } from './lead-call';
import type { BrandFormDefinition, FieldSpec } from './lead-form';

const label = { id: 'label' };
const text = (name: string): FieldSpec => ({ name, kind: 'text', label, required: true });

const suzukiContact: BrandFormDefinition = {
  id: 'suzuki-contact',
  brandAction: { brand: 'suzuki', action: 'contact' },
  steps: [
    { id: 'request', title: label, fields: [text('subject'), { name: 'message', kind: 'textarea', label }] },
    { id: 'contact', title: label, fields: [...contactFields(), { name: 'privacyAccepted', kind: 'checkbox', label }] },
  ],
  tracking: { checkout: 'suzuki_contact', steps: [1, 2], confirmation: 3 },
};

const changeName: BrandFormDefinition = {
  id: 'multilease-change-name',
  brandAction: { brand: 'multilease', action: 'change-name' },
  steps: [
    {
      id: 'name',
      title: label,
      fields: [
        ...['contractNumber', 'email', 'previousLastName', 'newFirstName', 'newLastName', 'reason'].map(text),
        { name: 'documentFileId', kind: 'file', accept: 'application/pdf', label, required: true },
        { name: 'privacyAccepted', kind: 'checkbox', label },
      ],
    },
  ],
  tracking: { checkout: 'multilease_change_name', steps: [1], confirmation: 2 },
};

const CONTACT: [string, string][] = [
  ['subject', 'Frage zum Swift'],
  ['message', 'Bitte rufen Sie mich an.'],
  ['contact.gender', 'female'],
  ['contact.firstName', 'Anna'],
  ['contact.lastName', 'Muster'],
  ['contact.email', 'anna@example.ch'],
  ['contact.phonePrefix', '+41'],
  ['contact.phone', '79 123 45 67'],
  ['privacyAccepted', 'on'],
];

const NAME: [string, string][] = [
  ['contractNumber', 'ML-2024-000123'],
  ['email', 'anna@example.ch'],
  ['previousLastName', 'Muster'],
  ['newFirstName', 'Anna'],
  ['newLastName', 'Beispiel'],
  ['reason', 'marriage'],
  ['privacyAccepted', 'on'],
];

const PDF = new File(['%PDF-1.7 certificate'], 'heiratsurkunde.pdf', { type: 'application/pdf' });

function post(entries: [string, string][], document?: File) {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  if (document) body.append('documentFileId', document);
  return new Request('http://localhost/de/namensaenderung', { method: 'POST', body });
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function target() {
  const fetch = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
    String(url).includes('utility/upload')
      ? json({ success: true, fileId: 'upload-7', fileName: 'heiratsurkunde.pdf', size: 20, contentType: 'application/pdf' })
      : json({ success: true, leadId: 42 }),
  );
  const api: ApiContext = {
    locale: 'de',
    wholesaler: 'suzuki',
    country: 'ch',
    platform: 'partnerweb',
    backends: proxiedBackendAddresses(),
    fetch,
  };
  return { fetch, target: { api, fixed: {}, thanksUrl: '/de/kontakt?sent' } };
}

const calls = (fetch: ReturnType<typeof target>['fetch']) =>
  fetch.mock.calls.map(([url, init]) => ({ url: String(url), init: init ?? {} }));

describe('a form whose lead goes to a brand-specific POST', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('is named by brand and action', () => {
    expect(leadCallName(suzukiContact)).toBe('suzuki/contact');
    expect(leadCallName({ ...suzukiContact, id: 'x', path: 'test-drive' } as never)).toBe('test-drive');
  });

  it('sends JSON under {locale}/{brand}.ch/{platform} with a key per payload, then 303 to the thanks step', async () => {
    const { fetch, target: t } = target();
    const result = await runLeadAction(suzukiContact, post(CONTACT), t);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get('Location')).toBe('/de/kontakt?sent');
    const [{ url, init }] = calls(fetch);
    expect(url).toBe('/api/brand/de/suzuki.ch/partnerweb/contact?locale=de');
    const body = JSON.parse(String(init.body));
    expect(body).toEqual({
      subject: 'Frage zum Swift',
      message: 'Bitte rufen Sie mich an.',
      contact: {
        gender: 'female',
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna@example.ch',
        phonePrefix: '+41',
        phone: '79 123 45 67',
      },
      privacyAccepted: true,
    });
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(await idempotencyKeyFor('suzuki/contact', body));
  });

  it("checks the brand action's contract: field errors (422), nothing sent", async () => {
    const { fetch, target: t } = target();
    const entries = CONTACT.filter(([name]) => name !== 'subject').map(([n, v]): [string, string] => [
      n,
      n === 'contact.email' ? 'anna@' : v,
    ]);
    const result = (await runLeadAction(suzukiContact, post(entries), t)) as unknown as { data: LeadActionData; init: ResponseInit };
    expect(result.init.status).toBe(422);
    expect(result.data.fieldErrors).toEqual({ subject: 'required', 'contact.email': 'invalid' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a form-data action uploads the document first, then posts form data with its id', async () => {
    const { fetch, target: t } = target();
    const result = await runLeadAction(changeName, post(NAME, PDF), t);
    expect((result as Response).status).toBe(303);
    const [upload, lead] = calls(fetch);
    expect(upload.url).toBe('/api/form/utility/upload?locale=de');
    expect(lead.url).toBe('/api/brand/de/multilease.ch/partnerweb/change-name?locale=de');
    expect(lead.init.body).toBeInstanceOf(FormData);
    expect(Object.fromEntries((lead.init.body as FormData).entries())).toEqual({
      contractNumber: 'ML-2024-000123',
      email: 'anna@example.ch',
      previousLastName: 'Muster',
      newFirstName: 'Anna',
      newLastName: 'Beispiel',
      reason: 'marriage',
      documentFileId: 'upload-7',
      privacyAccepted: 'true',
    });
  });

  it('a required document not chosen is that field’s "required", and nothing is uploaded or sent', async () => {
    const { fetch, target: t } = target();
    const result = (await runLeadAction(changeName, post(NAME), t)) as unknown as { data: LeadActionData; init: ResponseInit };
    expect(result.init.status).toBe(422);
    expect(result.data.fieldErrors).toEqual({ documentFileId: 'required' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
