import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLoaderData } from 'react-router-dom';
import { marketApi, vehicleDetailQuery } from '@carweb/api-core';
import { useApiContext } from '@carweb/api-http';
import { dealerPagePath, useDealerBase, type RouteKey } from '@carweb/platform-routing';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import { RESERVATION_FEE_CHF } from '../forms/vehicle-checkout-forms';
import { messages } from '../messages';
import { FROM_PURCHASE_OPTIONS } from '../purchase-options-via';
import styles from './vehicle-checkout.module.css';
import { VehicleSummary } from './VehicleSummary';

/** The purchase options of one vehicle: each available way leads to its checkout, whose tracking then counts one step more. */
export default function PurchaseOptionsPage() {
  const { vehicleId } = useLoaderData() as { vehicleId: number };
  const intl = useIntl();
  const locale = languageOf(intl.locale);
  const base = useDealerBase();
  const { data: vehicle } = useQuery(vehicleDetailQuery(marketApi(useApiContext()), vehicleId, base.dealerSlug));
  if (!vehicle) return null;
  const href = (key: RouteKey) => `${dealerPagePath(base, key, encodeURIComponent(vehicle.slug))}?${FROM_PURCHASE_OPTIONS}`;
  const options = [
    vehicle.onlineBuyPossible && {
      key: 'buyOnline' as const,
      title: messages.optionBuy,
      text: intl.formatMessage(messages.optionBuyText, { price: formatPrice(vehicle.price.value, locale, vehicle.currency) }),
    },
    vehicle.leasing && {
      key: 'leasingOnline' as const,
      title: messages.optionLease,
      text: intl.formatMessage(messages.optionLeaseText, { rate: formatPrice(vehicle.leasing.rate, locale) }),
    },
    vehicle.reservationPossible && {
      key: 'reservationPayment' as const,
      title: messages.optionReserve,
      text: intl.formatMessage(messages.optionReserveText, { fee: formatPrice(RESERVATION_FEE_CHF, locale) }),
    },
    vehicle.testDrivePossible && {
      key: 'testDrive' as const,
      title: messages.optionTestDrive,
      text: intl.formatMessage(messages.optionTestDriveText),
    },
  ].filter((option) => Boolean(option)) as { key: RouteKey; title: { id: string }; text: string }[];
  const title = intl.formatMessage(messages.purchaseOptionsTitle, { title: `${vehicle.make.value} ${vehicle.model.value}` });
  return (
    <div className={styles['page']}>
      <title>{title}</title>
      <Link className={styles['back']} to={dealerPagePath(base, 'vehicleMarket', encodeURIComponent(vehicle.slug))}>
        ‹ {intl.formatMessage(messages.backToVehicle)}
      </Link>
      <h1 className={styles['title']}>{title}</h1>
      <div className={styles['layout']}>
        <div>
          <p>{intl.formatMessage(messages.purchaseOptionsIntro)}</p>
          <ul className={styles['options']}>
            {options.map((option) => (
              <li key={option.key}>
                <Link to={href(option.key)}>{intl.formatMessage(option.title)}</Link>
                <span>{option.text}</span>
              </li>
            ))}
          </ul>
        </div>
        <VehicleSummary vehicle={vehicle} />
      </div>
    </div>
  );
}
