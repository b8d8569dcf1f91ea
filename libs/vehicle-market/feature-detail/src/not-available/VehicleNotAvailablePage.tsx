import { useIntl } from 'react-intl';
import { specTexts } from '@carweb/shared-util-i18n';
import { WatchlistBar } from '@carweb/vehicle-market-feature-vehicle-teasers';
import { NotAvailableContent } from './NotAvailableContent';

/** The vehicle-not-available page (page type vehicleNotAvailablePage, no-index, no-follow). */
export default function VehicleNotAvailablePage() {
  const intl = useIntl();
  return (
    <>
      <title>{intl.formatMessage(specTexts.vehicleNotFound)}</title>
      <NotAvailableContent />
      <WatchlistBar />
    </>
  );
}
