import { describe, expect, it } from 'vitest';
import type { ApiContext } from '@carweb/api-http';
import { testBrand } from '@carweb/shared-testing';
import { defineBrand } from '@carweb/shared-util-brand';
import { marketApi } from '@carweb/api-core';
import { marketLinks } from './market-links';

const brand = defineBrand({ ...testBrand, locales: ['de', 'fr', 'it'], mainMenu: [] });

describe('vehicle-market links', () => {
  it('below a dealer: list, detail, not-available with vehicleId, checkouts of the seller, model range', () => {
    const links = marketLinks({ kind: 'dealer', dealer: { brand, locale: 'fr', dealerSlug: 'garage-x', includeLocale: true } });
    expect(links.list('?fuel[]=electric')).toBe('/fr/concessionnaire/garage-x/trouver-un-vehicule?fuel[]=electric');
    expect(links.detail('kia-ceed-12')).toBe('/fr/concessionnaire/garage-x/trouver-un-vehicule/kia-ceed-12');
    expect(links.notAvailable(12)).toBe('/fr/concessionnaire/garage-x/vehicule-non-disponible?vehicleId=12');
    expect(links.checkout('buy', 'kia-ceed-12', 'garage-x')).toBe('/fr/concessionnaire/garage-x/acheter-en-ligne/kia-ceed-12');
    expect(links.checkout('testDrive', 'kia-ceed-12', 'other-dealer')).toBe('/fr/concessionnaire/other-dealer/essai-sur-route/kia-ceed-12');
    expect(links.models()).toBe('/fr/concessionnaire/garage-x/modèles');
    expect(links.subscriptionList()).toBe('/fr/concessionnaire/garage-x/abonnement-auto');
  });

  it('brand-wide (corporate): below the language, checkouts at the selling dealer', () => {
    const links = marketLinks({ kind: 'brand', brand, locale: 'de' });
    expect(links.list()).toBe('/de/auto-finden');
    expect(links.detail('kia-ceed-12')).toBe('/de/auto-finden/kia-ceed-12');
    expect(links.notAvailable(null)).toBe('/de/fahrzeug-nicht-verfuegbar');
    expect(links.subscriptionList()).toBe('/de/auto-abo');
    expect(links.checkout('leasing', 'kia-ceed-12', 'garage-x')).toBe('/de/haendler/garage-x/online-leasen/kia-ceed-12');
    expect(links.models()).toBeNull();
  });

  it('vehicle-market calls use the corporate platform (SPEC §1)', () => {
    const api = { locale: 'de', platform: 'partnerweb' } as ApiContext;
    expect(marketApi(api).platform).toBe('corporate');
    expect(api.platform).toBe('partnerweb');
  });
});
