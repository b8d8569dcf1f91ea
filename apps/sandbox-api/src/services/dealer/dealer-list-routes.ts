import { Router } from 'express';
import {
  dealerListQuerySchema,
  dealerListSchema,
  dealerListSearchCriteriaSchema,
  minimalDealerListSchema,
  tradeInFilterSchema,
  type DealerListSearchCriteria,
} from '@carweb/api-contracts';
import { z } from 'zod';
import type { SandboxContext } from '../../context';
import { distanceKm } from '../../db/sql-functions';
import { parseWith, requestLocale } from '../../http/request';
import { brandDisplayName } from '../../domain/brands';
import type { StoredDealer } from './dealer-repository';

const minimalListQuery = z.object({ filter: tradeInFilterSchema.default('all'), wholesaler: z.string().optional() });

const TYPE_NAMES = { sales: 'Verkauf', sales_service: 'Verkauf & Service', service: 'Service' } as const;
const SERVICE_NAMES = { tradein: 'Eintausch', onlinesales: 'Online-Verkauf', testdrive: 'Probefahrt' } as const;

const byName = (a: StoredDealer, b: StoredDealer) => a.dealer.name.localeCompare(b.dealer.name, 'de');

/** GET dealer-list (filter, dealerServiceType, wholesaler, search, lat/lon/radius), dealer-list/min, dealer-list/search-criteria */
export function dealerListRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.get('/dealer-list/min', (req, res) => {
    requestLocale(req);
    const query = parseWith(minimalListQuery, req.query);
    const dealers = ctx.dealers
      .all()
      .filter((d) => !query.wholesaler || d.dealer.wholesaler.name === query.wholesaler)
      .filter((d) => query.filter === 'all' || d.services.includes(query.filter))
      .sort(byName)
      .map(({ dealer }) => dealer);
    res.json(minimalDealerListSchema.parse(dealers));
  });

  router.get('/dealer-list', (req, res) => {
    requestLocale(req);
    const query = parseWith(dealerListQuerySchema, req.query);
    const origin = query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : null;
    const search = query.search?.toLowerCase();
    const dealers = ctx.dealers
      .all()
      .filter((d) => !query.wholesaler || d.dealer.wholesaler.name === query.wholesaler)
      .filter((d) => query.filter === 'all' || d.services.includes(query.filter))
      .filter((d) => query.dealerServiceType === 'all' || d.services.includes(query.dealerServiceType))
      .filter((d) => !search || `${d.dealer.name} ${d.dealer.zip} ${d.dealer.city}`.toLowerCase().includes(search))
      .map((d) => ({
        ...d.dealer,
        services: d.services,
        parentDealerId: d.parentId,
        ...(origin ? { distance: Math.round(distanceKm(origin.lat, origin.lon, d.dealer.latitude, d.dealer.longitude) * 10) / 10 } : {}),
      }))
      .filter((d) => query.radius === undefined || d.distance === undefined || d.distance <= (query.radius ?? Infinity))
      .sort((a, b) => (origin ? (a.distance ?? 0) - (b.distance ?? 0) : a.name.localeCompare(b.name, 'de')));
    res.json(dealerListSchema.parse(dealers));
  });

  router.get('/dealer-list/search-criteria', (req, res) => {
    requestLocale(req);
    const all = ctx.dealers.all();
    const counted = (keys: string[], name: (key: string) => string) => {
      const counts = new Map<string, number>();
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      return [...counts].map(([id, count]) => ({ id, name: name(id), count })).sort((a, b) => a.name.localeCompare(b.name, 'de'));
    };
    const criteria: DealerListSearchCriteria = {
      filter: [
        {
          identifier: 'wholesaler',
          values: counted(
            all.map((d) => d.dealer.wholesaler.name),
            brandDisplayName,
          ),
        },
        {
          identifier: 'city',
          values: counted(
            all.map((d) => d.dealer.city),
            (c) => c,
          ),
        },
        {
          identifier: 'type',
          values: counted(
            all.map((d) => d.dealer.type),
            (t) => TYPE_NAMES[t as keyof typeof TYPE_NAMES],
          ),
        },
        {
          identifier: 'dealerServiceType',
          values: counted(
            all.flatMap((d) => d.services),
            (s) => SERVICE_NAMES[s as keyof typeof SERVICE_NAMES] ?? s,
          ),
        },
      ],
    };
    res.json(dealerListSearchCriteriaSchema.parse(criteria));
  });

  return router;
}
