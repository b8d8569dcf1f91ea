import type { ContactPerson, Employee } from '@carweb/api-contracts';
import type { Locale } from '@carweb/shared-util-brand';
import type { StoredDealer } from './dealer-repository';
import { CONTACT_POSITION_LABELS } from '../../domain/contact-positions';
import { slugify } from '../../domain/slugify';

export function employeesOf(stored: StoredDealer, locale: Locale): Employee[] {
  return stored.contactPersons.map((person) => ({
    id: `${stored.dealer.dealerId}-${slugify(person.name)}`,
    name: person.name,
    position: CONTACT_POSITION_LABELS[person.positionCode].label[locale],
    phone: person.phone,
    email: person.email,
    department: CONTACT_POSITION_LABELS[person.positionCode].department,
    image: null,
  }));
}

export function contactPersonsOf(stored: StoredDealer, locale: Locale): ContactPerson[] {
  return employeesOf(stored, locale).map(({ name, position, phone, email }) => ({ name, position, phone, email }));
}
