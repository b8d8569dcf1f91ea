import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useVehicleList } from '@carweb/api-core';
import { useDealerHref } from '@carweb/platform-routing';
import { CardGrid, Section, VehicleCard } from '@carweb/shared-ui';
import { messages } from '../messages';
import { HOME_VEHICLE_FILTER } from './home-vehicle-filter';
import { vehicleTeaser } from './vehicle-teaser';

/** A few of the dealer's vehicles; prefetched by the loader, so they are in the server HTML. */
export function DealerVehicles({ dealerSlug }: { dealerSlug: string }) {
  const intl = useIntl();
  const href = useDealerHref();
  const { data, isPending, isError } = useVehicleList({ ...HOME_VEHICLE_FILTER }, dealerSlug);
  let content;
  if (isPending) content = <p role="status">{intl.formatMessage(messages.loadingVehicles)}</p>;
  else if (isError || data.error) content = <p role="alert">{intl.formatMessage(messages.vehiclesError)}</p>;
  else if (data.vehicles.length === 0) content = <p>{intl.formatMessage(messages.noVehicles)}</p>;
  else
    content = (
      <CardGrid>
        {data.vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <VehicleCard {...vehicleTeaser(vehicle, href('vehicleMarket', vehicle.slug))} />
          </li>
        ))}
      </CardGrid>
    );
  return (
    <Section id="vehicles" title={intl.formatMessage(messages.ourVehicles)}>
      {content}
    </Section>
  );
}

export function AllVehiclesLink() {
  const intl = useIntl();
  const href = useDealerHref();
  return <Link to={href('vehicleMarket')}>{intl.formatMessage(messages.allVehicles)}</Link>;
}
