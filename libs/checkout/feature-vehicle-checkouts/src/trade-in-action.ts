import { runLeadAction } from '@carweb/checkout-form-engine';
import { pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { SENT_PARAM } from './checkout-vehicle';
import { tradeInForm } from './forms/trade-in-form';

/** The dealer and its locations: who may take the lead. */
export async function tradeInAction(args: PageLoaderArgs) {
  const dealer = await pageDealer(args);
  const dealerIds = [dealer.dealerId, ...dealer.subDealers.map((sub) => sub.dealerId)];
  const url = new URL(args.request.url);
  return runLeadAction(tradeInForm, args.request, {
    api: args.api,
    // the chosen location must be one of this dealer's; anything else falls back to the dealer itself
    fixed: async (payload) => (dealerIds.includes(payload['dealerId'] as number) ? {} : { dealerId: dealer.dealerId }),
    thanksUrl: `${url.pathname}?${SENT_PARAM}`,
  });
}
