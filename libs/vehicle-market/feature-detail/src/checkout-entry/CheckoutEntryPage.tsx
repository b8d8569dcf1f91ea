import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { vehicleDetailQuery } from '@carweb/api-core';
import { useDealerBase } from '@carweb/platform-routing';
import { formatNumber, languageOf } from '@carweb/shared-util-i18n';
import { useMarketApi, useMarketLinks, vehicleCardModel } from '@carweb/vehicle-market-feature-vehicle-teasers';
import type { CheckoutEntryData } from '../checkout-entry-route';
import { messages } from '../messages';
import styles from './checkout-entry.module.css';

const TITLE = { buy: messages.checkoutBuyTitle, leasing: messages.checkoutLeasingTitle, testDrive: messages.checkoutTestDriveTitle };
const STEPS = {
  buy: [messages.stepContact, messages.stepDelivery, messages.stepBenefits, messages.stepThanks],
  leasing: [messages.stepCalculator, messages.stepContact, messages.stepDelivery, messages.stepBenefits, messages.stepThanks],
  testDrive: [messages.stepContact, messages.stepThanks],
};

/** The checkout entry of a vehicle (buy, leasing, test drive): the vehicle, the steps, and the way to the dealer. */
export default function CheckoutEntryPage() {
  const { vehicleId, kind } = useLoaderData() as CheckoutEntryData;
  const intl = useIntl();
  const api = useMarketApi();
  const links = useMarketLinks();
  const { dealerSlug } = useDealerBase();
  const [search] = useSearchParams();
  const { data: vehicle } = useQuery(vehicleDetailQuery(api, vehicleId, dealerSlug));
  if (!vehicle) return null;
  const locale = languageOf(intl.locale);
  const card = vehicleCardModel(vehicle, intl);
  const title = `${card.title} ${card.subtitle}`;
  const titleText = intl.formatMessage(TITLE[kind], { title });
  const leasing =
    kind === 'leasing' && search.get('totalRuntime')
      ? intl.formatMessage(messages.leasingConfiguration, {
          months: Number(search.get('totalRuntime')),
          km: formatNumber(Number(search.get('kmPerYear')), locale),
          deposit: formatNumber(Number(search.get('downPayment')), locale) || '0',
        })
      : '';
  const request = intl.formatMessage(
    kind === 'testDrive' ? messages.bookTestDrive : kind === 'leasing' ? messages.requestLeasing : messages.buyOnline,
  );
  const subject = intl.formatMessage(messages.checkoutMailSubject, { request, title, number: vehicle.carNumber.value });
  const body = intl.formatMessage(messages.checkoutMailBody, { title, number: vehicle.carNumber.value, details: leasing });
  return (
    <div className={styles['page']}>
      <title>{titleText}</title>
      <Link className={styles['back']} to={links.detail(vehicle.slug)}>
        ‹ {intl.formatMessage(messages.backToVehicle)}
      </Link>
      <h1 className={styles['title']}>{titleText}</h1>
      <div className={styles['layout']}>
        <div className={styles['vehicle']}>
          <img src={vehicle.image} alt={card.imageAlt} width={400} height={300} />
          <p className={styles['price']}>{card.price}</p>
          {card.leasingRate && <p>{card.leasingRate}</p>}
          {leasing && <p>{leasing}</p>}
        </div>
        <div>
          <h2 className={styles['subtitle']}>{intl.formatMessage(messages.checkoutSteps)}</h2>
          <ol className={styles['steps']}>
            {STEPS[kind].map((step) => (
              <li key={step.id}>{intl.formatMessage(step)}</li>
            ))}
          </ol>
          <p>{intl.formatMessage(messages.checkoutContact, { dealerName: vehicle.dealer.name })}</p>
          <div className={styles['actions']}>
            <a
              className={styles['primary']}
              href={`mailto:${vehicle.dealer.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`}
            >
              {intl.formatMessage(messages.checkoutMail)}
            </a>
            <a className={styles['secondary']} href={`tel:${vehicle.dealer.phone.replace(/\s/g, '')}`}>
              {intl.formatMessage(messages.callDealer, { phone: vehicle.dealer.phone })}
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
