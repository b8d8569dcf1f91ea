import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useVehicleList } from '@carweb/api-core';
import { useDealerHref } from '@carweb/platform-routing';
import { Carousel, Section } from '@carweb/shared-ui';
import { VehicleTile } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { messages } from '../messages';
import { HOME_VEHICLE_FILTER } from './home-vehicle-filter';

/**
 * The dealer's vehicles in the shared carousel, each the market's vehicle tile (linked to its detail page); prefetched
 * by the loader, so they are in the server HTML. Slides have a fixed width and the cards fixed image boxes: no layout shift.
 */
export function DealerVehicles({ dealerSlug }: { dealerSlug: string }) {
  const intl = useIntl();
  const href = useDealerHref();
  const { data, isPending, isError } = useVehicleList({ ...HOME_VEHICLE_FILTER }, dealerSlug);
  const title = intl.formatMessage(messages.ourVehicles);
  const vehicles = isPending || isError || data.error ? [] : data.vehicles;

  let content;
  if (isPending) content = <p role="status">{intl.formatMessage(messages.loadingVehicles)}</p>;
  else if (isError || data.error) content = <p role="alert">{intl.formatMessage(messages.vehiclesError)}</p>;
  else if (vehicles.length === 0) content = <p>{intl.formatMessage(messages.noVehicles)}</p>;
  else
    content = (
      <Carousel
        label={title}
        previousLabel={intl.formatMessage(messages.previousVehicles)}
        nextLabel={intl.formatMessage(messages.nextVehicles)}
        footer={<Link to={href('vehicleMarket')}>{intl.formatMessage(messages.allVehicles)}</Link>}
      >
        {vehicles.map((vehicle) => (
          <VehicleTile key={vehicle.id} vehicle={vehicle} variant="compact" />
        ))}
      </Carousel>
    );
  return (
    // the carousel is the region named by the title; while there is none, the section is
    <Section id="vehicles" title={title} named={vehicles.length === 0}>
      {content}
    </Section>
  );
}
