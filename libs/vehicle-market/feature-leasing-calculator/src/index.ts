export { leasingCalculatorCatalog } from './messages';
export { LazyLeasingCalculator } from './LeasingCalculatorLazy';
export type { LeasingCalculatorProps, LeasingOffer } from './LeasingCalculator';
export { LeasingTermSelects, type LeasingTermSelectsProps } from './LeasingTermSelects';
