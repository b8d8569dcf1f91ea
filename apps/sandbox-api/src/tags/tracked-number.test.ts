import { describe, expect, it } from 'vitest';
import { phoneDigits, trackedNumberFor, trackedNumbersByPhone } from './tracked-number';

describe('tracked numbers of the call-tracking provider', () => {
  it('gives a dealer a Swiss number derived from its id alone: the same on every call, restart and seed', () => {
    // pinned: a changed formula would change what dealer pages show in e2e runs and screenshots
    expect(trackedNumberFor(100)).toBe('+41 44 599 67 71');
    expect(trackedNumberFor(276)).toMatch(/^\+41 44 5\d{2} \d{2} \d{2}$/);
  });

  it('gives every dealer its own number', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => 100 + i);
    expect(new Set(ids.map(trackedNumberFor)).size).toBe(ids.length);
  });

  it('refuses what is not a dealer id', () => {
    expect(() => trackedNumberFor(-1)).toThrow(RangeError);
    expect(() => trackedNumberFor(1.5)).toThrow(RangeError);
  });

  it('maps each dealer phone, as digits, to its tracked number; a phone two dealers share stays with the first', () => {
    expect(phoneDigits('+41 44 123 45 67')).toBe('41441234567');
    const numbers = trackedNumbersByPhone([
      { dealerId: 100, phone: '+41 44 123 45 67' },
      { dealerId: 101, phone: '+41 (0)44 123-45-80' },
      { dealerId: 102, phone: '+41441234567' },
      { dealerId: 103, phone: '' },
    ]);
    expect(numbers).toEqual({ '41441234567': trackedNumberFor(100), '410441234580': trackedNumberFor(101) });
  });
});
