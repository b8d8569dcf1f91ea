import type { EntityRecord } from './configurator';

export interface ConfigurationProblem {
  /** `items`, or `items.{index}` for the offending code */
  field: string;
  message: string;
}

export interface PricedConfiguration {
  price: number;
  /** the chosen colour, or the free standard colour when none was chosen */
  color: EntityRecord['colors'][number];
  /** chosen equipment with what it adds to the price (0: standard, or part of a chosen package) */
  equipment: { code: string; category: 'package' | 'option'; price: number; charged: number }[];
}

/** Why `items` (colour and equipment codes) is not a configuration of the entity; empty when it is one. */
export function configurationProblems(entity: EntityRecord, items: readonly string[]): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  const isColor = (code: string) => entity.colors.some((c) => c.colorCode === code);
  items.forEach((code, index) => {
    if (!isColor(code) && !entity.equipment.some((e) => e.code === code))
      problems.push({ field: `items.${index}`, message: `${code} is not a colour or equipment of entity ${entity.entityId}` });
    else if (items.indexOf(code) !== index) problems.push({ field: `items.${index}`, message: `${code} is chosen twice` });
  });
  if (items.filter(isColor).length > 1) problems.push({ field: 'items', message: 'one colour only' });
  return problems;
}

/**
 * Price of a valid configuration: entity price + colour + every chosen non-standard package or option;
 * an option that a chosen package includes is not charged twice.
 */
export function priceConfiguration(entity: EntityRecord, items: readonly string[]): PricedConfiguration {
  const color = entity.colors.find((c) => items.includes(c.colorCode)) ?? entity.colors[0];
  const chosen = entity.equipment.filter((e) => items.includes(e.code));
  const inPackage = new Set(chosen.flatMap((e) => (e.category === 'package' ? (e.includes ?? []) : [])));
  const equipment = chosen.map((e) => ({
    code: e.code,
    category: e.category,
    price: e.price,
    charged: e.standard || inPackage.has(e.code) ? 0 : e.price,
  }));
  return { price: entity.price + color.price + equipment.reduce((sum, e) => sum + e.charged, 0), color, equipment };
}

/** Codes whose look the pictures show: chosen ones, the contents of chosen packages and the trim's standard ones. */
export function visibleEquipment(entity: EntityRecord, items: readonly string[]): Set<string> {
  const chosen = entity.equipment.filter((e) => e.standard || items.includes(e.code));
  return new Set(chosen.flatMap((e) => [e.code, ...(e.includes ?? [])]));
}
