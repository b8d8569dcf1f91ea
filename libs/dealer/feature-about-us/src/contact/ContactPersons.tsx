import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ContactPerson, Employee } from '@carweb/api-contracts';
import { messages } from '../messages';
import { EmailLink, telHref } from './LocationContact';
import styles from './ContactPersons.module.css';

type Person = ContactPerson & Partial<Pick<Employee, 'id' | 'department'>>;
type Department = Employee['department'];

const DEPARTMENTS: { department: Department; title: keyof typeof messages }[] = [
  { department: 'management', title: 'departmentManagement' },
  { department: 'sales', title: 'departmentSales' },
  { department: 'service', title: 'departmentService' },
  { department: 'administration', title: 'departmentAdministration' },
];

/** The people of a location (SPEC §3 Contact person: name, position, phone, email), by department where known. */
export function ContactPersons({ persons }: { persons: Person[] }) {
  const intl = useIntl();
  const titleId = useId();
  const byDepartment = DEPARTMENTS.map(({ department, title }) => ({
    title,
    persons: persons.filter((person) => person.department === department),
  })).filter((group) => group.persons.length > 0);
  const withoutDepartment = persons.filter((person) => !person.department);
  return (
    <section id="contact-persons" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles['title']}>
        {intl.formatMessage(messages.contactPersons)}
      </h2>
      {persons.length === 0 && <p>{intl.formatMessage(messages.noContactPersons)}</p>}
      {byDepartment.length > 0 && (
        <div className={styles['departments']}>
          {byDepartment.map((group) => (
            <div key={group.title}>
              <h3 className={styles['departmentTitle']}>{intl.formatMessage(messages[group.title])}</h3>
              <PersonList persons={group.persons} />
            </div>
          ))}
        </div>
      )}
      {withoutDepartment.length > 0 && <PersonList persons={withoutDepartment} />}
    </section>
  );
}

function PersonList({ persons }: { persons: Person[] }) {
  const intl = useIntl();
  return (
    <ul className={styles['persons']}>
      {persons.map((person) => (
        <li key={person.id ?? `${person.name}-${person.email}`} className={styles['person']}>
          <p className={styles['name']}>{person.name}</p>
          <p className={styles['position']}>{person.position}</p>
          <dl className={styles['channels']}>
            <dt>{intl.formatMessage(messages.phone)}</dt>
            <dd>
              <a href={telHref(person.phone)}>{person.phone}</a>
            </dd>
            <dt>{intl.formatMessage(messages.email)}</dt>
            <dd>
              <EmailLink email={person.email} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
