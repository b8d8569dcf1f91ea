import type { ConfiguratorEntity } from '@carweb/api-contracts';
import type { Configuration } from './configuration-url';

export interface ConfigurationPrice {
  /** the variant's price (standard equipment included) */
  base: number;
  color: number;
  /** the chosen packages and options, each charged once */
  equipment: number;
  total: number;
}

/** The codes a chosen package brings along: not charged again when they are chosen too (the contract's `includes`). */
export function includedByPackages(entity: ConfiguratorEntity, items: readonly string[]): Set<string> {
  const chosen = new Set(items);
  return new Set(
    entity.equipment.filter((item) => item.category === 'package' && chosen.has(item.code)).flatMap((item) => item.includes ?? []),
  );
}

/**
 * The price of a configuration from the model data the page already has — variant + colour + every chosen
 * non-standard package or option, an option inside a chosen package not charged twice (as the model service prices a
 * saved configuration) — so it shows in the click's frame; the leasing rate follows the calculation (decision 0035).
 */
export function configurationPrice({ entity, colorCode, items }: Configuration): ConfigurationPrice {
  const chosen = new Set(items);
  const included = includedByPackages(entity, items);
  const color = entity.colors.find((c) => c.colorCode === colorCode)?.price ?? 0;
  const equipment = entity.equipment
    .filter((item) => !item.standard && chosen.has(item.code) && !included.has(item.code))
    .reduce((sum, item) => sum + item.price, 0);
  return { base: entity.price, color, equipment, total: entity.price + color + equipment };
}
