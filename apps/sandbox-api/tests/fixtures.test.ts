import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { dealerSchema, minimalDealerListSchema, vehicleListResponseSchema } from '@carweb/api-contracts';
import { BRAND_IDS } from '@carweb/shared-util-brand';
import { openDatabase } from '../src/db/open-database';
import { corePath, startTestSandbox, type TestSandbox } from './support/test-sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ seedVehicles: 5000 });
});
afterAll(() => sandbox.close());

const dealer = async (slug: string) => dealerSchema.parse(await sandbox.json(`/dealer/dealer-slug/${slug}?locale=de`));
const total = async (wholesaler: string, dealerSlug: string) =>
  vehicleListResponseSchema.parse(await sandbox.json(corePath('list', {}, { dealerSlug }, wholesaler))).totalMatches;

describe('e2e fixtures', () => {
  it('auto-zentrum-zuerich', async () => {
    const d = await dealer('auto-zentrum-zuerich');
    expect(d).toMatchObject({
      name: 'Auto Zentrum Zürich AG',
      street: 'Badenerstrasse 500',
      zip: '8048',
      city: 'Zürich',
      phone: '+41 44 123 45 67',
      locales: ['de', 'fr', 'it'],
      defaultLocale: 'de',
      type: 'sales_service',
      hasCars: true,
      wholesaler: { name: 'kia' },
    });
    expect(d.subDealers.length).toBeGreaterThanOrEqual(2);
    expect(await total('kia', 'auto-zentrum-zuerich')).toBeGreaterThanOrEqual(12);
  });

  it('garage-lugano, kia-service-bern, toyota-center-bern', async () => {
    expect(await dealer('garage-lugano')).toMatchObject({ wholesaler: { name: 'kia' }, locales: ['it'], type: 'sales' });
    expect(await dealer('kia-service-bern')).toMatchObject({ wholesaler: { name: 'kia' }, locales: ['de', 'fr'], type: 'service' });
    expect(await dealer('toyota-center-bern')).toMatchObject({ wholesaler: { name: 'toyota' }, locales: ['de', 'fr'] });
    expect(await total('toyota', 'toyota-center-bern')).toBeGreaterThanOrEqual(12);
  });

  it('has at least 40 more dealers over all eleven brands, with sub-dealers', async () => {
    const list = minimalDealerListSchema.parse(await sandbox.json('/dealer/dealer-list/min?filter=all&locale=de'));
    expect(list.length).toBeGreaterThanOrEqual(44);
    const full = await sandbox.json<{ wholesaler: { name: string }; parentDealerId: number | null }[]>('/dealer/dealer-list?locale=de');
    expect(new Set(full.map((d) => d.wholesaler.name))).toEqual(new Set(BRAND_IDS));
    expect(full.filter((d) => d.parentDealerId !== null).length).toBeGreaterThan(5);
  });

  it('filters the minimal list by wholesaler', async () => {
    const kia = minimalDealerListSchema.parse(await sandbox.json('/dealer/dealer-list/min?filter=all&wholesaler=kia&locale=de'));
    expect(kia.map((d) => d.slug)).toEqual(expect.arrayContaining(['auto-zentrum-zuerich', 'garage-lugano', 'kia-service-bern']));
    expect(kia.map((d) => d.slug)).not.toContain('toyota-center-bern');
  });

  it('answers 404 JSON for an unknown dealer and the homepage in the requested language', async () => {
    const missing = await sandbox.get('/dealer/dealer-slug/gibt-es-nicht?locale=de');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'notFound' });
    const fr = await sandbox.json<{ headline: string }>('/dealer/100/dealer/homepage?locale=fr');
    expect(fr.headline).toBe('Bienvenue chez Auto Zentrum Zürich AG');
  });

  it('serves the vehicle picture as a cacheable SVG', async () => {
    const [vehicle] = vehicleListResponseSchema.parse(await sandbox.json(corePath('list', { limit: 1 }))).vehicles;
    expect(vehicle.image).toBe(`/api/core/media/vehicles/${vehicle.id}.svg`);
    const response = await sandbox.get(`/core/media/vehicles/${vehicle.id}.svg`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.text()).toContain(`${vehicle.make.value} ${vehicle.model.value}`);
  });
});

describe('seeding', () => {
  it('is deterministic', () => {
    const digest = () => {
      const db = openDatabase(':memory:', 300);
      const hash = createHash('sha256');
      for (const table of ['dealers', 'vehicles', 'dealer_content', 'catalog_entries', 'content_entries']) {
        hash.update(JSON.stringify(db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()));
      }
      db.close();
      return hash.digest('hex');
    };
    expect(digest()).toBe(digest());
  });
});
