import { savedConfigurationQuery } from '@carweb/api-model';
import { runLeadAction } from '@carweb/checkout-form-engine';
import { critical, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { SENT_PARAM } from './checkout-vehicle';
import { CONFIGURATION_PARAM } from './configuration-reservation-loader';
import { configurationReservationForm } from './forms/configuration-reservation-form';
import { RESERVATION_FEE_CHF } from './forms/vehicle-checkout-forms';

/** The lead goes to the dealer of the page with the fee, the saved configuration (when it exists) and the way back. */
export async function configurationReservationAction(args: PageLoaderArgs) {
  const url = new URL(args.request.url);
  const code = url.searchParams.get(CONFIGURATION_PARAM);
  const { queryClient } = args.env;
  const [dealer, configuration] = await Promise.all([
    pageDealer(args),
    code ? critical(queryClient.ensureQueryData(savedConfigurationQuery(args.api, code))) : null,
  ]);
  const search = configuration ? `?${CONFIGURATION_PARAM}=${encodeURIComponent(configuration.configurationCode)}` : '';
  return runLeadAction(configurationReservationForm, args.request, {
    api: args.api,
    fixed: {
      dealerId: dealer.dealerId,
      amount: RESERVATION_FEE_CHF,
      returnUrl: `${url.pathname}${search}`,
      ...(configuration ? { configurationCode: configuration.configurationCode } : {}),
    },
    thanksUrl: `${url.pathname}?${SENT_PARAM}`,
    nextDocument: (answer) => String(answer['redirectUrl']),
  });
}
