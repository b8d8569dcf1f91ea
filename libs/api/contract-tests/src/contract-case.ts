import type { ApiContext } from '@carweb/api-http';

/** Stable sandbox fixtures (apps/sandbox-api/README.md) and ids read from the sandbox once. */
export interface Fixtures {
  dealerId: number;
  dealerSlug: string;
  subDealerId: number;
  subDealerSlug: string;
  vehicleId: number;
  /** a vehicle with a leasing offer that is not reserved */
  leasableVehicleId: number;
  modelId: number;
  firstRegistration: { year: number; month: number };
}

/** One call of a client operation against the sandbox; the fetcher parses the answer with its contract. */
export interface ContractCase {
  fetcher: string;
  run: (ctx: ApiContext, fixtures: Fixtures) => Promise<unknown>;
  /** extra expectations beyond the contract (e.g. the call really returned data) */
  check?: (result: unknown) => void;
}
