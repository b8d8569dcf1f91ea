import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '@carweb/api-contracts';
import { contract, callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** While the payment provider has not decided, the status is asked again this often. */
export const PAYMENT_STATUS_POLL_MS = 2_000;

/** Polled only while PENDING: every other status is the provider's decision. */
export function paymentStatusPollInterval(status: PaymentStatus | undefined): number | false {
  return status === 'PENDING' ? PAYMENT_STATUS_POLL_MS : false;
}

/** GET payment-status/{paymentSessionId}: AUTHORIZED, CANCELED, CAPTURED, PENDING or ERROR. */
export function getPaymentStatus(ctx: ApiContext, paymentSessionId: string, signal?: AbortSignal) {
  return callService(ctx, 'payment', `payment-status/${encodeURIComponent(paymentSessionId)}`, {
    schema: contract('paymentStatusResponseSchema'),
    signal,
  });
}

export function paymentStatusQuery(ctx: ApiContext, paymentSessionId: string) {
  return queryOptions({
    queryKey: ['payment', 'payment-status', ctx.locale, paymentSessionId],
    queryFn: ({ signal }) => getPaymentStatus(ctx, paymentSessionId, signal),
    refetchInterval: (query) => paymentStatusPollInterval(query.state.data?.status),
  });
}

export function usePaymentStatus(paymentSessionId: string) {
  return useQuery(paymentStatusQuery(useApiContext(), paymentSessionId));
}
