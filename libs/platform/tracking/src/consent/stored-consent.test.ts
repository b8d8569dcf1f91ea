import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, storedConsent } from './stored-consent';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const cookie = (value: object | string) =>
  `other=1; ${CONSENT_COOKIE}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}; last=2`;

describe("the embedded consent manager's stored choice", () => {
  it('reads the accepted categories of a valid cookie', () => {
    const value = { categories: ['necessary', 'analytics'], revision: 0, expirationTime: NOW + 1000 };
    expect(storedConsent(cookie(value), NOW)).toEqual({ analytics: true, marketing: false });
    expect(storedConsent(cookie({ ...value, categories: ['necessary'] }), NOW)).toEqual({ analytics: false, marketing: false });
  });

  it('none without the cookie, when expired, of another revision or unreadable', () => {
    expect(storedConsent('other=1', NOW)).toBeNull();
    expect(storedConsent(cookie({ categories: ['analytics'], expirationTime: NOW }), NOW)).toBeNull();
    expect(storedConsent(cookie({ categories: ['analytics'], revision: 2 }), NOW)).toBeNull();
    expect(storedConsent(cookie('{not json'), NOW)).toBeNull();
    expect(storedConsent(cookie({ categories: 'analytics' }), NOW)).toBeNull();
  });
});
