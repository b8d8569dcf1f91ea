import { expect } from 'vitest';
import * as base from '@carweb/api-base';
import { submitReservationPayment } from '@carweb/api-form';
import { getPaymentStatus } from '@carweb/api-payment';
import type { ContractCase } from '../contract-case';
import { address, leadBase } from './lead-payloads';

export const PAYMENT_CASES: ContractCase[] = [
  {
    fetcher: 'getPaymentStatus',
    run: async (ctx, fx) => {
      const reservation = await submitReservationPayment(ctx, {
        ...leadBase(fx.dealerId),
        address,
        vehicleId: fx.leasableVehicleId,
        amount: 500,
        returnUrl: '/de/danke',
      });
      return getPaymentStatus(ctx, reservation.paymentSessionId);
    },
    check: (result) => expect((result as { status: string }).status).toBe('PENDING'),
  },
];

export const BASE_CASES: ContractCase[] = [
  { fetcher: 'getInternalIp', run: (ctx) => base.getInternalIp(ctx) },
  { fetcher: 'getFootnotes', run: (ctx) => base.getFootnotes(ctx) },
  { fetcher: 'getSeo', run: (ctx, fx) => base.getSeo(ctx, { route: 'homepagePartnerWeb', dealerId: fx.dealerId }) },
];
