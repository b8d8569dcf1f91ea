import { calculateVehicleLeasing, marketApi } from '@carweb/api-core';
import { runLeadAction } from '@carweb/checkout-form-engine';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { loadCheckoutVehicle, SENT_PARAM } from './checkout-vehicle';
import { BUYING_FORM_TYPES, RESERVATION_FEE_CHF, VEHICLE_CHECKOUT_FORMS, type VehicleCheckoutKind } from './forms/vehicle-checkout-forms';

type LeasingTerms = { totalRuntime?: unknown; kmPerYear?: unknown; downPayment?: unknown };
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The lead of a vehicle checkout: the vehicle (guard of SPEC §2) gives vehicle and dealer; a leasing
 * lead carries the rate the core API calculates for the typed terms, never one the browser sends.
 */
export async function vehicleCheckoutAction(kind: VehicleCheckoutKind, args: PageLoaderArgs) {
  const vehicle = await loadCheckoutVehicle(args);
  const url = new URL(args.request.url);
  const base = { vehicleId: vehicle.id, dealerId: vehicle.dealer.dealerId };
  const fixed =
    kind === 'leasing'
      ? async (payload: Record<string, unknown>) => {
          const terms = (payload['leasing'] ?? {}) as LeasingTerms;
          if (!isNumber(terms.totalRuntime) || !isNumber(terms.kmPerYear) || !isNumber(terms.downPayment)) return base;
          const input = { totalRuntime: terms.totalRuntime, kmPerYear: terms.kmPerYear, downPayment: terms.downPayment };
          // no rate (invalid terms or a core outage): the contract fails and the visitor gets the generic message, values kept
          const rate = await calculateVehicleLeasing(marketApi(args.api), vehicle.id, input).then(
            (calculation) => calculation.monthlyRate,
            () => undefined,
          );
          return { ...base, leasing: { ...input, monthlyRate: rate } };
        }
      : base;
  // the way in (purchase options) stays with the visitor: its tracking shift holds up to the confirmation
  const via = url.searchParams.get('via');
  const thanksUrl = `${url.pathname}?${SENT_PARAM}${via ? `&via=${encodeURIComponent(via)}` : ''}`;
  if (kind === 'subscription') {
    // the price is the vehicle's, never one the browser sends
    const subscriptionFixed = async (payload: Record<string, unknown>) => ({
      ...base,
      subscription: { ...(payload['subscription'] as object | undefined), price: vehicle.subscription?.price },
    });
    return runLeadAction(VEHICLE_CHECKOUT_FORMS.subscription, args.request, { api: args.api, fixed: subscriptionFixed, thanksUrl });
  }
  if (kind === 'reservation') {
    // the payment service's page, then back to this page with the session (SPEC §4 payment checkout)
    return runLeadAction(VEHICLE_CHECKOUT_FORMS.reservation, args.request, {
      api: args.api,
      fixed: { ...base, amount: RESERVATION_FEE_CHF, returnUrl: via ? `${url.pathname}?via=${encodeURIComponent(via)}` : url.pathname },
      thanksUrl,
      nextDocument: (answer) => String(answer['redirectUrl']),
    });
  }
  if (kind === 'buy' || kind === 'onlineSales') {
    const buying = { ...base, formType: BUYING_FORM_TYPES[kind] };
    return runLeadAction(VEHICLE_CHECKOUT_FORMS[kind], args.request, { api: args.api, fixed: buying, thanksUrl });
  }
  return runLeadAction(VEHICLE_CHECKOUT_FORMS[kind], args.request, { api: args.api, fixed, thanksUrl });
}
