import { dealerPagePath } from '@carweb/platform-routing';
import { brandOfLevel, levelPath, type ModelLevel } from './model-level';

/** The ways to act on a model at a dealer: its forms (model test drive, model offer) and the brochure request. */
export interface ModelActions {
  testDrive: string;
  offer: string;
  brochure: string;
}

/**
 * SPEC §2 model forms: {base}/modell-probefahrt/{slug}, {base}/modell-offerte/{slug}, {base}/prospekte. A lead needs a
 * dealer (decision 0034): on the site level there are none (the page offers "find a dealer"), nor for a service
 * dealer, whose model forms answer not-found (their guard's rule).
 */
export function modelActions(level: ModelLevel, slug: string, dealerType: string | undefined): ModelActions | null {
  if (level.kind !== 'dealer' || dealerType === 'service' || !slug) return null;
  const model = encodeURIComponent(slug);
  return {
    testDrive: dealerPagePath(level.dealer, 'modelTestDrive', model),
    offer: dealerPagePath(level.dealer, 'modelOfferForm', model),
    brochure: dealerPagePath(level.dealer, 'brochures'),
  };
}

/**
 * The model's configurator on the same level ({configurator}/{slug}, decision 0034): for the site's own brand's models
 * (the configurator's rule: another brand's model, or a service dealer, answers not-found), when it has variants.
 */
export function configureHref(
  level: ModelLevel,
  model: { slug: string; brand: string },
  dealerType: string | undefined,
  variantCount: number,
): string | null {
  if (!model.slug || variantCount === 0 || dealerType === 'service' || model.brand !== brandOfLevel(level).wholesaler) return null;
  return levelPath(level, 'configurator', encodeURIComponent(model.slug));
}
