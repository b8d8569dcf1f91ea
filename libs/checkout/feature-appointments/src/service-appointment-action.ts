import { runLeadAction } from '@carweb/checkout-form-engine';
import { pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { CORPORATE_CLIENT_FIELD, serviceAppointmentForm } from './forms/service-appointment-form';
import { thanksUrlOf } from './thanks-step';

/**
 * The appointment goes to the dealer of the page. A company address is sent only for a corporate
 * client: what was typed into it before the flag was unticked again is left out.
 */
export async function serviceAppointmentAction(args: PageLoaderArgs) {
  const dealer = await pageDealer(args);
  return runLeadAction(serviceAppointmentForm, args.request, {
    api: args.api,
    fixed: async (payload) => ({
      dealerId: dealer.dealerId,
      ...(payload[CORPORATE_CLIENT_FIELD] === true ? {} : { companyAddress: undefined }),
    }),
    thanksUrl: thanksUrlOf(args.request),
  });
}
