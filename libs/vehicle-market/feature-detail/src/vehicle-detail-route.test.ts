// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageLoaderArgs } from '@carweb/platform-routing';
import { pageLoaderArgs } from '@carweb/platform-routing/testing';
import { testBrand, vehicleDetailFixture } from '@carweb/shared-testing';
import { defineBrand } from '@carweb/shared-util-brand';
import { packagesRequest } from '@carweb/api-core';
import { vehicleJsonLd } from './detail-page/vehicle-json-ld';
import { loadVehicleDetail } from './vehicle-detail-loader';
import { vehicleSlugSelector } from './vehicle-detail-route';

const brand = defineBrand({ ...testBrand, locales: ['de', 'fr'], mainMenu: [] });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    statusText: status === 404 ? 'Not Found' : 'OK',
    headers: { 'Content-Type': 'application/json' },
  });

function args(path: string, fetch: typeof globalThis.fetch): PageLoaderArgs {
  const parts = path.split('?')[0].split('/');
  return pageLoaderArgs({ path, fetch, brand, params: { slug: parts[5] }, backends: { core: 'http://core.test' }, dealer: parts[3] ?? '' });
}

const vehicle = vehicleDetailFixture();
const detailPath = `/de/haendler/auto-zentrum-zuerich/auto-finden/${vehicle.slug}`;
const PACKAGES = {
  additionalPackages: [
    { id: 'service-3', name: 'Servicepaket 3 Jahre', description: 'Alle Services', price: 1680, monthlyPrice: 46.67, items: ['Ölwechsel'] },
  ],
};
const found = vi.fn(async (url: RequestInfo | URL) => {
  if (String(url).includes('/similar')) return json({ vehicles: [], totalMatches: 0, currentPage: 1, error: false });
  return json(String(url).includes('/additional-packages') ? PACKAGES : vehicle);
});
const missing = vi.fn(async () => json({ error: 'notFound', message: 'Could not load vehicle detail data' }, 404));

afterEach(() => vi.unstubAllGlobals());

describe('vehicle detail loader (SPEC §2, §4)', () => {
  it('loads the vehicle by the id at the end of the slug, through the corporate platform', async () => {
    const loaderArgs = args(detailPath, found);
    expect(await loadVehicleDetail(loaderArgs)).toEqual({ notAvailable: false, vehicleId: 100006 });
    expect(String(found.mock.calls[0][0])).toBe(
      'http://core.test/de/kia/ch/corporate/detail/100006?locale=de&dealerSlug=auto-zentrum-zuerich',
    );
    expect(vehicleSlugSelector({ queryClient: loaderArgs.env.queryClient, params: loaderArgs.params, locale: 'de' })).toEqual(
      vehicle.slugLocalizations,
    );
  });

  it('puts the additional packages into the server cache, so the browser makes no call of its own on the first load', async () => {
    const loaderArgs = args(detailPath, found);
    await loadVehicleDetail(loaderArgs);
    const cached = loaderArgs.env.queryClient.getQueriesData({ queryKey: ['core', 'additional-packages'] }).map(([, data]) => data);
    expect(cached).toEqual([PACKAGES]);
  });

  it('a failing packages call does not break the page, and a reserved vehicle asks for none', async () => {
    const packagesFail = vi.fn(async (url: RequestInfo | URL) =>
      String(url).includes('/additional-packages') ? json({ error: 'x', message: 'down' }, 500) : found(url),
    );
    const failing = args(detailPath, packagesFail);
    expect(await loadVehicleDetail(failing)).toEqual({ notAvailable: false, vehicleId: 100006 });
    expect(failing.env.queryClient.getQueriesData({ queryKey: ['core', 'additional-packages'] }).map(([, data]) => data)).toEqual([
      undefined,
    ]);

    const reservedFetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url).includes('/detail/100006?') ? json(vehicleDetailFixture({ isReserved: true })) : found(url),
    );
    await loadVehicleDetail(args(detailPath, reservedFetch));
    expect(reservedFetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/additional-packages'))).toEqual([]);
  });

  it('on the server a failure answers 301 to the not-available page with vehicleId', async () => {
    const response = await loadVehicleDetail(args('/de/haendler/auto-zentrum-zuerich/auto-finden/kia-weg-424242', missing)).catch(
      (thrown) => thrown,
    );
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/de/haendler/auto-zentrum-zuerich/fahrzeug-nicht-verfuegbar?vehicleId=424242');
  });

  it('a slug without id goes to the not-available page without vehicleId', async () => {
    const response = await loadVehicleDetail(args('/de/haendler/auto-zentrum-zuerich/auto-finden/kein-fahrzeug', missing)).catch(
      (thrown) => thrown,
    );
    expect(response.headers.get('Location')).toBe('/de/haendler/auto-zentrum-zuerich/fahrzeug-nicht-verfuegbar');
  });

  it('in the browser the location stays, the loader reports not-available and raises the event', async () => {
    const dispatchEvent = vi.fn();
    vi.stubGlobal('document', {});
    vi.stubGlobal('window', { dispatchEvent });
    vi.stubGlobal(
      'CustomEvent',
      class extends Event {
        constructor(
          type: string,
          readonly init: { detail: unknown },
        ) {
          super(type);
        }
      },
    );
    const result = await loadVehicleDetail(args('/de/haendler/auto-zentrum-zuerich/auto-finden/kia-weg-424242', missing));
    expect(result).toEqual({ notAvailable: true, vehicleId: 424242 });
    expect(dispatchEvent).toHaveBeenCalledOnce();
    expect(dispatchEvent.mock.calls[0][0].type).toBe('vehicle-not-available');
  });

  it('another spelling of the slug redirects (301) to the vehicle slug of the language', async () => {
    const response = await loadVehicleDetail(args('/de/haendler/auto-zentrum-zuerich/auto-finden/alter-name-100006?x=1', found)).catch(
      (thrown) => thrown,
    );
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(`${detailPath}?x=1`);
  });
});

describe('detail helpers', () => {
  it('JSON-LD Car with an Offer of the selling dealer', () => {
    const data = vehicleJsonLd(vehicleDetailFixture({ isReserved: true }), 'https://kia.test/de/x', 'https://kia.test');
    expect(data).toMatchObject({
      '@type': 'Car',
      name: 'Kia Stonic 1.5 T-GDi MHEV GT-Line',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { value: 12500, unitCode: 'KMT' },
      dateVehicleFirstRegistered: '2023-03',
      offers: {
        '@type': 'Offer',
        price: 25990,
        priceCurrency: 'CHF',
        availability: 'https://schema.org/LimitedAvailability',
        seller: { '@type': 'AutoDealer', name: 'Auto Zentrum Zürich AG' },
      },
    });
    expect(data.image[0]).toBe('https://kia.test/api/core/media/vehicles/100006.svg?view=side');
  });

  it('additional packages are asked for by registration and model; a new vehicle counts as registered now', () => {
    expect(packagesRequest(vehicleDetailFixture())).toEqual({ year: 2023, month: 3, modelId: 102 });
    expect(packagesRequest(vehicleDetailFixture({ firstRegistration: null }), new Date(2026, 4, 10))).toEqual({
      year: 2026,
      month: 5,
      modelId: 102,
    });
  });
});
