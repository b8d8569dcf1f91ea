import { getVehicleList } from '@carweb/api-core';
import type { ApiContext } from '@carweb/api-http';
import type { Fixtures } from './contract-case';

/** README fixtures: dealer 100 (kia, sub-dealers 101, 102, 20 vehicles); vehicle ids start at 100001. */
export async function loadFixtures(ctx: ApiContext): Promise<Fixtures> {
  const base = { dealerId: 100, dealerSlug: 'auto-zentrum-zuerich', subDealerId: 101, subDealerSlug: 'auto-zentrum-zuerich-oerlikon' };
  const list = await getVehicleList(ctx, { limit: 24 }, base.dealerSlug).catch(() => null);
  const used = list?.vehicles.find((v) => v.firstRegistration !== null) ?? list?.vehicles[0];
  const leasable = list?.vehicles.find((v) => v.leasingMonthlyRate !== null && !v.isReserved);
  return {
    ...base,
    vehicleId: used?.id ?? 100001,
    leasableVehicleId: leasable?.id ?? 100001,
    modelId: used?.model.id ?? 1,
    firstRegistration: used?.firstRegistration ?? { year: 2022, month: 6 },
  };
}
