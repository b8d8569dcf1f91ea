import type { VehicleListResponse } from '@carweb/api-contracts';
import { answer, changedAnswer } from '@carweb/shared-testing-msw';

/**
 * Stories only: a promotion's vehicles, `total` of them, a page at a time as the core list answers (page and limit in
 * its filter), made of the sandbox's recorded vehicles under new ids.
 */
export const promotionCars = (total: number) =>
  answer('core/*/list', (url) => {
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { page?: number; limit?: number };
    const page = filter.page ?? 1;
    const limit = filter.limit ?? 6;
    return changedAnswer<VehicleListResponse>('core/list', (list) => ({
      ...list,
      vehicles: Array.from({ length: limit }, (_, index) => (page - 1) * limit + index)
        .filter((index) => index < total)
        .map((index) => {
          const vehicle = list.vehicles[index % list.vehicles.length] as VehicleListResponse['vehicles'][number];
          return { ...vehicle, id: 300000 + index, slug: `${vehicle.slug.replace(/-\d+$/, '')}-${300000 + index}` };
        }),
      totalMatches: total,
      currentPage: page,
    }));
  });
