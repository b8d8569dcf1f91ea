import { afterEach, describe, expect, it } from 'vitest';
import { checkoutStepEvent, trackCheckoutStep, type CheckoutTracking } from './tracking';

const buy: CheckoutTracking = { checkout: 'buy', steps: [1, 2, 3], confirmation: 4 };
/** the data-layer steps a visitor passes: every form step, then the confirmation */
const walk = (tracking: CheckoutTracking) =>
  Array.from({ length: tracking.steps.length + 1 }, (_, formStep) => checkoutStepEvent(tracking, formStep).checkoutStep);

describe('checkoutStepEvent (SPEC §9)', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('begin on the first step, progress on the next, confirmation after the last', () => {
    expect([0, 1, 2, 3].map((formStep) => checkoutStepEvent(buy, formStep))).toEqual([
      { event: 'begin_checkout', checkout: 'buy', checkoutStep: 1, formStep: 1, currency: 'CHF' },
      { event: 'checkout_progress', checkout: 'buy', checkoutStep: 2, formStep: 2, currency: 'CHF' },
      { event: 'checkout_progress', checkout: 'buy', checkoutStep: 3, formStep: 3, currency: 'CHF' },
      { event: 'checkout_confirmation', checkout: 'buy', checkoutStep: 4, formStep: 4, currency: 'CHF' },
    ]);
  });

  it('shifts every step by 1 when the visitor came from the purchase options page', () => {
    expect(walk({ ...buy, shift: 1 })).toEqual([2, 3, 4, 5]);
    expect(walk(buy)).toEqual([1, 2, 3, 4]);
  });

  it('carries the value in CHF when there is one, and no value key when there is none', () => {
    const event = checkoutStepEvent({ ...buy, value: 32_990 }, 1);
    expect(event).toMatchObject({ currency: 'CHF', value: 32_990 });
    expect(checkoutStepEvent(buy, 1)).not.toHaveProperty('value');
    expect(checkoutStepEvent({ ...buy, value: 0 }, 0)).toMatchObject({ value: 0 });
  });

  it('the kia variant (SPEC §9): a two-step checkout begins with form step 1 and confirms step 2 as form step 5', () => {
    const testDrive: CheckoutTracking = { checkout: 'test_drive', steps: [1, 1], confirmation: 2, variant: 'kia', kiaVariant: true };
    expect([0, 2].map((formStep) => checkoutStepEvent(testDrive, formStep))).toEqual([
      { event: 'begin_checkout', checkout: 'test_drive', checkoutStep: 1, formStep: 1, currency: 'CHF' },
      { event: 'checkout_confirmation', checkout: 'test_drive', checkoutStep: 2, formStep: 5, currency: 'CHF' },
    ]);
    // without the variant the confirmation is the form step after the last
    expect(checkoutStepEvent({ ...testDrive, variant: undefined }, 2).formStep).toBe(3);
    // other checkouts of a kia site keep their numbering, a one-step newsletter too
    expect(checkoutStepEvent({ ...buy, variant: 'kia' }, 3)).toMatchObject({ checkoutStep: 4, formStep: 4 });
    const newsletter: CheckoutTracking = { checkout: 'newsletter', steps: [1], confirmation: 2, variant: 'kia' };
    expect(checkoutStepEvent(newsletter, 1)).toMatchObject({ checkoutStep: 2, formStep: 2 });
  });

  it('trackCheckoutStep pushes the event to window.dataLayer (created on first use)', () => {
    delete window.dataLayer;
    trackCheckoutStep({ ...buy, value: 100 }, 0);
    trackCheckoutStep(buy, 3);
    expect(window.dataLayer).toEqual([
      { event: 'begin_checkout', checkout: 'buy', checkoutStep: 1, formStep: 1, currency: 'CHF', value: 100 },
      { event: 'checkout_confirmation', checkout: 'buy', checkoutStep: 4, formStep: 4, currency: 'CHF' },
    ]);
  });
});
