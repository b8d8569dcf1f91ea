export {
  paymentStatusPollInterval,
  getPaymentStatus,
  paymentStatusQuery,
  usePaymentStatus,
  PAYMENT_STATUS_POLL_MS,
} from './get-payment-status';
