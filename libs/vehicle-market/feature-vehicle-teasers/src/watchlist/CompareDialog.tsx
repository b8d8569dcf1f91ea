import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { VehicleDetail } from '@carweb/api-contracts';
import { vehicleDetailQuery } from '@carweb/api-core';
import { formatNumber, formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { Dialog, thumbnailSrc, vehicleCardMessages, VisuallyHidden } from '@carweb/shared-ui';
import { EfficiencyLabel } from '@carweb/vehicle-market-ui-filter-inputs';
import { useComparison, watchlistActions } from '@carweb/vehicle-market-data-access-watchlist';
import { energyText, firstRegistrationText } from '../card/vehicle-card-model';
import { messages } from '../messages';
import { useMarketApi } from '../routing/market-api';
import { useMarketLinks } from '../routing/market-links';
import styles from './dialogs.module.css';

type Row = { label: string; value: (vehicle: VehicleDetail) => ReactNode };

function compareRows(intl: IntlShape): Row[] {
  const locale = languageOf(intl.locale);
  const km = (v: VehicleDetail) => formatNumber(v.mileage, locale);
  return [
    { label: intl.formatMessage(messages.rowPrice), value: (v) => formatPrice(v.price.value, locale, v.currency) },
    { label: intl.formatMessage(messages.rowLeasing), value: (v) => formatPrice(v.leasingMonthlyRate, locale, v.currency) },
    { label: intl.formatMessage(vehicleCardMessages.factFirstRegistration), value: (v) => firstRegistrationText(v, intl) },
    {
      label: intl.formatMessage(vehicleCardMessages.factMileage),
      value: (v) => (km(v) ? intl.formatMessage(vehicleCardMessages.mileageValue, { km: km(v) }) : ''),
    },
    { label: intl.formatMessage(messages.factCondition), value: (v) => v.conditionType.value },
    { label: intl.formatMessage(vehicleCardMessages.factFuel), value: (v) => v.fuelType.value },
    {
      label: intl.formatMessage(messages.rowPower),
      value: (v) => intl.formatMessage(messages.powerValue, { hp: v.powerHp, kw: v.powerKw }),
    },
    { label: intl.formatMessage(messages.rowTransmission), value: (v) => v.transmission.value },
    { label: intl.formatMessage(messages.rowDrive), value: (v) => v.drive.value },
    { label: intl.formatMessage(messages.rowBody), value: (v) => v.bodyType.value },
    { label: intl.formatMessage(messages.rowColor), value: (v) => v.bodyColor.value },
    { label: intl.formatMessage(messages.rowDoors), value: (v) => v.doors.value },
    { label: intl.formatMessage(messages.rowSeats), value: (v) => v.seats },
    { label: intl.formatMessage(messages.rowConsumption), value: (v) => energyText(v, intl) },
    {
      label: intl.formatMessage(messages.rowEfficiency),
      value: (v) => (
        <EfficiencyLabel value={v.efficiencyClass} label={intl.formatMessage(messages.efficiencyClass, { value: v.efficiencyClass })} />
      ),
    },
  ];
}

/** Up to three vehicles side by side: a table with one column per vehicle, loaded fresh (prices change). */
export default function CompareDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const api = useMarketApi();
  const links = useMarketLinks();
  const compare = useComparison();
  const details = useQueries({ queries: compare.map((vehicle) => ({ ...vehicleDetailQuery(api, vehicle.id), retry: false })) });
  const rows = compareRows(intl);
  return (
    <Dialog
      open
      variant="wide"
      title={intl.formatMessage(messages.compareTitle)}
      closeLabel={intl.formatMessage(messages.close)}
      onClose={onClose}
    >
      {compare.length === 0 ? (
        <p>{intl.formatMessage(messages.compareHint)}</p>
      ) : (
        <div className={styles['tableScroll']} tabIndex={0} role="region" aria-label={intl.formatMessage(messages.compareTitle)}>
          <table className={styles['table']}>
            <thead>
              <tr>
                <td />
                {compare.map((vehicle) => (
                  <th key={vehicle.id} scope="col">
                    <img src={thumbnailSrc(vehicle.imageUrl)} alt="" width={160} height={120} />
                    <Link to={links.detail(vehicle.slug)} onClick={onClose}>
                      {vehicle.title}
                    </Link>
                    <span className={styles['muted']}>{vehicle.subtitle}</span>
                    <button
                      type="button"
                      className={styles['textButton']}
                      onClick={() => void watchlistActions().then((actions) => actions.removeCompare(vehicle.id))}
                    >
                      {intl.formatMessage(messages.remove)}
                      <VisuallyHidden> {vehicle.title}</VisuallyHidden>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {details.map((detail, index) => (
                    <td key={compare[index].id}>
                      {detail.data
                        ? row.value(detail.data)
                        : detail.isError
                          ? intl.formatMessage(messages.compareNotAvailable)
                          : intl.formatMessage(messages.loading)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {compare.length > 0 && (
        <button
          type="button"
          className={styles['textButton']}
          onClick={() => void watchlistActions().then((actions) => actions.clearCompare())}
        >
          {intl.formatMessage(messages.compareClear)}
        </button>
      )}
    </Dialog>
  );
}
