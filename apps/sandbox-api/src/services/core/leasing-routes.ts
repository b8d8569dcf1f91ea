import { Router, type Response } from 'express';
import {
  leasingCalculationRequestSchema,
  leasingCalculationResponseSchema,
  modelLeasingCalculationRequestSchema,
  type ModelLeasingCalculationRequest,
} from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import type { SandboxContext } from '../../context';
import { configurationProblems, priceConfiguration } from '../../domain/configuration-price';
import { LEASING_BOUNDS, calculateLeasing, leasingViolations, rateClassOf, type LeasingInput } from '../../domain/leasing';
import { BUYING_TAGS, QUALITY_TAGS, bitOf } from '../../domain/vocabulary';
import { HttpError, notFound } from '../../http/errors';
import { intParam, parseWith } from '../../http/request';
import { coreCall } from './core-scope';

/** SPEC §5/§8: the UI shows this text for a configuration outside the bounds. */
const INVALID_CONFIGURATION: Record<Locale, string> = {
  de: 'Diese Konfiguration ist leider ungültig.',
  fr: "Cette configuration n'est malheureusement pas valable.",
  it: 'Purtroppo questa configurazione non è valida.',
  en: 'Unfortunately this configuration is not valid.',
  sl: 'Ta konfiguracija žal ni veljavna.',
};

function answer(res: Response, input: LeasingInput, locale: Locale, extraViolations: { field: string; message: string }[] = []): void {
  const violations = [...extraViolations, ...leasingViolations(input)];
  if (violations.length) {
    const fieldErrors: Record<string, string[]> = {};
    for (const v of violations) (fieldErrors[v.field] ??= []).push(v.message);
    throw new HttpError(400, { success: false, error: 'invalidConfiguration', message: INVALID_CONFIGURATION[locale], fieldErrors });
  }
  const result = calculateLeasing(input);
  const { runtime, kmPerYear, maxDownPaymentShare } = LEASING_BOUNDS;
  res.json(
    leasingCalculationResponseSchema.parse({
      ...result,
      price: input.price,
      currency: 'CHF',
      bounds: { totalRuntime: runtime, kmPerYear, downPayment: { min: 0, max: Math.floor(input.price * maxDownPaymentShare), step: 100 } },
    }),
  );
}

/**
 * The leased price: a configuration (entityId + items) is priced here; without items a given price still wins over the
 * entity's or the model's "from" price, as before configurations were sent. Unknown ids are an invalid configuration.
 */
function modelPrice(ctx: SandboxContext, body: ModelLeasingCalculationRequest, locale: Locale): number {
  const invalid = (field: string, message: string) =>
    new HttpError(400, {
      success: false,
      error: 'invalidConfiguration',
      message: INVALID_CONFIGURATION[locale],
      fieldErrors: { [field]: [message] },
    });
  if (body.entityId !== undefined) {
    const entity = ctx.catalog.entity(body.entityId);
    if (!entity) throw invalid('entityId', `unknown entity ${body.entityId}`);
    if (!body.items) return body.price ?? entity.price;
    const [problem] = configurationProblems(entity, body.items);
    if (problem) throw invalid(problem.field, problem.message);
    return priceConfiguration(entity, body.items).price;
  }
  if (body.items) throw invalid('entityId', 'items need an entityId');
  if (body.modelId !== undefined) {
    const model = ctx.catalog.modelById(body.modelId);
    if (!model) throw invalid('modelId', `unknown model ${body.modelId}`);
    return body.price ?? model.priceFrom;
  }
  if (body.price !== undefined) return body.price;
  throw new HttpError(400, {
    success: false,
    error: 'validation',
    message: 'price, entityId or modelId required',
    fieldErrors: { entityId: ['required'] },
  });
}

/** POST leasing/calculation/cars/{vehicleId}, leasing/calculation/model */
export function leasingRoutes(ctx: SandboxContext): Router {
  const router = Router({ mergeParams: true });

  router.post('/leasing/calculation/cars/:vehicleId', (req, res) => {
    const call = coreCall(ctx, req);
    const body = parseWith(leasingCalculationRequestSchema, req.body);
    const row = ctx.vehicles.byId(intParam(req, 'vehicleId'));
    if (!row) throw notFound('Unknown vehicle');
    const youngUsed = (row.quality & bitOf(QUALITY_TAGS, 'youngUsedProgramme')) !== 0;
    const leasable = (row.buying & bitOf(BUYING_TAGS, 'leasing')) !== 0 && row.is_reserved === 0;
    const input = {
      price: row.price,
      ageMonths: row.age_months ?? 0,
      mileage: row.mileage,
      rateClass: rateClassOf(row.cond, youngUsed),
      ...body,
    };
    answer(res, input, call.locale, leasable ? [] : [{ field: 'carId', message: 'vehicle cannot be leased' }]);
  });

  router.post('/leasing/calculation/model', (req, res) => {
    const call = coreCall(ctx, req);
    const body = parseWith(modelLeasingCalculationRequestSchema, req.body);
    const price = modelPrice(ctx, body, call.locale);
    const { totalRuntime, kmPerYear, downPayment } = body;
    answer(res, { price, ageMonths: 0, mileage: 0, rateClass: 'new', totalRuntime, kmPerYear, downPayment }, call.locale);
  });

  return router;
}
