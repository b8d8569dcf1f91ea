import { Router } from 'express';
import { checkInSchema, dailyExpressResponseSchema, makesAndModelsResponseSchema, type ServiceFormPayload } from '@carweb/api-contracts';
import { z } from 'zod';
import type { SandboxContext } from '../../context';
import { MAKES, MODELS } from '../../domain/catalog';
import { SWISS_CITIES } from '../../seed/data/swiss-cities';
import { distanceKm } from '../../db/sql-functions';
import { daysFromNow } from '../../db/json';
import { notFound } from '../../http/errors';
import { parseWith, requestLocale } from '../../http/request';
import { dealerContent } from '../dealer/dealer-content';

/** Rough centre per first postcode digit, for postcodes not in the city list. */
const ZIP_REGIONS: Record<string, [number, number]> = {
  '1': [46.52, 6.63],
  '2': [47.0, 6.93],
  '3': [46.95, 7.45],
  '4': [47.55, 7.59],
  '5': [47.39, 8.04],
  '6': [47.05, 8.31],
  '7': [46.85, 9.53],
  '8': [47.38, 8.54],
  '9': [47.42, 9.37],
};

function locate(zip: string): [number, number] {
  const city = SWISS_CITIES.find((c) => c.zip === zip) ?? SWISS_CITIES.find((c) => c.zip.slice(0, 2) === zip.slice(0, 2));
  if (city) return [city.latitude, city.longitude];
  return zip >= '6500' && zip < '7000' ? [46.1, 8.95] : ZIP_REGIONS[zip[0]];
}

function nextWeekday(now: Date): number {
  let days = 1;
  while ([0, 6].includes(new Date(now.getTime() + days * 86400000).getUTCDay())) days++;
  return days;
}

/** GET check-in/{hash}, emilfrey/daily-express?zip, trade-in/makes-and-models */
export function formLookupRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const content = dealerContent(ctx.db, ctx.mediaBase);

  router.get('/check-in/:hash', (req, res) => {
    const locale = requestLocale(req);
    const lead = ctx.leads.byCheckInHash(req.params.hash);
    if (!lead) throw notFound('Unknown check-in');
    const payload = lead.payload as ServiceFormPayload;
    const dealer = ctx.dealers.byId(payload.dealerId);
    const names = new Map(
      content.list<{ id: string; name: string }>(payload.dealerId, 'workshop-service', [locale, 'de']).map((w) => [w.id, w.name]),
    );
    res.json(
      checkInSchema.parse({
        hash: req.params.hash,
        dealerId: payload.dealerId,
        dealerName: dealer?.dealer.name ?? '',
        wishDate: payload.wishDate,
        customer: { firstName: payload.contact.firstName, lastName: payload.contact.lastName },
        vehicle: { make: payload.vehicle.make, model: payload.vehicle.model, controlSign: payload.vehicle.controlSign ?? null },
        workshopServices: payload.workshopServiceIds.map((id) => ({ id, name: names.get(id) ?? id })),
        status: payload.wishDate < daysFromNow(ctx.now(), 0) ? 'checkedIn' : 'scheduled',
      }),
    );
  });

  router.get('/emilfrey/daily-express', (req, res) => {
    requestLocale(req);
    const { zip } = parseWith(z.object({ zip: z.string().regex(/^[1-9]\d{3}$/, 'invalid') }), req.query);
    const [lat, lon] = locate(zip);
    const nearest = ctx.dealers
      .all()
      .filter((d) => d.dealer.wholesaler.name === 'emilfrey')
      .map((d) => ({ d, km: distanceKm(lat, lon, d.dealer.latitude, d.dealer.longitude) }))
      .sort((a, b) => a.km - b.km)[0];
    const available = nearest !== undefined && nearest.km <= 60;
    res.json(
      dailyExpressResponseSchema.parse({
        zip,
        available,
        nextDeliveryDate: available ? daysFromNow(ctx.now(), nextWeekday(ctx.now())) : null,
        nearestDealer: nearest
          ? {
              dealerId: nearest.d.dealer.dealerId,
              name: nearest.d.dealer.name,
              city: nearest.d.dealer.city,
              distanceKm: Math.round(nearest.km * 10) / 10,
            }
          : null,
      }),
    );
  });

  router.get('/trade-in/makes-and-models', (req, res) => {
    requestLocale(req);
    const makes = MAKES.map((make) => ({
      id: make.slug,
      name: make.name,
      models: MODELS.filter((m) => m.make === make.name).map((m) => ({ id: String(m.id), name: m.name })),
    })).sort((a, b) => a.name.localeCompare(b.name, 'de'));
    res.json(makesAndModelsResponseSchema.parse({ makes }));
  });

  return router;
}
