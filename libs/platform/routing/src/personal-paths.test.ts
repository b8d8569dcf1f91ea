import { describe, expect, it } from 'vitest';
import { withoutPersonalTokens } from './personal-paths';
import { ROUTE_SEGMENTS } from './route-segments';

describe('withoutPersonalTokens', () => {
  it("replaces a check-in's hash, of the page and of the form service's call, and nothing else", () => {
    expect(withoutPersonalTokens('/de/haendler/auto-zentrum-zuerich/check-in/q3v7Rk-9_xZbL2mN0aPwYg')).toBe(
      '/de/haendler/auto-zentrum-zuerich/check-in/:hash',
    );
    expect(withoutPersonalTokens('/api/form/check-in/3f9a1c0b7d2e4a61')).toBe('/api/form/check-in/:hash');
    expect(withoutPersonalTokens('/fr/check-in/abc/')).toBe('/fr/check-in/:hash/');
    expect(withoutPersonalTokens('/de/haendler/auto-zentrum-zuerich/termin-vereinbaren')).toBe(
      '/de/haendler/auto-zentrum-zuerich/termin-vereinbaren',
    );
    expect(withoutPersonalTokens('/de/check-in')).toBe('/de/check-in');
  });

  it('knows the check-in segment of every language', () => {
    expect(new Set(Object.values(ROUTE_SEGMENTS.checkIn))).toEqual(new Set(['check-in']));
  });
});
