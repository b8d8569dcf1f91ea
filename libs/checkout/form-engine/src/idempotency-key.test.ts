// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentFingerprint, idempotencyKeyFor } from './idempotency-key';

const payload = { contact: { firstName: 'Anna', lastName: 'Muster' }, vehicleId: 7, contactTime: ['morning', 'noon'] };
const reordered = { contactTime: ['morning', 'noon'], vehicleId: 7, contact: { lastName: 'Muster', firstName: 'Anna' } };

describe('idempotencyKeyFor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the same SHA-256 key for the same payload in another key order', async () => {
    const key = await idempotencyKeyFor('test-drive', payload);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await idempotencyKeyFor('test-drive', reordered)).toBe(key);
  });

  it('ignores undefined values (absent and undefined are the same payload)', async () => {
    expect(await idempotencyKeyFor('test-drive', { ...payload, message: undefined })).toBe(await idempotencyKeyFor('test-drive', payload));
  });

  it('gives another key for another payload, another list order or another form', async () => {
    const key = await idempotencyKeyFor('test-drive', payload);
    expect(await idempotencyKeyFor('test-drive', { ...payload, vehicleId: 8 })).not.toBe(key);
    expect(await idempotencyKeyFor('test-drive', { ...payload, contactTime: ['noon', 'morning'] })).not.toBe(key);
    expect(await idempotencyKeyFor('buying-request', payload)).not.toBe(key);
  });

  it('falls back to FNV-1a when crypto.subtle is missing (plain-http preview host)', async () => {
    vi.stubGlobal('crypto', {});
    const key = await idempotencyKeyFor('test-drive', payload);
    expect(key).toMatch(/^fnv-[0-9a-f]{1,16}$/);
    expect(await idempotencyKeyFor('test-drive', reordered)).toBe(key);
    expect(await idempotencyKeyFor('test-drive', { ...payload, vehicleId: 8 })).not.toBe(key);
  });
});

describe('documentFingerprint', () => {
  it('is the same for the same content (two uploads of one file) and differs for other content', async () => {
    const first = await documentFingerprint(new Blob(['%PDF-1.4 Fahrzeugausweis'], { type: 'application/pdf' }));
    expect(await documentFingerprint(new Blob(['%PDF-1.4 Fahrzeugausweis'], { type: 'application/pdf' }))).toBe(first);
    expect(await documentFingerprint(new Blob(['%PDF-1.4 anderer Ausweis'], { type: 'application/pdf' }))).not.toBe(first);
  });
});
