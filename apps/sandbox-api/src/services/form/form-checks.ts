import type { SandboxContext } from '../../context';
import { leasingViolations, rateClassOf } from '../../domain/leasing';
import { QUALITY_TAGS, bitOf } from '../../domain/vocabulary';
import { HttpError } from '../../http/errors';
import { dealerContent } from '../dealer/dealer-content';

export const fieldError = (field: string, code: 'invalid' | 'required' = 'invalid') =>
  new HttpError(400, { success: false, error: 'validation', message: 'Ungültige Eingabe', fieldErrors: { [field]: [code] } });

/** Checks of form payloads against the seeded data; each throws before anything is stored. */
export function formChecks(ctx: SandboxContext) {
  const content = dealerContent(ctx.db, ctx.mediaBase);
  const savedConfiguration = ctx.db.prepare('SELECT 1 FROM saved_configurations WHERE configuration_code = ?');

  const checks = {
    dealer(dealerId: number | undefined): void {
      if (dealerId !== undefined && !ctx.dealers.byId(dealerId)) throw fieldError('dealerId');
    },
    /** buy, lease, test drive, subscription and reservation need an existing vehicle that is not reserved */
    availableVehicle(vehicleId: number) {
      const vehicle = ctx.vehicles.byId(vehicleId);
      if (!vehicle) throw fieldError('vehicleId');
      if (vehicle.is_reserved) throw new HttpError(409, { success: false, error: 'vehicleReserved', message: 'The vehicle is reserved' });
      return vehicle;
    },
    leasing(vehicleId: number, leasing: { totalRuntime: number; kmPerYear: number; downPayment: number }): void {
      const v = checks.availableVehicle(vehicleId);
      const youngUsed = (v.quality & bitOf(QUALITY_TAGS, 'youngUsedProgramme')) !== 0;
      const violations = leasingViolations({
        price: v.price,
        ageMonths: v.age_months ?? 0,
        mileage: v.mileage,
        rateClass: rateClassOf(v.cond, youngUsed),
        ...leasing,
      });
      if (violations.length)
        throw new HttpError(400, {
          success: false,
          error: 'invalidConfiguration',
          message: 'Diese Konfiguration ist leider ungültig.',
          fieldErrors: Object.fromEntries(violations.map((x) => [`leasing.${x.field}`, [x.message]])),
        });
    },
    model(modelId: number, field = 'modelId'): void {
      if (!ctx.catalog.modelById(modelId)) throw fieldError(field);
    },
    entity(entityId: number | undefined): void {
      if (entityId !== undefined && !ctx.catalog.entity(entityId)) throw fieldError('entityId');
    },
    configuration(code: string | undefined): void {
      if (code !== undefined && !savedConfiguration.get(code)) throw fieldError('configurationCode');
    },
    workshopServices(dealerId: number, ids: string[]): void {
      const offered = new Set(content.list<{ id: string }>(dealerId, 'workshop-service', ['de']).map((w) => w.id));
      const index = ids.findIndex((id) => !offered.has(id));
      if (index >= 0) throw fieldError(`workshopServiceIds.${index}`);
    },
  };
  return checks;
}
