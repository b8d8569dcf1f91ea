import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import de from '../i18n/de.json';
import fr from '../i18n/fr.json';
import { vehicleFixture } from '@carweb/vehicle-market-testing';
import { energyText, firstRegistrationText, vehicleCardModel, vehicleTags, watchedVehicle } from './vehicle-card-model';

const intlOf = (locale: string, messages: Record<string, string>) =>
  createIntl({ locale, messages: Object.fromEntries(Object.entries(messages).map(([key, text]) => [`vehicle-market.${key}`, text])) });
const intl = intlOf('de-CH', de);

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

  it('French puts the currency after the amount', () => {
    const card = vehicleCardModel(vehicleFixture(), intlOf('fr-CH', fr));
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
    expect(energyText(vehicleFixture({ fuelType: { value: 'Elektro', id: 'electric' }, combinedConsumption: 17.4, combinedEmission: 0 }), intl)).toBe('17.4 kWh/100 km kombiniert');
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
