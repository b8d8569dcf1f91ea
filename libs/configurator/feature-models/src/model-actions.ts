import { dealerPagePath } from '@carweb/platform-routing';
import type { ModelLevel } from './model-level';

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
