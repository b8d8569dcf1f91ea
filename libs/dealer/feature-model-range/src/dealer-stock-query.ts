import type { Dealer } from '@carweb/api-contracts';
import { makesAndModelsQuery, marketApi } from '@carweb/api-core';
import { dealerFilterIds } from '@carweb/api-dealer';
import type { ApiContext } from '@carweb/api-http';

/**
 * The dealer's vehicles per make and model: the vehicle market's makes and models (corporate
 * platform, SPEC §1) for the dealer, its sub-dealers and source dealers (SPEC §7), as the dealer's
 * vehicle list scopes itself. The model cards link to the stock they show.
 */
export const dealerStockQuery = (api: ApiContext, dealer: Pick<Dealer, 'dealerId' | 'subDealers' | 'vehicleSourceDealerIds'>) =>
  makesAndModelsQuery(marketApi(api), { dealerId: dealerFilterIds(dealer) });
