import { expect } from 'vitest';
import * as form from '@carweb/api-form';
import { getWorkshopServices } from '@carweb/api-dealer';
import { newIdempotencyKey } from '@carweb/api-http';
import { calculateVehicleLeasing } from '@carweb/api-core';
import type { ContractCase } from '../contract-case';
import { address, leadBase, tradeInVehicle, wishDate } from './lead-payloads';
import { modelFixtures } from './model-fixtures';

const stored = (result: unknown) => expect((result as { leadId: number }).leadId).toBeGreaterThan(0);
const leasing = { totalRuntime: 48, kmPerYear: 15_000, downPayment: 3_000 };
const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

export const FORM_CASES: ContractCase[] = [
  {
    fetcher: 'submitAppointment',
    run: (ctx, fx) => form.submitAppointment(ctx, { ...leadBase(fx.dealerId), wishDate: wishDate() }),
    check: stored,
  },
  {
    fetcher: 'submitBuyingRequest',
    run: (ctx, fx) =>
      form.submitBuyingRequest(ctx, {
        ...leadBase(fx.dealerId),
        address,
        vehicleId: fx.leasableVehicleId,
        deliveryType: 'pickup',
      }),
    check: stored,
  },
  {
    fetcher: 'submitCorporateContact',
    run: (ctx, fx) => form.submitCorporateContact(ctx, { ...leadBase(fx.dealerId), subject: 'Flottenangebot' }),
    check: stored,
  },
  {
    fetcher: 'submitLeasingRequest',
    run: async (ctx, fx) => {
      const { monthlyRate } = await calculateVehicleLeasing(ctx, fx.leasableVehicleId, leasing);
      const payload = {
        ...leadBase(fx.dealerId),
        address,
        vehicleId: fx.leasableVehicleId,
        deliveryType: 'delivery' as const,
        leasing: { ...leasing, monthlyRate },
      };
      return form.submitLeasingRequest(ctx, payload);
    },
    check: stored,
  },
  {
    fetcher: 'submitModelOffer',
    run: async (ctx, fx) => {
      const m = await modelFixtures(ctx);
      return form.submitModelOffer(ctx, {
        ...leadBase(fx.dealerId),
        modelId: m.modelId,
        entityId: m.entityId,
        configurationCode: m.configurationCode,
      });
    },
    check: stored,
  },
  {
    fetcher: 'submitModelTestDrive',
    run: async (ctx, fx) =>
      form.submitModelTestDrive(ctx, {
        ...leadBase(fx.dealerId),
        modelId: (await modelFixtures(ctx)).modelId,
        wishDate: wishDate(),
      }),
    check: stored,
  },
  {
    fetcher: 'submitReservationPayment',
    run: (ctx, fx) =>
      form.submitReservationPayment(ctx, {
        ...leadBase(fx.dealerId),
        address,
        vehicleId: fx.leasableVehicleId,
        amount: 500,
        returnUrl: '/de/danke',
      }),
    check: (result) => expect((result as { paymentSessionId: string }).paymentSessionId).not.toBe(''),
  },
  {
    fetcher: 'submitUnspecificReservationPayment',
    run: async (ctx, fx) => {
      const m = await modelFixtures(ctx);
      return form.submitUnspecificReservationPayment(ctx, {
        ...leadBase(fx.dealerId),
        address,
        modelId: m.modelId,
        configurationCode: m.configurationCode,
        amount: 500,
        returnUrl: '/de/danke',
      });
    },
    check: stored,
  },
  {
    fetcher: 'submitServiceAppointment',
    run: async (ctx, fx) => {
      const [workshopService] = await getWorkshopServices(ctx, fx.dealerId);
      return form.submitServiceAppointment(ctx, {
        ...leadBase(fx.dealerId),
        wishDate: wishDate(),
        workshopServiceIds: [workshopService.id],
        vehicle: tradeInVehicle,
      });
    },
    check: stored,
  },
  {
    fetcher: 'submitSubscription',
    run: (ctx, fx) =>
      form.submitSubscription(ctx, {
        ...leadBase(fx.dealerId),
        address,
        vehicleId: fx.leasableVehicleId,
        subscription: { duration: 12, kmPerYear: 10_000, price: 649 },
      }),
    check: stored,
  },
  {
    fetcher: 'submitTestDrive',
    run: async (ctx, fx) => {
      const payload = { ...leadBase(fx.dealerId), vehicleId: fx.leasableVehicleId, wishDate: wishDate() };
      const idempotencyKey = newIdempotencyKey();
      const first = await form.submitTestDrive(ctx, payload, { idempotencyKey });
      const retry = await form.submitTestDrive(ctx, payload, { idempotencyKey });
      expect(retry.leadId, 'a retry with the same Idempotency-Key is stored once').toBe(first.leadId);
      return first;
    },
    check: stored,
  },
  {
    fetcher: 'submitTradeIn',
    run: (ctx, fx) => form.submitTradeIn(ctx, { ...leadBase(fx.dealerId), vehicle: tradeInVehicle, condition: 'good' }),
    check: stored,
  },
  {
    fetcher: 'submitBrochureRequest',
    run: async (ctx, fx) => form.submitBrochureRequest(ctx, { ...leadBase(fx.dealerId), modelIds: [(await modelFixtures(ctx)).modelId] }),
    check: stored,
  },
  {
    fetcher: 'submitConfiguratorModelTestDrive',
    run: async (ctx, fx) => {
      const m = await modelFixtures(ctx);
      return form.submitConfiguratorModelTestDrive(ctx, {
        ...leadBase(fx.dealerId),
        configurationCode: m.configurationCode,
        entityId: m.entityId,
      });
    },
    check: stored,
  },
  {
    fetcher: 'submitSoftLead',
    run: (ctx, fx) =>
      form.submitSoftLead(ctx, {
        email: 'anna.muster@example.ch',
        dealerId: fx.dealerId,
        vehicleId: fx.vehicleId,
        source: 'vehicle-detail',
        privacyAccepted: true,
      }),
    check: stored,
  },
  {
    fetcher: 'getCheckIn',
    run: async (ctx, fx) => {
      const [workshopService] = await getWorkshopServices(ctx, fx.dealerId);
      const lead = await form.submitServiceAppointment(ctx, {
        ...leadBase(fx.dealerId),
        wishDate: wishDate(),
        workshopServiceIds: [workshopService.id],
        vehicle: tradeInVehicle,
      });
      return form.getCheckIn(ctx, lead.checkInHash);
    },
  },
  {
    fetcher: 'uploadVehicleDocument',
    run: (ctx) => form.uploadVehicleDocument(ctx, new Blob([PDF], { type: 'application/pdf' }), 'fahrzeugausweis.pdf'),
    check: (result) => expect(result).toMatchObject({ fileName: 'fahrzeugausweis.pdf', contentType: 'application/pdf' }),
  },
  { fetcher: 'getDailyExpress', run: (ctx) => form.getDailyExpress(ctx, '8001') },
  {
    fetcher: 'getTradeInMakesAndModels',
    run: (ctx) => form.getTradeInMakesAndModels(ctx),
    check: (makes) => expect((makes as unknown[]).length).toBeGreaterThan(0),
  },
];
