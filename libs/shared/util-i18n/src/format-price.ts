import type { Locale } from '@carweb/shared-util-brand';

export type Currency = 'CHF' | 'EUR';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The Italian number format is replaced by the French one (SPEC §9). */
function intlLocale(locale: Locale): string {
  if (locale === 'it') return 'fr-CH';
  if (locale === 'sl') return 'de-CH';
  if (locale === 'en') return 'en-GB';
  return `${locale}-CH`;
}

function numberFormat(locale: Locale, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: true,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** Swiss grouping: apostrophe thousands separator in every language. */
function swissGrouping(formatted: string): string {
  return formatted.replace(/[\u2019\u202f\u00a0\s]/g, "'");
}

/**
 * Formats an amount, only when it is a non-zero number (SPEC §5); otherwise returns ''.
 * Whole amounts get the '.–' suffix; fr/it use dot decimals, en a comma thousands separator.
 */
export function formatNumber(value: unknown, locale: Locale, fractionDigits = 0): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value === 0) return '';
  const formatted = numberFormat(locale, fractionDigits).format(value);
  if (locale === 'en') return formatted;
  return swissGrouping(formatted).replace(',', '.');
}

/** CHF 25'990.– (de), 25'990.– CHF (fr, it), CHF 25,990.– (en). */
export function formatPrice(value: unknown, locale: Locale, currency: Currency = 'CHF'): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value === 0) return '';
  const whole = Number.isInteger(value);
  const amount = formatNumber(value, locale, whole ? 0 : 2) + (whole ? '.–' : '');
  return locale === 'fr' || locale === 'it' ? `${amount} ${currency}` : `${currency} ${amount}`;
}
