import { describe, expect, it } from 'vitest';
import { dealerFilterIds } from './dealer-filter-ids';

describe('dealerFilterIds', () => {
  it('takes the dealer, its sub-dealers and its extra source dealers, each once', () => {
    const subDealers = [101, 102].map((dealerId) => ({ dealerId, slug: `s${dealerId}`, name: 'Sub', locationImage: null }));
    expect(dealerFilterIds({ dealerId: 100, subDealers, vehicleSourceDealerIds: [130, 101] })).toEqual([100, 101, 102, 130]);
  });
});
