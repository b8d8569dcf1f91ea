import type { Promotion } from '@carweb/api-contracts';

const zurichDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today as YYYY-MM-DD in Swiss time, so server and browser agree on what has expired. */
export const swissToday = (now = new Date()) => zurichDate.format(now);

/** True when the promotion's last day (validUntil) is before today; a promotion without one runs until further notice. */
export function hasExpired(promotion: Pick<Promotion, 'validUntil'>, today = swissToday()): boolean {
  return promotion.validUntil !== null && promotion.validUntil.slice(0, 10) < today;
}

/**
 * The promotions a visitor sees: none that has expired, newest first (publishingDate descending, as
 * SPEC §7 orders campaigns). The dealer service already answers so; a cached answer may have aged.
 */
export function currentPromotions<T extends Pick<Promotion, 'validUntil' | 'publishingDate'>>(
  promotions: readonly T[],
  today = swissToday(),
): T[] {
  return promotions.filter((promotion) => !hasExpired(promotion, today)).sort((a, b) => b.publishingDate.localeCompare(a.publishingDate));
}

/** The list page's two groups: offers for a vehicle, then offers for service and workshop. */
export function promotionsByCategory<T extends Pick<Promotion, 'category'>>(promotions: readonly T[]) {
  return {
    sales: promotions.filter((promotion) => promotion.category === 'sales'),
    service: promotions.filter((promotion) => promotion.category === 'service'),
  };
}
