import { useIntl } from 'react-intl';
import type { DealerServiceDetail } from '@carweb/api-contracts';
import { messages } from '../messages';
import styles from '../parts/services.module.css';

/** The service's contact persons (SPEC §3: name, position, phone, email). */
export function ContactPersons({ people }: { people: DealerServiceDetail['contactPersons'] }) {
  const intl = useIntl();
  if (people.length === 0) return null;
  return (
    <section className={styles['box']} aria-labelledby="contact-persons-title">
      <h2 id="contact-persons-title">{intl.formatMessage(messages.contactPersons)}</h2>
      <ul className={styles['people']}>
        {people.map((person) => (
          <li key={`${person.name}-${person.email}`} className={styles['person']}>
            <p>
              <strong>{person.name}</strong>
            </p>
            <p className={styles['muted']}>{person.position}</p>
            <p>
              {intl.formatMessage(messages.phone)}: <a href={`tel:${person.phone.replace(/\s/g, '')}`}>{person.phone}</a>
            </p>
            <p>
              {intl.formatMessage(messages.email)}: <a href={`mailto:${person.email}`}>{person.email}</a>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
