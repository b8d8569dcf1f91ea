import { vehicleFixture } from '@carweb/shared-testing';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { sharedUiCatalog } from '@carweb/shared-ui';
import { loadMessages } from '@carweb/shared-util-i18n';
import { vehicleMarketCatalog } from '../messages';
import { energyText, firstRegistrationText, vehicleCardModel, vehicleCardProps, vehicleTags, watchedVehicle } from './vehicle-card-model';

// the card's texts (labels, new price, leasing) come from the shared-ui catalog, the rest from the market's
const intlOf = async (locale: 'de' | 'fr') =>
  createIntl({ locale: `${locale}-CH`, messages: await loadMessages([vehicleMarketCatalog, sharedUiCatalog], locale) });
const intl = await intlOf('de');

describe('vehicle card model', () => {
  it('formats every card field: §9 prices, Swiss numbers, registration, leasing, energy', () => {
    const card = vehicleCardModel(vehicleFixture(), intl);
    expect(card.title).toBe('Kia Stonic');
    expect(card.subtitle).toBe('1.5 T-GDi MHEV GT-Line');
    expect(card.facts).toEqual([
      { label: 'Erstzulassung', value: '03/2023' },
      { label: 'Kilometerstand', value: "12'500 km" },
      { label: 'Treibstoff', value: 'Mild-Hybrid' },
    ]);
    expect(card.price).toBe("CHF 25'990.–");
    expect(card.newPrice).toBe("Neupreis CHF 32'150.–");
    expect(card.leasingRate).toBe('Leasing ab CHF 293.05 / Monat');
    expect(card.energy).toBe('6.5 l/100 km kombiniert · 153 g CO₂/km');
    expect(card.imageAlt).toBe('Kia Stonic 1.5 T-GDi MHEV GT-Line');
  });

  it('French puts the currency after the amount', async () => {
    const card = vehicleCardModel(vehicleFixture(), await intlOf('fr'));
    expect(card.price).toBe("25'990.– CHF");
    expect(card.leasingRate).toBe('Leasing dès 293.05 CHF / mois');
  });

  it('a new vehicle has no registration, no mileage fact when 0, no new price when not higher', () => {
    const card = vehicleCardModel(vehicleFixture({ firstRegistration: null, mileage: 0, newPrice: 25990, leasingMonthlyRate: null }), intl);
    expect(card.facts[0].value).toBe('Neufahrzeug');
    expect(card.facts[1].value).toBe('');
    expect(card.newPrice).toBeUndefined();
    expect(card.leasingRate).toBeUndefined();
  });

  it('electric: kWh and no emission figure for 0 g (numbers only when non-zero)', () => {
    expect(
      energyText(vehicleFixture({ fuelType: { value: 'Elektro', id: 'electric' }, combinedConsumption: 17.4, combinedEmission: 0 }), intl),
    ).toBe('17.4 kWh/100 km kombiniert');
    expect(energyText(vehicleFixture({ combinedConsumption: null, combinedEmission: null }), intl)).toBe('');
  });

  it('tags: reserved first, then young-used programme, top deal, top vehicle; a reserved vehicle shows no leasing offer', () => {
    const vehicle = vehicleFixture({ tags: ['topVehicle', 'youngUsedProgramme', 'topDeal'], isReserved: true });
    expect(vehicleTags(vehicle, intl)).toEqual([
      { label: 'Reserviert', tone: 'reserved' },
      { label: 'Junge Occasion', tone: 'highlight' },
      { label: 'Top-Angebot', tone: 'neutral' },
      { label: 'Top-Fahrzeug', tone: 'neutral' },
    ]);
    expect(vehicleCardModel(vehicle, intl).leasingRate).toBeUndefined();
  });

  it('the card gets raw values to format itself; a reserved vehicle gets no leasing rate', () => {
    const card = vehicleCardProps(vehicleFixture({ isReserved: true }), intl);
    expect(card).toMatchObject({
      title: 'Kia Stonic',
      price: 25990,
      currency: 'CHF',
      newPrice: 32150,
      leasingRate: null,
      fuel: 'Mild-Hybrid',
      mileage: 12500,
    });
    expect(card.firstRegistration).toEqual({ year: 2023, month: 3 });
    expect(card.tags[0]).toEqual({ label: 'Reserviert', tone: 'reserved' });
    expect(vehicleCardProps(vehicleFixture(), intl).leasingRate).toBe(293.05);
  });

  it('registration is MM/YYYY; the watch list keeps a small summary', () => {
    expect(firstRegistrationText({ firstRegistration: { year: 2021, month: 11 } }, intl)).toBe('11/2021');
    expect(watchedVehicle(vehicleFixture())).toEqual({
      id: 100006,
      slug: 'kia-stonic-1-5-t-gdi-mhev-gt-line-100006',
      title: 'Kia Stonic',
      subtitle: '1.5 T-GDi MHEV GT-Line',
      imageUrl: '/api/core/media/vehicles/100006.svg',
      price: 25990,
      currency: 'CHF',
    });
  });
});
