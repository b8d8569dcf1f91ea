import type { Promotion } from '@carweb/api-contracts';
import { dealerPagePath, type DealerBase } from '@carweb/platform-routing';
import type { Locale } from '@carweb/shared-util-brand';

export type PromotionLink = Pick<Promotion, 'slug' | 'slugLocalizations' | 'isServiceTheme'>;

/** Query parameter of the not-available page: the slug of the promotion that was asked for. */
export const REQUESTED_PROMOTION_PARAM = 'promotion';

/** The promotion's slug in a language; the slug it was loaded by where it has none for that language. */
export function promotionSlug(promotion: Pick<Promotion, 'slug' | 'slugLocalizations'>, locale: Locale): string {
  return promotion.slugLocalizations[locale] || promotion.slug;
}

/** SPEC §2: a promotion lives at {base}/{list}/{slug}, a service-theme promotion at {base}/services/{slug}. */
export function promotionPath(base: DealerBase, promotion: PromotionLink): string {
  const key = promotion.isServiceTheme ? 'serviceThemePromotion' : 'promotions';
  return dealerPagePath(base, key, encodeURIComponent(promotionSlug(promotion, base.locale)));
}

/** Where an absent promotion leads (SPEC §2): the not-available page, told which promotion was asked for. */
export function promotionUnavailablePath(base: DealerBase, requestedSlug?: string): string {
  const path = dealerPagePath(base, 'promotionUnavailable');
  return requestedSlug ? `${path}?${REQUESTED_PROMOTION_PARAM}=${encodeURIComponent(requestedSlug)}` : path;
}
