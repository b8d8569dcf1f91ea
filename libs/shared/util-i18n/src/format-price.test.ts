import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from './format-price';

describe('formatPrice (SPEC §9)', () => {
  it.each([
    ['de', 25990, "CHF 25'990.–"],
    ['fr', 25990, "25'990.– CHF"],
    ['it', 25990, "25'990.– CHF"],
    ['en', 25990, 'CHF 25,990.–'],
    ['de', 1234567.5, "CHF 1'234'567.50"],
    ['fr', 99.9, '99.90 CHF'],
  ] as const)('%s %d → %s', (locale, value, expected) => {
    expect(formatPrice(value, locale)).toBe(expected);
  });

  it('formats only non-zero numbers', () => {
    expect(formatPrice(0, 'de')).toBe('');
    expect(formatPrice(Number.NaN, 'de')).toBe('');
    expect(formatPrice('123', 'de')).toBe('');
    expect(formatPrice(null, 'de')).toBe('');
  });
});

describe('formatNumber', () => {
  it('uses the apostrophe grouping, the Italian format replaced by the French', () => {
    expect(formatNumber(150000, 'de')).toBe("150'000");
    expect(formatNumber(150000, 'it')).toBe(formatNumber(150000, 'fr'));
    expect(formatNumber(1.5, 'fr', 1)).toBe('1.5');
  });
});
