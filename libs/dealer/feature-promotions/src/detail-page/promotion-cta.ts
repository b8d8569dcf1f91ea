import type { Dealer, Promotion } from '@carweb/api-contracts';
import { resolveDealerLink, type ResolvedLink } from '@carweb/platform-layout';
import { dealerPagePath, type DealerBase } from '@carweb/platform-routing';

/** Id of the promotion's vehicle list, the call to action of a promotion that has vehicles. */
export const PROMOTION_VEHICLES_ID = 'promotion-vehicles';

/**
 * Where a promotion's call to action (its ctaText) leads: a service promotion to the service
 * appointment (or the dealer's own booking form, SPEC §2 serviceform), a sales promotion to its
 * vehicles on the page, one without vehicles to the dealer's contact form.
 */
export function promotionCta(
  promotion: Pick<Promotion, 'category' | 'isServiceTheme'>,
  hasVehicles: boolean,
  base: DealerBase,
  dealer: Pick<Dealer, 'dealerId' | 'street' | 'zip' | 'city' | 'externalServiceFormUrl'>,
): ResolvedLink {
  if (promotion.isServiceTheme || promotion.category === 'service') return resolveDealerLink({ target: 'serviceform' }, base, dealer);
  if (hasVehicles) return { href: `#${PROMOTION_VEHICLES_ID}`, external: false };
  return { href: dealerPagePath(base, 'contact'), external: false };
}
