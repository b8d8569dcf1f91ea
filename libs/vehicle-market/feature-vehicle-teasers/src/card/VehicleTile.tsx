import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Vehicle } from '@carweb/api-contracts';
import { MarketVehicleCard, type LinkRenderProps } from '@carweb/vehicle-market-ui';
import { WatchlistButtons } from '../watchlist/WatchlistButtons';
import { useMarketLinks } from '../routing/market-links';
import { vehicleCardModel, watchedVehicle } from './vehicle-card-model';

const routerLink = ({ href, className, children }: LinkRenderProps) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

/** A vehicle card of the market: formatted, linked to the detail page, with watch list and compare buttons. */
export function VehicleTile({ vehicle, priority = false, headingLevel = 3 }: { vehicle: Vehicle; priority?: boolean; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const links = useMarketLinks();
  return (
    <MarketVehicleCard
      {...vehicleCardModel(vehicle, intl)}
      href={links.detail(vehicle.slug)}
      renderLink={routerLink}
      priority={priority}
      headingLevel={headingLevel}
      actions={<WatchlistButtons vehicle={watchedVehicle(vehicle)} />}
    />
  );
}
