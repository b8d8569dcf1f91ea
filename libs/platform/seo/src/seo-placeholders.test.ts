import { describe, expect, it } from 'vitest';
import { fillSeoPlaceholders } from './seo-placeholders';

describe('SEO placeholders (SPEC §3)', () => {
  it.each([
    ['{dealerName} – Ihr Kia Partner', { dealerName: 'Auto Zentrum Zürich AG' }, 'Auto Zentrum Zürich AG – Ihr Kia Partner'],
    [
      '{vehicleBrandName} {vehicleModelName}, {vehicleDoorsCount} Türen, {vehicleBodyType} in {vehicleBodyColor}',
      { vehicleBrandName: 'Kia', vehicleModelName: 'EV6', vehicleDoorsCount: 5, vehicleBodyType: 'SUV', vehicleBodyColor: 'Weiss' },
      'Kia EV6, 5 Türen, SUV in Weiss',
    ],
    ['{{modelBrandName}} {{modelName}}', { modelBrandName: 'Kia', modelName: 'Sportage' }, 'Kia Sportage'],
    ['{dealerName} – Kia', {}, 'Kia'],
    ['Neuwagen bei {dealerName}.', { dealerName: null }, 'Neuwagen bei.'],
    ['Unknown {foo} stays', { dealerName: 'x' }, 'Unknown {foo} stays'],
    ['Bienvenue chez {dealerName} : véhicules', { dealerName: 'Garage Lugano SA' }, 'Bienvenue chez Garage Lugano SA : véhicules'],
    ['{vehicleBrandName} {vehicleModelName} | {dealerName}', { vehicleBrandName: 'Kia' }, 'Kia'],
  ])('%s', (text, values, expected) => {
    expect(fillSeoPlaceholders(text, values)).toBe(expected);
  });
});
