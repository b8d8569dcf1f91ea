// Stories only: the vehicle of the detail stories as the sandbox answers it (the recorded detail), and its states
// as changed copies: another option set, reserved, the longest texts the stock has.
import type { VehicleDetail } from '@carweb/api-contracts';
import { INDEX_FOLLOW } from '@carweb/platform-routing';
import { recordedAnswer } from '@carweb/shared-testing-msw';

/** The sandbox's Kia Stonic of the story dealer, buyable online and by leasing (the recorded `core/detail/:id`). */
export const storyVehicle = (overrides: Partial<VehicleDetail> = {}): VehicleDetail => ({
  ...recordedAnswer<VehicleDetail>('core/detail/:id'),
  ...overrides,
});

/** The longest names the stock has: model type, equipment, comment and dealer wrap instead of overflowing. */
export const longTextVehicle = (): VehicleDetail => {
  const vehicle = storyVehicle();
  return {
    ...vehicle,
    model: { value: 'Sorento', id: 99 },
    modelType: { value: '1.6 T-GDi Plug-in-Hybrid AWD Platinum Black Edition mit Panoramaglasdach und Anhängerkupplung' },
    price: { value: 1_249_990 },
    newPrice: 1_389_000,
    tags: ['youngUsedProgramme', 'topDeal', 'topVehicle'],
    equipment: [
      'Adaptive Geschwindigkeitsregelanlage mit Stop-and-go-Funktion und Navigationsdatenanbindung',
      'Head-up-Display mit Augmented-Reality-Navigationshinweisen',
      'Panorama-Glasschiebedach elektrisch mit Sonnenschutzrollo',
      'Anhängerkupplung schwenkbar mit Anhängerstabilisierung',
    ].map((name, index) => ({ id: `equip-${index}`, name })),
    comment:
      'Unfallfreies Fahrzeug aus erster Hand, lückenlos serviceheftgepflegt bei uns im Haus. Sommer- und Winterräder auf Alufelgen, ' +
      'frisch ab MFK, Garantieverlängerung möglich. Eintausch Ihres bisherigen Fahrzeugs und Finanzierung über unsere Partnerbank ' +
      'sind jederzeit möglich – wir freuen uns auf Ihren Besuch in unserem Showroom an der Badenerstrasse.',
    dealer: {
      ...vehicle.dealer,
      name: 'Garage Lombardi & Figli Automobili Sottoceneri SA – Filiale Mendrisio-Stabio',
      street: 'Via Cantonale 123a',
      zip: '6855',
      city: 'Stabio',
      email: 'vendita.mendrisio@garage-lombardi-automobili-sottoceneri.ch',
    },
  };
};

/** The detail page's route: its URL below the story dealer and its handle (page type, robots). */
export const DETAIL_PAGE = {
  route: {
    url: '/de/haendler/auto-zentrum-zuerich/auto-finden/kia-stonic-100009',
    handle: { pageType: 'vehicleDetailPage', robots: INDEX_FOLLOW },
  },
};
