import { option, type Option } from './labels';
import { EQUIPMENT } from './vocabulary';

/** Configurator-only codes; the vehicle-market features (vocabulary EQUIPMENT) keep their codes as options. */
const EXTRA_LABELS: readonly Option[] = [
  option(
    'wheels_19',
    '19-Zoll-Leichtmetallfelgen',
    'Jantes alliage 19 pouces',
    'Cerchi in lega da 19"',
    '19-inch alloy wheels',
    '19-palčna platišča',
  ),
  option(
    'sound_system',
    'Premium-Soundsystem',
    'Système audio premium',
    'Impianto audio premium',
    'Premium sound system',
    'Vrhunski zvočni sistem',
  ),
  option(
    'tinted_glass',
    'Abgedunkelte Scheiben hinten',
    'Vitres arrière teintées',
    'Vetri posteriori oscurati',
    'Privacy glass',
    'Zatemnjena stekla',
  ),
  option('winter_package', 'Winterpaket', 'Pack Hiver', 'Pacchetto inverno', 'Winter package', 'Zimski paket'),
  option('assist_package', 'Assistenzpaket', "Pack d'assistance", 'Pacchetto assistenza', 'Driver assistance package', 'Paket asistence'),
  option('tech_package', 'Technologiepaket', 'Pack Technologie', 'Pacchetto tecnologia', 'Technology package', 'Tehnološki paket'),
  option('style_package', 'Stylepaket', 'Pack Style', 'Pacchetto stile', 'Style package', 'Stilski paket'),
];
export const CONFIGURATOR_EQUIPMENT_LABELS: readonly Option[] = [...EQUIPMENT, ...EXTRA_LABELS];

interface OptionSpec {
  code: string;
  /** list price in CHF (premium makes ×1.3) */
  price: number;
  /** trim tier (0 = base trim) from which it is standard; null = always an option */
  standardFrom: number | null;
  onlyFuel?: string;
}

const OPTIONS: readonly OptionSpec[] = [
  { code: 'smartphone', price: 290, standardFrom: 0 },
  { code: 'parking_camera', price: 490, standardFrom: 0 },
  { code: 'led_headlights', price: 1190, standardFrom: 1 },
  { code: 'keyless', price: 590, standardFrom: 1 },
  { code: 'navigation', price: 990, standardFrom: 1 },
  { code: 'heated_seats', price: 450, standardFrom: 2 },
  { code: 'adaptive_cruise', price: 890, standardFrom: 2 },
  { code: 'wheels_19', price: 1290, standardFrom: 2 },
  { code: 'heat_pump', price: 1290, standardFrom: 2, onlyFuel: 'electric' },
  { code: 'tinted_glass', price: 390, standardFrom: null },
  { code: 'head_up', price: 790, standardFrom: null },
  { code: 'sound_system', price: 990, standardFrom: null },
  { code: 'leather', price: 2490, standardFrom: null },
  { code: 'panorama_roof', price: 1490, standardFrom: null },
  { code: 'towbar', price: 990, standardFrom: null },
];

/** Packages bundle options at about 15 % less than their sum; a chosen package makes its options free. */
const PACKAGES: readonly { code: string; includes: readonly string[] }[] = [
  { code: 'winter_package', includes: ['heated_seats', 'heat_pump'] },
  { code: 'assist_package', includes: ['adaptive_cruise', 'parking_camera', 'keyless'] },
  // head-up and sound are never standard: the top trims have a package too
  { code: 'tech_package', includes: ['navigation', 'head_up', 'sound_system'] },
  { code: 'style_package', includes: ['wheels_19', 'tinted_glass', 'led_headlights'] },
];

export interface EntityEquipment {
  code: string;
  category: 'package' | 'option';
  price: number;
  standard: boolean;
  /** package contents (option codes of the same entity) */
  includes?: string[];
}

const roundPrice = (chf: number) => Math.round(chf / 10) * 10;

/** The packages and options of one variant: more is standard the higher the trim; packages only where they add something. */
export function equipmentOf(trimTier: number, fuel: string, premium: boolean): EntityEquipment[] {
  const options = OPTIONS.filter((o) => !o.onlyFuel || o.onlyFuel === fuel).map((o) => ({
    code: o.code,
    category: 'option' as const,
    price: roundPrice(o.price * (premium ? 1.3 : 1)),
    standard: o.standardFrom !== null && trimTier >= o.standardFrom,
  }));
  const packages = PACKAGES.flatMap(({ code, includes }) => {
    const contents = options.filter((o) => includes.includes(o.code));
    const extra = contents.filter((o) => !o.standard);
    if (extra.length < 2) return [];
    const price = roundPrice(extra.reduce((sum, o) => sum + o.price, 0) * 0.85) - 10;
    return [{ code, category: 'package' as const, price, standard: false, includes: contents.map((o) => o.code) }];
  });
  return [...packages, ...options];
}
