import { modelRangeQuery, savedConfigurationQuery } from '@carweb/api-model';
import { paymentStatusQuery } from '@carweb/api-payment';
import type { PaymentStatus } from '@carweb/api-contracts';
import { critical, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { isSent, paymentSessionOf } from './checkout-vehicle';

/** The saved configuration the visitor comes with (from the configurator), e.g. `?configurationCode=K3X9`. */
export const CONFIGURATION_PARAM = 'configurationCode';

export interface ConfigurationReservationData {
  sent: boolean;
  /** back from the payment page: the session's status (AUTHORIZED → thanks; CANCELED, ERROR → try again) */
  payment?: PaymentStatus;
  /** the saved configuration, when the code the visitor came with exists */
  configurationCode: string | null;
  /** a code was given but no such configuration exists: the visitor chooses the model */
  configurationMissing: boolean;
}

/**
 * The model range is critical (the dealer is the dealer route's, decision 0028) (the model is the form's first step); a saved configuration
 * that does not exist is no error, the visitor then chooses the model; an outage answers 503 (decision 0015).
 */
export async function loadConfigurationReservation(args: PageLoaderArgs): Promise<ConfigurationReservationData> {
  const { request, env, api } = args;
  const code = new URL(request.url).searchParams.get(CONFIGURATION_PARAM);
  const session = paymentSessionOf(request);
  const { queryClient } = env;
  const [, , configuration, payment] = await Promise.all([
    pageDealer(args),
    critical(queryClient.ensureQueryData(modelRangeQuery(api))),
    code ? critical(queryClient.ensureQueryData(savedConfigurationQuery(api, code))) : null,
    session ? critical(queryClient.ensureQueryData(paymentStatusQuery(api, session))) : undefined,
  ]);
  return {
    sent: isSent(request),
    payment: payment?.status,
    configurationCode: configuration ? configuration.configurationCode : null,
    configurationMissing: Boolean(code) && !configuration,
  };
}
