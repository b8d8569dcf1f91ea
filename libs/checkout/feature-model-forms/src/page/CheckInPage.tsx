import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import type { CheckIn, Dealer } from '@carweb/api-contracts';
import { subDealerDetailsQuery, useDealerBySlug } from '@carweb/api-dealer';
import { useCheckIn } from '@carweb/api-form';
import { useApiContext } from '@carweb/api-http';
import { useDealerBase } from '@carweb/platform-routing';
import type { CheckInData } from '../check-in-loader';
import { messages } from '../messages';
import styles from './model-forms.module.css';

type Location = Pick<Dealer, 'name' | 'street' | 'zip' | 'city' | 'phone' | 'email'>;

/** The appointment's day as the form service stores it (YYYY-MM-DD), the same on the server and in the browser. */
const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** A service customer's check-in: the appointment as booked, and the dealer to call to change it (read-only). */
export default function CheckInPage() {
  const { hash, locationId } = useLoaderData() as CheckInData;
  const intl = useIntl();
  const api = useApiContext();
  const { data: dealer } = useDealerBySlug(useDealerBase().dealerSlug);
  const { data: checkIn } = useCheckIn(hash);
  const atLocation = locationId !== dealer.dealerId;
  const subDealer = useQuery({ ...subDealerDetailsQuery(api, dealer.dealerId, [locationId]), enabled: atLocation });
  const location: Location | undefined = atLocation ? subDealer.data?.[0] : dealer;
  if (!checkIn || !location) return null;

  const title = intl.formatMessage(messages.checkInTitle);
  return (
    <div className={styles['page']}>
      <title>{title}</title>
      <h1 className={styles['title']}>{title}</h1>
      <p className={styles['status']}>
        {intl.formatMessage(checkIn.status === 'checkedIn' ? messages.checkInCheckedIn : messages.checkInScheduled)}
      </p>
      <div className={styles['layout']}>
        <AppointmentFacts checkIn={checkIn} />
        <section className={styles['change']} aria-labelledby="check-in-change-title">
          <h2 id="check-in-change-title">{intl.formatMessage(messages.changeTitle)}</h2>
          <p>{intl.formatMessage(messages.changeText, { dealerName: checkIn.dealerName })}</p>
          <address className={styles['contact']}>
            <p>
              <strong>{location.name}</strong>
              <br />
              {location.street}, {location.zip} {location.city}
            </p>
            <p>
              {intl.formatMessage(messages.phone)}: <a href={`tel:${location.phone.replace(/\s/g, '')}`}>{location.phone}</a>
            </p>
            <p>
              {intl.formatMessage(messages.email)}: <a href={`mailto:${location.email}`}>{location.email}</a>
            </p>
          </address>
        </section>
      </div>
    </div>
  );
}

/** What the service lead booked: day, customer, vehicle, the work, and where it stands. */
export function AppointmentFacts({ checkIn }: { checkIn: CheckIn }) {
  const intl = useIntl();
  const { customer, vehicle } = checkIn;
  return (
    <dl className={styles['facts']}>
      <dt>{intl.formatMessage(messages.appointmentDate)}</dt>
      <dd>{intl.formatDate(dayOf(checkIn.wishDate), { dateStyle: 'full', timeZone: 'UTC' })}</dd>
      <dt>{intl.formatMessage(messages.customer)}</dt>
      <dd>
        {customer.firstName} {customer.lastName}
      </dd>
      <dt>{intl.formatMessage(messages.vehicle)}</dt>
      <dd>
        {vehicle.make} {vehicle.model}
      </dd>
      <dt>{intl.formatMessage(messages.controlSign)}</dt>
      <dd>{vehicle.controlSign ?? '–'}</dd>
      <dt>{intl.formatMessage(messages.workshopServices)}</dt>
      <dd>
        <ul>
          {checkIn.workshopServices.map((service) => (
            <li key={service.id}>{service.name}</li>
          ))}
        </ul>
      </dd>
      <dt>{intl.formatMessage(messages.status)}</dt>
      <dd>{intl.formatMessage(checkIn.status === 'checkedIn' ? messages.statusCheckedIn : messages.statusScheduled)}</dd>
    </dl>
  );
}
