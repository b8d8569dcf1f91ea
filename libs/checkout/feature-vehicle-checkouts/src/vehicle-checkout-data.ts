import type { LeasingCalculationRequest, VehicleDetail } from '@carweb/api-contracts';

const positive = (text: string | null) => {
  const value = Number(text);
  return text !== null && Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** The leasing terms to start from: what the detail page's calculator handed over, else the vehicle's offer. */
export function leasingTermsOf(vehicle: Pick<VehicleDetail, 'leasing'>, search: URLSearchParams): LeasingCalculationRequest {
  return {
    totalRuntime: positive(search.get('totalRuntime')) || vehicle.leasing?.duration || 48,
    kmPerYear: positive(search.get('kmPerYear')) || vehicle.leasing?.kmPerYear || 10_000,
    downPayment: positive(search.get('downPayment')) ?? vehicle.leasing?.deposit ?? 0,
  };
}
