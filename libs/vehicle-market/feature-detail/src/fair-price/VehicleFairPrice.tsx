import { useQuery } from '@tanstack/react-query';
import type { VehicleDetail } from '@carweb/api-contracts';
import { useMarketApi } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { fairPriceQuery, LazyFairPriceRating } from '@carweb/vehicle-market-feature-fair-price';

/** The rating the detail loader put into the query cache; nothing for a new vehicle, too few comparables or a failure. */
export function VehicleFairPrice({ vehicle }: { vehicle: VehicleDetail }) {
  const { data } = useQuery(fairPriceQuery(useMarketApi(), vehicle));
  return data ? <LazyFairPriceRating rating={data} currency={vehicle.currency} /> : null;
}
