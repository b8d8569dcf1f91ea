import type { Locale } from '@carweb/shared-util-brand';
import { formatNumber } from '@carweb/shared-util-i18n';
import { roundKm } from './distance';

/** A distance in km with one decimal in the page's language ("2.3"); a dealer at the searched place is "0.0". */
export function formatDistance(km: number, locale: Locale): string {
  const rounded = roundKm(km);
  // formatNumber leaves zero empty (SPEC §5); the separator is the language's all the same
  return rounded === 0 ? formatNumber(0.5, locale, 1).replace('5', '0') : formatNumber(rounded, locale, 1);
}
