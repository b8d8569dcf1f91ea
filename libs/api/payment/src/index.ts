export * from './get-payment-status';
