import type { Request } from 'express';
import { BRAND_IDS, platformSchema, type BrandId, type Locale } from '@carweb/shared-util-brand';
import { vehicleSearchFilterSchema, type VehicleSearchFilter } from '@carweb/api-contracts';
import type { SandboxContext } from '../../context';
import { currentYearMonth } from '../../context';
import { makeOfWholesaler } from '../../domain/catalog';
import { HttpError, notFound } from '../../http/errors';
import { jsonQuery, parseWith, requestLocale } from '../../http/request';
import type { VehicleScope } from './vehicle-predicates';

export interface CoreCall {
  locale: Locale;
  wholesaler: BrandId;
  platform: string;
  scope: VehicleScope;
}

/** Reads the core base path {locale}/{wholesaler}/{country}/{platform} and the optional dealerSlug. */
export function coreCall(ctx: SandboxContext, req: Request): CoreCall {
  const locale = requestLocale(req);
  const wholesaler = req.params['wholesaler'] as BrandId;
  if (!(BRAND_IDS as readonly string[]).includes(wholesaler)) throw notFound(`Unknown wholesaler ${wholesaler}`);
  if (req.params['country'] !== 'ch') throw notFound(`Unknown country ${req.params['country']}`);
  const platform = platformSchema.safeParse(req.params['platform']);
  if (!platform.success) throw notFound(`Unknown platform ${req.params['platform']}`);
  let sellerIds: number[] | null = null;
  const dealerSlug = req.query['dealerSlug'];
  if (typeof dealerSlug === 'string' && dealerSlug) {
    const stored = ctx.dealers.bySlug(dealerSlug);
    if (!stored) throw notFound(`No dealer with slug ${dealerSlug}`);
    sellerIds = ctx.dealers.vehicleSellerIds(stored.dealer);
  }
  return {
    locale,
    wholesaler,
    platform: platform.data,
    scope: { make: makeOfWholesaler(wholesaler)?.name ?? null, sellerIds, currentYearMonth: currentYearMonth(ctx.now()) },
  };
}

/** `filter` (JSON) → typed filter; `name[]` keys are accepted for array parameters. */
export function searchFilter(req: Request, name = 'filter'): VehicleSearchFilter {
  const raw = jsonQuery(req, name);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new HttpError(400, {
      error: 'validation',
      message: `${name} must be a JSON object`,
      fieldErrors: { [name]: ['Ungültige Eingabe'] },
    });
  const normalized = Object.fromEntries(
    Object.entries(raw as Record<string, unknown>)
      .map(([key, value]) => [key.replace(/\[\d*\]$/, ''), value] as const)
      .filter(([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)),
  );
  return parseWith(vehicleSearchFilterSchema, normalized);
}
