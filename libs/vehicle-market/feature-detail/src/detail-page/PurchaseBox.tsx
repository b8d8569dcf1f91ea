import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { VehicleDetail } from '@carweb/api-contracts';
import { formatPrice, languageOf } from '@carweb/shared-util-i18n';
import {
  useMarketLinks,
  vehicleCardModel,
  vehicleMarketMessages,
  WatchlistButtons,
  watchedVehicle,
} from '@carweb/vehicle-market-feature-vehicle-teasers';
import { VehicleTags } from '@carweb/vehicle-market-ui-filter-inputs';
import { useTrackedPhone } from '@carweb/platform-tracking';
import { VehicleFairPrice } from '../fair-price/VehicleFairPrice';
import { messages } from '../messages';
import styles from './detail-page.module.css';

/** Title, key facts, price, tags, and the buying options — or the reserved notice instead (SPEC §4). */
export function PurchaseBox({ vehicle }: { vehicle: VehicleDetail }) {
  const intl = useIntl();
  const links = useMarketLinks();
  const locale = languageOf(intl.locale);
  const card = vehicleCardModel(vehicle, intl);
  const rate = formatPrice(vehicle.leasing?.rate ?? vehicle.leasingMonthlyRate, locale, vehicle.currency);
  // the call-tracking number once the visitor allowed it (decision 0041)
  const dealerPhone = useTrackedPhone(vehicle.dealer.phone);
  const phone = dealerPhone.replace(/\s/g, '');
  return (
    <div className={styles['box']}>
      <VehicleTags tags={card.tags ?? []} size="large" />
      <h1 className={styles['title']}>
        {card.title} <span className={styles['type']}>{card.subtitle}</span>
      </h1>
      <ul className={styles['facts']}>
        {card.facts
          .filter((fact) => fact.value)
          .map((fact) => (
            <li key={fact.label}>
              <span className={styles['factLabel']}>{fact.label}</span> {fact.value}
            </li>
          ))}
        <li>
          <span className={styles['factLabel']}>{intl.formatMessage(messages.power)}</span>{' '}
          {intl.formatMessage(vehicleMarketMessages.powerValue, { hp: vehicle.powerHp, kw: vehicle.powerKw })}
        </li>
      </ul>
      <p className={styles['price']}>
        <span className={styles['factLabel']}>{intl.formatMessage(messages.price)}</span> {card.price}
      </p>
      {card.newPrice && <p className={styles['muted']}>{card.newPrice}</p>}
      <VehicleFairPrice vehicle={vehicle} />
      {rate && !vehicle.isReserved && <p className={styles['rate']}>{intl.formatMessage(messages.leasingOffer, { rate })}</p>}
      {card.energy && <p className={styles['muted']}>{card.energy}</p>}
      {vehicle.isReserved ? (
        <div className={styles['reserved']} role="note">
          <h2>{intl.formatMessage(messages.reservedTitle)}</h2>
          <p>{intl.formatMessage(messages.reservedText)}</p>
        </div>
      ) : (
        <div className={styles['ctas']}>
          {vehicle.onlineBuyPossible && (
            <Link className={styles['primary']} to={links.checkout('buy', vehicle.slug, vehicle.dealer.slug)}>
              {intl.formatMessage(messages.buyOnline)}
            </Link>
          )}
          {vehicle.leasing && (
            <Link className={styles['secondary']} to={links.checkout('leasing', vehicle.slug, vehicle.dealer.slug)}>
              {intl.formatMessage(messages.requestLeasing)}
            </Link>
          )}
          {vehicle.testDrivePossible && (
            <Link className={styles['secondary']} to={links.checkout('testDrive', vehicle.slug, vehicle.dealer.slug)}>
              {intl.formatMessage(messages.bookTestDrive)}
            </Link>
          )}
          <Link className={styles['secondary']} to={links.checkout('purchaseOptions', vehicle.slug, vehicle.dealer.slug)}>
            {intl.formatMessage(messages.purchaseOptions)}
          </Link>
          {vehicle.reservationPossible && (
            <Link className={styles['secondary']} to={links.checkout('reservation', vehicle.slug, vehicle.dealer.slug)}>
              {intl.formatMessage(messages.reserveOnline)}
            </Link>
          )}
        </div>
      )}
      <div className={styles['actions']}>
        <WatchlistButtons vehicle={watchedVehicle(vehicle)} />
      </div>
      <address className={styles['dealer']}>
        <span className={styles['factLabel']}>{intl.formatMessage(messages.seller)}</span>
        <strong>{vehicle.dealer.name}</strong>
        <span>
          {vehicle.dealer.street}, {vehicle.dealer.zip} {vehicle.dealer.city}
        </span>
        <a href={`tel:${phone}`}>{intl.formatMessage(messages.callDealer, { phone: dealerPhone })}</a>
        <a
          href={`mailto:${vehicle.dealer.email}?subject=${encodeURIComponent(`${card.title} ${card.subtitle} (${vehicle.carNumber.value})`)}`}
        >
          {intl.formatMessage(messages.writeDealer)}
        </a>
        <span className={styles['muted']}>{intl.formatMessage(messages.carNumber, { number: vehicle.carNumber.value })}</span>
      </address>
    </div>
  );
}
