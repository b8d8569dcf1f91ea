import type { BrandId } from '@carweb/shared-util-brand';

export interface Make {
  name: string;
  slug: string;
  /** the wholesaler (brand id) that imports the make, if it is one of the eleven brands */
  brand: BrandId | null;
  trims: readonly string[];
  engines: Readonly<Record<string, readonly string[]>>;
}

export interface CatalogModel {
  id: number;
  make: string;
  name: string;
  category: 'small' | 'compact' | 'suv' | 'family' | 'electric' | 'sport' | 'commercial';
  bodies: readonly string[];
  fuels: readonly string[];
  /** list price of the base version in CHF */
  basePrice: number;
  seats: number;
  drives: readonly string[];
  doors: number;
  utility?: boolean;
}

const engines = (petrol: string[], diesel: string[], hybrid: string[], plugin: string[], electric: string[]) => ({
  petrol,
  mild_hybrid: petrol.map((e) => `${e} MHEV`),
  diesel,
  hybrid,
  plugin_hybrid: plugin,
  electric,
});

export const MAKES: readonly Make[] = [
  {
    name: 'Kia',
    slug: 'kia',
    brand: 'kia',
    trims: ['LX', 'Power', 'Style', 'GT-Line', 'GT'],
    engines: engines(
      ['1.0 T-GDi', '1.5 T-GDi', '1.6 T-GDi'],
      ['1.6 CRDi'],
      ['1.6 T-GDi HEV'],
      ['1.6 T-GDi PHEV'],
      ['58 kWh', '77.4 kWh', '81.4 kWh'],
    ),
  },
  {
    name: 'Toyota',
    slug: 'toyota',
    brand: 'toyota',
    trims: ['Active', 'Comfort', 'Trend', 'Style', 'GR Sport', 'Premium'],
    engines: engines(
      ['1.0 VVT-i', '1.5 VVT-i'],
      ['2.8 D-4D'],
      ['1.5 Hybrid', '1.8 Hybrid', '2.0 Hybrid', '2.5 Hybrid'],
      ['2.0 Plug-in Hybrid', '2.5 Plug-in Hybrid'],
      ['57.7 kWh', '73.1 kWh'],
    ),
  },
  {
    name: 'Opel',
    slug: 'opel',
    brand: 'opel',
    trims: ['Edition', 'Elegance', 'GS', 'Ultimate'],
    engines: engines(['1.2 Turbo', '1.6 Turbo'], ['1.5 Diesel'], ['1.2 Hybrid'], ['1.6 Plug-in Hybrid'], ['51 kWh', '54 kWh', '73 kWh']),
  },
  {
    name: 'Citroën',
    slug: 'citroen',
    brand: 'citroen',
    trims: ['You', 'Plus', 'Max', 'Shine'],
    engines: engines(
      ['1.2 PureTech 100', '1.2 PureTech 130'],
      ['1.5 BlueHDi 130'],
      ['1.2 Hybrid 136'],
      ['1.6 Plug-in Hybrid 225'],
      ['44 kWh', '54 kWh'],
    ),
  },
  {
    name: 'Lexus',
    slug: 'lexus',
    brand: 'lexus',
    trims: ['Comfort', 'Executive', 'F Sport', 'Excellence'],
    engines: engines(['2.4 Turbo'], [], ['1.5 Hybrid', '2.5 Hybrid', '3.5 Hybrid'], ['2.5 Plug-in Hybrid'], ['64 kWh', '71.4 kWh']),
  },
  {
    name: 'Land Rover',
    slug: 'land-rover',
    brand: 'landrover',
    trims: ['S', 'SE', 'HSE', 'Dynamic SE', 'Autobiography'],
    engines: engines(['P250', 'P300', 'P400'], ['D200', 'D250', 'D300'], [], ['P300e', 'P400e', 'P550e'], []),
  },
  {
    name: 'Jaguar',
    slug: 'jaguar',
    brand: 'jaguar',
    trims: ['S', 'SE', 'HSE', 'R-Dynamic SE'],
    engines: engines(['P250', 'P300', 'P450'], ['D200'], [], ['P400e'], ['90 kWh']),
  },
  {
    name: 'Zeekr',
    slug: 'zeekr',
    brand: 'zeekr',
    trims: ['Core', 'Long Range', 'Privilege', 'Performance'],
    engines: engines([], [], [], [], ['66 kWh', '75 kWh', '100 kWh']),
  },
  {
    name: 'Suzuki',
    slug: 'suzuki',
    brand: 'suzuki',
    trims: ['Generation', 'Compact+', 'Compact Top', 'Piz Sulai'],
    engines: engines(
      ['1.2 Dualjet', '1.4 Boosterjet', '1.5 Allgrip'],
      [],
      ['1.5 Hybrid', '1.8 Hybrid'],
      ['2.5 Plug-in Hybrid'],
      ['49 kWh', '61 kWh'],
    ),
  },
  {
    name: 'Volkswagen',
    slug: 'volkswagen',
    brand: null,
    trims: ['Life', 'Style', 'R-Line', 'GTI'],
    engines: engines(['1.5 TSI', '2.0 TSI'], ['2.0 TDI'], [], ['1.5 eHybrid'], ['77 kWh']),
  },
  {
    name: 'Škoda',
    slug: 'skoda',
    brand: null,
    trims: ['Selection', 'Sportline', 'L&K', 'RS'],
    engines: engines(['1.5 TSI', '2.0 TSI'], ['2.0 TDI'], [], ['1.5 TSI iV'], ['77 kWh', '85 kWh']),
  },
  {
    name: 'BMW',
    slug: 'bmw',
    brand: null,
    trims: ['Advantage', 'Sport Line', 'M Sport', 'xLine'],
    engines: engines(['20i', '30i'], ['20d', '30d'], [], ['25e', '30e'], ['i4 eDrive40', 'iX1 xDrive30']),
  },
  {
    name: 'Mercedes-Benz',
    slug: 'mercedes-benz',
    brand: null,
    trims: ['Progressive', 'AMG Line', 'Avantgarde'],
    engines: engines(['180', '200', '300'], ['220 d', '300 d'], [], ['300 e', '400 e'], ['EQA 250', 'EQB 300']),
  },
];

const m = (
  id: number,
  make: string,
  name: string,
  category: CatalogModel['category'],
  bodies: string[],
  fuels: string[],
  basePrice: number,
  seats: number,
  drives: string[],
  doors: number,
  utility = false,
): CatalogModel => ({ id, make, name, category, bodies, fuels, basePrice, seats, drives, doors, utility });

/** Model lines with realistic Swiss base prices (CHF). Ids are stable: they appear in URLs. */
export const MODELS: readonly CatalogModel[] = [
  m(101, 'Kia', 'Picanto', 'small', ['small'], ['petrol'], 16950, 4, ['fwd'], 5),
  m(102, 'Kia', 'Stonic', 'suv', ['suv'], ['petrol', 'mild_hybrid'], 24950, 5, ['fwd'], 5),
  m(103, 'Kia', 'Ceed', 'compact', ['hatchback', 'wagon'], ['petrol', 'mild_hybrid', 'plugin_hybrid'], 27950, 5, ['fwd'], 5),
  m(104, 'Kia', 'XCeed', 'compact', ['suv'], ['petrol', 'plugin_hybrid'], 31950, 5, ['fwd'], 5),
  m(105, 'Kia', 'Niro', 'family', ['suv'], ['hybrid', 'plugin_hybrid', 'electric'], 37950, 5, ['fwd'], 5),
  m(106, 'Kia', 'Sportage', 'suv', ['suv'], ['hybrid', 'plugin_hybrid', 'diesel', 'mild_hybrid'], 38950, 5, ['fwd', 'awd'], 5),
  m(107, 'Kia', 'Sorento', 'suv', ['suv'], ['hybrid', 'plugin_hybrid', 'diesel'], 54950, 7, ['awd'], 5),
  m(108, 'Kia', 'EV3', 'electric', ['suv'], ['electric'], 39950, 5, ['fwd'], 5),
  m(109, 'Kia', 'EV6', 'electric', ['suv'], ['electric'], 55950, 5, ['rwd', 'awd'], 5),
  m(110, 'Kia', 'EV9', 'electric', ['suv'], ['electric'], 79950, 7, ['awd'], 5),
  m(201, 'Toyota', 'Aygo X', 'small', ['small'], ['petrol', 'hybrid'], 19900, 4, ['fwd'], 5),
  m(202, 'Toyota', 'Yaris', 'small', ['small'], ['hybrid'], 25900, 5, ['fwd'], 5),
  m(203, 'Toyota', 'Yaris Cross', 'suv', ['suv'], ['hybrid'], 29900, 5, ['fwd', 'awd'], 5),
  m(204, 'Toyota', 'Corolla', 'compact', ['hatchback', 'wagon', 'sedan'], ['hybrid'], 33900, 5, ['fwd'], 5),
  m(205, 'Toyota', 'C-HR', 'suv', ['suv'], ['hybrid', 'plugin_hybrid'], 37900, 5, ['fwd', 'awd'], 5),
  m(206, 'Toyota', 'RAV4', 'suv', ['suv'], ['hybrid', 'plugin_hybrid'], 45900, 5, ['fwd', 'awd'], 5),
  m(207, 'Toyota', 'bZ4X', 'electric', ['suv'], ['electric'], 49900, 5, ['fwd', 'awd'], 5),
  m(208, 'Toyota', 'Land Cruiser', 'suv', ['suv'], ['diesel'], 79900, 7, ['awd'], 5),
  m(209, 'Toyota', 'Hilux', 'commercial', ['pickup'], ['diesel'], 49900, 5, ['awd'], 4, true),
  m(210, 'Toyota', 'Proace', 'commercial', ['van'], ['diesel', 'electric'], 39900, 8, ['fwd'], 4, true),
  m(301, 'Opel', 'Corsa', 'small', ['small'], ['petrol', 'hybrid', 'electric'], 22990, 5, ['fwd'], 5),
  m(302, 'Opel', 'Astra', 'compact', ['hatchback', 'wagon'], ['petrol', 'plugin_hybrid', 'electric'], 29990, 5, ['fwd'], 5),
  m(303, 'Opel', 'Mokka', 'suv', ['suv'], ['petrol', 'hybrid', 'electric'], 28990, 5, ['fwd'], 5),
  m(304, 'Opel', 'Frontera', 'suv', ['suv'], ['hybrid', 'electric'], 25990, 7, ['fwd'], 5),
  m(305, 'Opel', 'Grandland', 'suv', ['suv'], ['hybrid', 'plugin_hybrid', 'electric'], 38990, 5, ['fwd', 'awd'], 5),
  m(306, 'Opel', 'Combo', 'commercial', ['van'], ['diesel', 'electric'], 27990, 5, ['fwd'], 5, true),
  m(401, 'Citroën', 'C3', 'small', ['small'], ['petrol', 'hybrid', 'electric'], 19990, 5, ['fwd'], 5),
  m(402, 'Citroën', 'C3 Aircross', 'suv', ['suv'], ['petrol', 'hybrid', 'electric'], 24990, 7, ['fwd'], 5),
  m(403, 'Citroën', 'C4', 'compact', ['hatchback', 'sedan'], ['petrol', 'hybrid', 'electric'], 27990, 5, ['fwd'], 5),
  m(404, 'Citroën', 'C5 Aircross', 'suv', ['suv'], ['hybrid', 'plugin_hybrid'], 36990, 5, ['fwd'], 5),
  m(405, 'Citroën', 'C5 X', 'family', ['sedan', 'wagon'], ['petrol', 'plugin_hybrid'], 38990, 5, ['fwd'], 5),
  m(406, 'Citroën', 'Berlingo', 'commercial', ['van'], ['diesel', 'electric'], 29990, 7, ['fwd'], 5, true),
  m(501, 'Lexus', 'LBX', 'small', ['suv'], ['hybrid'], 39900, 5, ['fwd', 'awd'], 5),
  m(502, 'Lexus', 'UX', 'suv', ['suv'], ['hybrid', 'electric'], 47900, 5, ['fwd', 'awd'], 5),
  m(503, 'Lexus', 'NX', 'suv', ['suv'], ['hybrid', 'plugin_hybrid'], 62900, 5, ['awd'], 5),
  m(504, 'Lexus', 'RX', 'suv', ['suv'], ['hybrid', 'plugin_hybrid'], 82900, 5, ['awd'], 5),
  m(505, 'Lexus', 'RZ', 'electric', ['suv'], ['electric'], 69900, 5, ['awd'], 5),
  m(506, 'Lexus', 'ES', 'family', ['sedan'], ['hybrid'], 59900, 5, ['fwd'], 4),
  m(601, 'Land Rover', 'Defender', 'suv', ['suv'], ['diesel', 'plugin_hybrid', 'petrol'], 79900, 7, ['awd'], 5),
  m(602, 'Land Rover', 'Discovery Sport', 'suv', ['suv'], ['diesel', 'plugin_hybrid'], 55900, 7, ['awd'], 5),
  m(603, 'Land Rover', 'Range Rover Evoque', 'suv', ['suv'], ['mild_hybrid', 'plugin_hybrid'], 59900, 5, ['awd'], 5),
  m(604, 'Land Rover', 'Range Rover Velar', 'suv', ['suv'], ['diesel', 'plugin_hybrid'], 74900, 5, ['awd'], 5),
  m(605, 'Land Rover', 'Range Rover Sport', 'suv', ['suv'], ['diesel', 'plugin_hybrid', 'petrol'], 109900, 5, ['awd'], 5),
  m(606, 'Land Rover', 'Range Rover', 'suv', ['suv'], ['diesel', 'plugin_hybrid', 'petrol'], 139900, 5, ['awd'], 5),
  m(701, 'Jaguar', 'E-Pace', 'suv', ['suv'], ['petrol', 'mild_hybrid', 'plugin_hybrid'], 51900, 5, ['awd'], 5),
  m(702, 'Jaguar', 'F-Pace', 'suv', ['suv'], ['diesel', 'plugin_hybrid', 'petrol'], 69900, 5, ['awd'], 5),
  m(703, 'Jaguar', 'I-Pace', 'electric', ['suv'], ['electric'], 89900, 5, ['awd'], 5),
  m(704, 'Jaguar', 'F-Type', 'sport', ['coupe', 'cabrio'], ['petrol'], 99900, 2, ['rwd', 'awd'], 2),
  m(801, 'Zeekr', 'X', 'electric', ['suv'], ['electric'], 39900, 5, ['rwd', 'awd'], 5),
  m(802, 'Zeekr', '7X', 'electric', ['suv'], ['electric'], 49900, 5, ['rwd', 'awd'], 5),
  m(803, 'Zeekr', '001', 'electric', ['wagon'], ['electric'], 59900, 5, ['rwd', 'awd'], 5),
  m(901, 'Suzuki', 'Ignis', 'small', ['small'], ['mild_hybrid'], 17990, 5, ['fwd', 'awd'], 5),
  m(902, 'Suzuki', 'Swift', 'small', ['small'], ['mild_hybrid'], 19990, 5, ['fwd', 'awd'], 5),
  m(903, 'Suzuki', 'Vitara', 'suv', ['suv'], ['mild_hybrid', 'hybrid'], 27990, 5, ['fwd', 'awd'], 5),
  m(904, 'Suzuki', 'S-Cross', 'suv', ['suv'], ['mild_hybrid', 'hybrid'], 31990, 5, ['fwd', 'awd'], 5),
  m(905, 'Suzuki', 'Jimny', 'suv', ['suv'], ['petrol'], 29990, 2, ['awd'], 3, true),
  m(906, 'Suzuki', 'Swace', 'family', ['wagon'], ['hybrid'], 32990, 5, ['fwd'], 5),
  m(907, 'Suzuki', 'Across', 'suv', ['suv'], ['plugin_hybrid'], 49990, 5, ['awd'], 5),
  m(908, 'Suzuki', 'e Vitara', 'electric', ['suv'], ['electric'], 39990, 5, ['fwd', 'awd'], 5),
  m(1001, 'Volkswagen', 'Golf', 'compact', ['hatchback', 'wagon'], ['petrol', 'diesel', 'plugin_hybrid'], 32900, 5, ['fwd'], 5),
  m(1002, 'Volkswagen', 'Tiguan', 'suv', ['suv'], ['petrol', 'diesel', 'plugin_hybrid'], 44900, 5, ['fwd', 'awd'], 5),
  m(1003, 'Volkswagen', 'ID.4', 'electric', ['suv'], ['electric'], 47900, 5, ['rwd', 'awd'], 5),
  m(1101, 'Škoda', 'Octavia', 'family', ['wagon', 'sedan'], ['petrol', 'diesel', 'plugin_hybrid'], 34900, 5, ['fwd', 'awd'], 5),
  m(1102, 'Škoda', 'Kodiaq', 'suv', ['suv'], ['petrol', 'diesel', 'plugin_hybrid'], 46900, 7, ['fwd', 'awd'], 5),
  m(1103, 'Škoda', 'Enyaq', 'electric', ['suv'], ['electric'], 49900, 5, ['rwd', 'awd'], 5),
  m(1201, 'BMW', '3er Touring', 'family', ['wagon'], ['petrol', 'diesel', 'plugin_hybrid'], 55900, 5, ['rwd', 'awd'], 5),
  m(1202, 'BMW', 'X1', 'suv', ['suv'], ['petrol', 'diesel', 'electric'], 49900, 5, ['fwd', 'awd'], 5),
  m(1301, 'Mercedes-Benz', 'A-Klasse', 'compact', ['hatchback', 'sedan'], ['petrol', 'diesel'], 39900, 5, ['fwd'], 5),
  m(1302, 'Mercedes-Benz', 'GLC', 'suv', ['suv'], ['diesel', 'plugin_hybrid'], 72900, 5, ['awd'], 5),
];

export function makeByName(name: string): Make | undefined {
  const needle = name.toLowerCase();
  return MAKES.find((make) => make.name.toLowerCase() === needle || make.slug === needle);
}

/** The make a brand wholesaler's sites show; null for multi-brand wholesalers (all makes). */
export function makeOfWholesaler(wholesaler: string): Make | null {
  return MAKES.find((make) => make.brand === wholesaler) ?? null;
}

export const MULTI_BRAND_WHOLESALERS: readonly BrandId[] = ['multilease', 'emilfrey'];
