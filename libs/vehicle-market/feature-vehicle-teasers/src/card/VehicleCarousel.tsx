import { useIntl } from 'react-intl';
import type { VehicleCardData } from '@carweb/api-contracts';
import { Carousel } from '@carweb/shared-ui';
import { messages } from '../messages';
import { VehicleTile } from './VehicleTile';

/** Vehicles in a swipeable row (similar vehicles, other offers). */
export function VehicleCarousel({ label, vehicles }: { label: string; vehicles: VehicleCardData[] }) {
  const intl = useIntl();
  return (
    <Carousel label={label} previousLabel={intl.formatMessage(messages.previous)} nextLabel={intl.formatMessage(messages.next)}>
      {vehicles.map((vehicle) => (
        <VehicleTile key={vehicle.id} vehicle={vehicle} variant="compact" />
      ))}
    </Carousel>
  );
}
