import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { VehicleCardData } from '@carweb/api-contracts';
import { VehicleCard, type LinkRenderProps } from '@carweb/shared-ui';
import { VehicleTags } from '@carweb/vehicle-market-ui-filter-inputs';
import { WatchlistButtons } from '../watchlist/WatchlistButtons';
import { useMarketLinks } from '../routing/market-links';
import { vehicleCardProps, watchedVehicle } from './vehicle-card-model';

const routerLink = ({ href, className, children }: LinkRenderProps) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

interface VehicleTileProps {
  /** a list's card (a whole vehicle is one too) */
  vehicle: VehicleCardData;
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** compact in carousels, full in the list */
  variant?: 'full' | 'compact';
  /** the list's fair-price rating of a used or demo vehicle */
  rating?: ReactNode;
}

/** A vehicle card of the market: linked to the detail page, with its tags and the watch list and compare buttons. */
export function VehicleTile({ vehicle, priority = false, headingLevel = 3, variant = 'full', rating }: VehicleTileProps) {
  const intl = useIntl();
  const links = useMarketLinks();
  const { tags, ...card } = vehicleCardProps(vehicle, intl);
  return (
    <VehicleCard
      {...card}
      href={links.detail(vehicle.slug)}
      renderLink={routerLink}
      priority={priority}
      headingLevel={headingLevel}
      variant={variant}
      rating={rating}
      badges={tags.length > 0 ? <VehicleTags tags={tags} /> : undefined}
      actions={<WatchlistButtons vehicle={watchedVehicle(vehicle)} />}
    />
  );
}
