import type { PaymentStatus } from '@carweb/api-contracts';
import type { MessageId } from '@carweb/shared-util-i18n';
import { messages } from '../messages';

/** Back from the payment page without an authorization: why, and the form again (SPEC §4 payment checkout). */
export const PAYMENT_NOTICES: Record<PaymentStatus, MessageId | null> = {
  CANCELED: messages.paymentCanceled,
  ERROR: messages.paymentFailed,
  PENDING: messages.paymentPending,
  CAPTURED: null,
  AUTHORIZED: null,
};
