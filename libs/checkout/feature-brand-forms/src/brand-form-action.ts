import { runLeadAction } from '@carweb/checkout-form-engine';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { thanksUrlOf } from './brand-form-page';
import { BRAND_FORM_DEFINITIONS, type BrandLeadFormId } from './forms/brand-form-definitions';

/**
 * The action of every brand form (decision 0019: one action with and without JavaScript): the
 * visitor's fields, checked by the brand action's contract, sent to {locale}/{brand}.ch/{platform};
 * the page adds nothing (the dealer of a contact is the visitor's choice, checked by the brand service).
 */
export const brandFormAction = (form: BrandLeadFormId, args: PageLoaderArgs) =>
  runLeadAction(BRAND_FORM_DEFINITIONS[form], args.request, { api: args.api, fixed: {}, thanksUrl: thanksUrlOf(args.request) });
