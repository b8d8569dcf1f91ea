import { describe, expect, it } from 'vitest';
import { formatCurrency, formatNumber, formatPrice } from './format-price';

describe('formatPrice (SPEC §9)', () => {
  it.each([
    ['de', 25990, "CHF 25'990.–"],
    ['fr', 25990, "25'990.– CHF"],
    ['it', 25990, "25'990.– CHF"],
    ['en', 25990, 'CHF 25,990.–'],
    ['de', 1234567.5, "CHF 1'234'567.50"],
    ['fr', 99.9, '99.90 CHF'],
    ['it', 1234.5, "1'234.50 CHF"],
    ['en', 1234.5, 'CHF 1,234.50'],
    ['sl', 25990, "CHF 25'990.–"],
    ['de', -500, 'CHF -500.–'],
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

describe('formatCurrency (SPEC §5, §8, §9)', () => {
  it('writes the suffix after value and currency in German, after the value in fr/it', () => {
    expect(formatCurrency(25990, 'de')).toBe("CHF 25'990.–");
    expect(formatCurrency(25990, 'fr')).toBe("25'990.– CHF");
    expect(formatCurrency(25990, 'de', { currency: 'EUR' })).toBe("EUR 25'990.–");
  });

  it('takes explicit digits or a custom suffix', () => {
    expect(formatCurrency(25990, 'de', { digits: 2 })).toBe("CHF 25'990.00");
    expect(formatCurrency(25990, 'it', { suffix: '.-' })).toBe("25'990.- CHF");
    expect(formatCurrency(25990, 'de', { digits: 0, suffix: '' })).toBe("CHF 25'990");
  });

  it('rejects a suffix combined with digits', () => {
    expect(() => formatCurrency(25990, 'de', { digits: 2, suffix: '.–' })).toThrow('A price suffix cannot be combined with digits');
  });

  it('throws when a currency has no config', () => {
    expect(() => formatCurrency(100, 'de', { currency: 'USD' })).toThrow('Missing currency config for USD');
    expect(() => formatPrice(100, 'de', 'GBP')).toThrow('Missing currency config for GBP');
  });

  it('formats only non-zero numbers', () => {
    expect(formatCurrency(0, 'fr')).toBe('');
    expect(formatCurrency(undefined, 'fr')).toBe('');
  });
});
