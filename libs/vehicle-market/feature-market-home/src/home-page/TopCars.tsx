import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Carousel, Section } from '@carweb/shared-ui';
import { useMarketApi, useMarketLinks, VehicleTile } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { messages } from '../messages';
import { topCarCardsQuery } from '../market-home-queries';

/**
 * The brand's top cars in the shared carousel, each the market's vehicle tile (linked to the brand's detail page).
 * Optional (decision 0015): while they are missing or failed, or when there are none, the section is left out.
 */
export function TopCars() {
  const intl = useIntl();
  const links = useMarketLinks();
  const { data } = useQuery(topCarCardsQuery(useMarketApi()));
  const vehicles = data && !data.error ? data.vehicles : [];
  if (vehicles.length === 0) return null;
  const title = intl.formatMessage(messages.topCars);
  return (
    // the carousel is the region of this name
    <Section id="top-cars" title={title} named={false}>
      <Carousel
        label={title}
        previousLabel={intl.formatMessage(messages.previousVehicles)}
        nextLabel={intl.formatMessage(messages.nextVehicles)}
        footer={<Link to={links.list()}>{intl.formatMessage(messages.allVehicles)}</Link>}
      >
        {vehicles.map((vehicle) => (
          <VehicleTile key={vehicle.id} vehicle={vehicle} variant="compact" />
        ))}
      </Carousel>
    </Section>
  );
}
