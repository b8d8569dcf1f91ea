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

/** How each currency is written; a currency without config cannot be formatted (SPEC §8). */
export const CURRENCY_CONFIG: Record<Currency, { label: string }> = {
  CHF: { label: 'CHF' },
  EUR: { label: 'EUR' },
};

/** '.–' after whole amounts (SPEC §9). */
export const WHOLE_AMOUNT_SUFFIX = '.–';

export interface CurrencyOptions {
  currency?: string;
  /** fraction digits; default 0 for whole amounts, else 2 */
  digits?: number;
  /** written after whole amounts; default '.–' */
  suffix?: string;
}

/**
 * The currency formatter: German (and en, sl) write the currency first, so the suffix ends up
 * after value and currency ("CHF 25'990.–"); fr/it write it last ("25'990.– CHF").
 * Throws for a currency without config and for a suffix combined with digits.
 */
export function formatCurrency(value: unknown, locale: Locale, options: CurrencyOptions = {}): string {
  const currency = options.currency ?? 'CHF';
  const config = (CURRENCY_CONFIG as Record<string, { label: string } | undefined>)[currency];
  if (!config) throw new Error(`Missing currency config for ${currency}`);
  if (options.suffix && options.digits) throw new Error('A price suffix cannot be combined with digits');
  if (typeof value !== 'number' || !Number.isFinite(value) || value === 0) return '';
  const whole = options.digits === undefined ? Number.isInteger(value) : options.digits === 0;
  const digits = options.digits ?? (whole ? 0 : 2);
  const amount = formatNumber(value, locale, digits) + (whole ? (options.suffix ?? WHOLE_AMOUNT_SUFFIX) : '');
  return locale === 'fr' || locale === 'it' ? `${amount} ${config.label}` : `${config.label} ${amount}`;
}

/** CHF 25'990.– (de), 25'990.– CHF (fr, it), CHF 25,990.– (en); '' unless a non-zero number. */
export function formatPrice(value: unknown, locale: Locale, currency = 'CHF'): string {
  return formatCurrency(value, locale, { currency });
}
