import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentStatusResponseSchema } from '@carweb/api-contracts';
import { callService, useApiContext, type ApiContext } from '@carweb/api-http';

/** While the payment provider has not decided, the status is asked again this often. */
export const PAYMENT_STATUS_POLL_MS = 2_000;

/** GET payment-status/{paymentSessionId}: AUTHORIZED, CANCELED, CAPTURED, PENDING or ERROR. */
export function getPaymentStatus(ctx: ApiContext, paymentSessionId: string, signal?: AbortSignal) {
  return callService(ctx, 'payment', `payment-status/${encodeURIComponent(paymentSessionId)}`, {
    schema: paymentStatusResponseSchema,
    signal,
  });
}

export function paymentStatusQuery(ctx: ApiContext, paymentSessionId: string) {
  return queryOptions({
    queryKey: ['payment', 'payment-status', ctx.locale, paymentSessionId],
    queryFn: ({ signal }) => getPaymentStatus(ctx, paymentSessionId, signal),
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? PAYMENT_STATUS_POLL_MS : false),
  });
}

export function usePaymentStatus(paymentSessionId: string) {
  return useQuery(paymentStatusQuery(useApiContext(), paymentSessionId));
}
