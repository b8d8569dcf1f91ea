import { useQuery } from '@tanstack/react-query';
import type { VehicleDetail } from '@carweb/api-contracts';
import { useMarketApi } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { FairPriceRating } from './FairPriceRating';
import { fairPriceQuery } from './fair-price-query';

/** The rating the detail loader put into the query cache; nothing for a new vehicle, too few comparables or a failure. */
export function VehicleFairPrice({ vehicle }: { vehicle: VehicleDetail }) {
  const { data } = useQuery(fairPriceQuery(useMarketApi(), vehicle));
  return data ? <FairPriceRating rating={data} currency={vehicle.currency} /> : null;
}
