export { leasingCalculatorCatalog } from './messages';
export { LazyLeasingCalculator } from './LeasingCalculatorLazy';
export type { LeasingCalculatorProps, LeasingOffer } from './LeasingCalculator';
