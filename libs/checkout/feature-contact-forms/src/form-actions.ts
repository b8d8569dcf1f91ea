import type { Dealer } from '@carweb/api-contracts';
import { runLeadAction, type LeadFormDefinition } from '@carweb/checkout-form-engine';
import { pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { brochureConfigurationOf, brochureThanksUrl } from './brochure-configuration';
import { brochureForm } from './forms/brochure-form';
import { contactForm, corporateContactForm } from './forms/contact-forms';
import { newsletterFixed, newsletterForm, softLeadFixed, softLeadForm } from './forms/soft-lead-forms';
import { thanksUrlOf } from './lead-page';

/**
 * The action of a dealer's lead form (decision 0019: one action with and without JavaScript): what
 * the page adds from the dealer, then 303 to the thanks step of the same page.
 */
async function dealerLeadAction(
  args: PageLoaderArgs,
  definition: LeadFormDefinition,
  fixed: (dealer: Dealer, payload: Record<string, unknown>) => Record<string, unknown>,
) {
  const dealer = await pageDealer(args);
  return runLeadAction(definition, args.request, {
    api: args.api,
    fixed: async (payload) => fixed(dealer, payload),
    thanksUrl: thanksUrlOf(args.request),
  });
}

/** The chosen location must be the dealer or one of its sub-dealers; anything else goes to the dealer itself. */
export const contactAction = (args: PageLoaderArgs) =>
  dealerLeadAction(args, contactForm, (dealer, payload) => {
    const locations = [dealer.dealerId, ...dealer.subDealers.map((sub) => sub.dealerId)];
    return locations.includes(payload['dealerId'] as number) ? {} : { dealerId: dealer.dealerId };
  });

export const newsletterAction = (args: PageLoaderArgs) =>
  dealerLeadAction(args, newsletterForm, (dealer) => newsletterFixed(dealer.dealerId));

export const softLeadAction = (args: PageLoaderArgs) => dealerLeadAction(args, softLeadForm, (dealer) => softLeadFixed(dealer.dealerId));

/**
 * The configuration comes from the page's URL (the form posts to it, with or without JavaScript), never from a field:
 * the lead names only a configuration that exists.
 */
export async function brochureAction(args: PageLoaderArgs) {
  const [dealer, configuration] = await Promise.all([pageDealer(args), brochureConfigurationOf(args)]);
  return runLeadAction(brochureForm, args.request, {
    api: args.api,
    fixed: { dealerId: dealer.dealerId, ...(configuration ? { configurationCode: configuration.configurationCode } : {}) },
    thanksUrl: brochureThanksUrl(args.request, configuration),
  });
}

/** The corporate contact has no dealer of its own: a dealer the visitor names is checked by the form service. */
export const corporateContactAction = (args: PageLoaderArgs) =>
  runLeadAction(corporateContactForm, args.request, { api: args.api, fixed: {}, thanksUrl: thanksUrlOf(args.request) });
