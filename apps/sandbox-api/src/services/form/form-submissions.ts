import { randomBytes } from 'node:crypto';
import { FORM_PAYLOAD_SCHEMAS, type FormPath } from '@carweb/api-contracts';
import type { z } from 'zod';
import type { SandboxContext } from '../../context';
import type { LeadSubmission } from '../../leads/submit-lead';
import { formChecks } from './form-checks';

type Payload<P extends FormPath> = z.output<(typeof FORM_PAYLOAD_SCHEMAS)[P]>;
type Submissions = { [P in FormPath]: Omit<LeadSubmission<(typeof FORM_PAYLOAD_SCHEMAS)[P]>, 'schema' | 'type' | 'service'> };

/**
 * A check-in's hash: it alone opens the customer's name, car and plate, so it is 16 random bytes (base64url), stored
 * with the appointment — nothing a visitor could derive from a lead id or count through.
 */
export const newCheckInHash = () => randomBytes(16).toString('base64url');

/** Per form: what must exist before the lead is stored, and what the answer carries besides { success, leadId }. */
export function formSubmissions(ctx: SandboxContext): Submissions {
  const check = formChecks(ctx);
  const payment = (leadId: number, amount: number, returnUrl: string) => {
    const session = ctx.payments.create(leadId, amount);
    return {
      paymentSessionId: session.paymentSessionId,
      redirectUrl: `${ctx.publicBase}/payment/checkout/${session.paymentSessionId}?returnUrl=${encodeURIComponent(returnUrl)}`,
    };
  };
  return {
    appointment: {
      check: (p: Payload<'appointment'>) => (check.dealer(p.dealerId), p.vehicleId !== undefined && check.availableVehicle(p.vehicleId)),
    },
    'buying-request': { check: (p: Payload<'buying-request'>) => (check.dealer(p.dealerId), check.availableVehicle(p.vehicleId)) },
    'contact-corporate': { check: (p: Payload<'contact-corporate'>) => check.dealer(p.dealerId) },
    leasing: { check: (p: Payload<'leasing'>) => (check.dealer(p.dealerId), check.leasing(p.vehicleId, p.leasing)) },
    'model-offer-form': {
      check: (p: Payload<'model-offer-form'>) => (
        check.dealer(p.dealerId),
        check.model(p.modelId),
        check.entity(p.entityId),
        check.configuration(p.configurationCode)
      ),
    },
    'model-test-drive': { check: (p: Payload<'model-test-drive'>) => (check.dealer(p.dealerId), check.model(p.modelId)) },
    'reservation-payment': {
      check: (p: Payload<'reservation-payment'>) => (check.dealer(p.dealerId), check.availableVehicle(p.vehicleId)),
      respond: (leadId, p: Payload<'reservation-payment'>) => payment(leadId, p.amount, p.returnUrl),
    },
    'reservation-unspecific-payment': {
      check: (p: Payload<'reservation-unspecific-payment'>) => (
        check.dealer(p.dealerId),
        check.model(p.modelId),
        check.configuration(p.configurationCode)
      ),
      respond: (leadId, p: Payload<'reservation-unspecific-payment'>) => payment(leadId, p.amount, p.returnUrl),
    },
    service: {
      check: (p: Payload<'service'>) => (check.dealer(p.dealerId), check.workshopServices(p.dealerId, p.workshopServiceIds)),
      respond: () => ({ checkInHash: newCheckInHash() }),
    },
    subscription: { check: (p: Payload<'subscription'>) => (check.dealer(p.dealerId), check.availableVehicle(p.vehicleId)) },
    'test-drive': { check: (p: Payload<'test-drive'>) => (check.dealer(p.dealerId), check.availableVehicle(p.vehicleId)) },
    'trade-in': { check: (p: Payload<'trade-in'>) => check.dealer(p.dealerId) },
    brochures: {
      check: (p: Payload<'brochures'>) => (check.dealer(p.dealerId), p.modelIds.forEach((id, i) => check.model(id, `modelIds.${i}`))),
    },
    'configurator-model-test-drive': {
      check: (p: Payload<'configurator-model-test-drive'>) => (
        check.dealer(p.dealerId),
        check.entity(p.entityId),
        check.configuration(p.configurationCode)
      ),
    },
    'soft-lead/submit': {
      check: (p: Payload<'soft-lead/submit'>) => (check.dealer(p.dealerId), p.modelId !== undefined && check.model(p.modelId)),
    },
  } as Submissions;
}
