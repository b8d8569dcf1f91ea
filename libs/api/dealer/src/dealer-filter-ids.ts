import type { Dealer } from '@carweb/api-contracts';

/** SPEC §7: a dealer's vehicle filters use its own id, its sub-dealers' and its extra source dealers' ids. */
export function dealerFilterIds(dealer: Pick<Dealer, 'dealerId' | 'subDealers' | 'vehicleSourceDealerIds'>): number[] {
  const ids = [dealer.dealerId, ...dealer.subDealers.map((sub) => sub.dealerId), ...dealer.vehicleSourceDealerIds];
  return [...new Set(ids)];
}
