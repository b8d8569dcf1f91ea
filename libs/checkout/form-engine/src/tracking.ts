import { pushToDataLayer, type DataLayerEvent } from '@carweb/platform-tracking';

/** SPEC §9 tracking: the step numbers of one checkout and what the pushes carry. */
export interface CheckoutTracking {
  checkout: string;
  /** data-layer step per form step */
  steps: number[];
  confirmation: number;
  /** +1 when the visitor came from the purchase options page (SPEC §9) */
  shift?: number;
  /** item price in CHF (lease: rate × duration + deposit) */
  value?: number;
  /** the brand's variant (brand config `tracking.checkoutVariant`) */
  variant?: 'kia';
  /** the checkout is a test drive or an appointment: the kia variant applies to it (SPEC §9) */
  kiaVariant?: boolean;
}

/** SPEC §9 "Kia variant: step 1 'begin_checkout' form step 1; step 2 form step 5 confirmation". */
const KIA_CONFIRMATION_FORM_STEP = 5;

export function checkoutStepEvent(tracking: CheckoutTracking, formStep: number): DataLayerEvent {
  const confirmation = formStep >= tracking.steps.length;
  const step = (confirmation ? tracking.confirmation : tracking.steps[formStep]) + (tracking.shift ?? 0);
  return {
    event: formStep === 0 ? 'begin_checkout' : confirmation ? 'checkout_confirmation' : 'checkout_progress',
    checkout: tracking.checkout,
    checkoutStep: step,
    formStep: confirmation && tracking.variant === 'kia' && tracking.kiaVariant ? KIA_CONFIRMATION_FORM_STEP : formStep + 1,
    currency: 'CHF',
    ...(tracking.value !== undefined ? { value: tracking.value } : {}),
  };
}

/** Pushes go to the data layer at once; the tag manager reads them when consent lets it load. */
export function trackCheckoutStep(tracking: CheckoutTracking, formStep: number) {
  pushToDataLayer(checkoutStepEvent(tracking, formStep));
}
