import { runLeadAction } from '@carweb/checkout-form-engine';
import { pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { appointmentForm } from './forms/appointment-form';
import { thanksUrlOf } from './thanks-step';

/** The appointment goes to the dealer of the page (decision 0019: one action with and without JavaScript). */
export async function appointmentAction(args: PageLoaderArgs) {
  const dealer = await pageDealer(args);
  return runLeadAction(appointmentForm, args.request, {
    api: args.api,
    fixed: { dealerId: dealer.dealerId },
    thanksUrl: thanksUrlOf(args.request),
  });
}
