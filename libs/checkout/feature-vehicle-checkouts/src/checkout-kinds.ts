import type { VehicleCheckoutKind } from './forms/vehicle-checkout-forms';

/**
 * The checkouts whose benefits step offers the vehicle's additional packages: the loader prefetches
 * them, the page shows them (a plain list, so the loader stays free of the forms' code).
 */
const PACKAGE_CHECKOUTS: readonly VehicleCheckoutKind[] = ['buy', 'leasing'];

export const showsPackages = (kind: VehicleCheckoutKind) => PACKAGE_CHECKOUTS.includes(kind);
