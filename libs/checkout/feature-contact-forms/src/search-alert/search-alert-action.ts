import { runLeadAction } from '@carweb/checkout-form-engine';
import { pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { searchAlertFixed, searchAlertForm } from '../forms/search-alert-form';
import { alertFilterOf, alertFilterWords, alertListUrl, alertThanksUrl, searchAlertMessage } from './search-alert';

/**
 * The search alert's action (decision 0019: one action with and without JavaScript): the filter comes from the page's
 * URL (the form posts to it), never from a field; the lead goes to the page's dealer, or to the brand (no dealer) from
 * the brand-wide market. The message is the same on every send, so the idempotency key is too: one lead per alert.
 */
export async function searchAlertAction(args: PageLoaderArgs) {
  const filter = alertFilterOf(args.request);
  const [dealer, words] = await Promise.all([args.dealer ? pageDealer(args) : undefined, alertFilterWords(args, filter)]);
  return runLeadAction(searchAlertForm, args.request, {
    api: args.api,
    fixed: searchAlertFixed(dealer?.dealerId, searchAlertMessage(words, alertListUrl(args, filter))),
    thanksUrl: alertThanksUrl(args.request, filter),
  });
}
