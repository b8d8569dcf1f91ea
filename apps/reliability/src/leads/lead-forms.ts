// The lead forms of the run (kia, dealer 100): their page and the values a visitor types, unique per submission.
import { contactRoute } from '@carweb/checkout-feature-contact-forms';
import { dealerTestDriveRoute, serviceAppointmentRoute } from '@carweb/checkout-feature-appointments';
import type { PageRoute } from '@carweb/platform-routing';

export const DEALER_SLUG = 'auto-zentrum-zuerich';

/** What a visitor types or chooses: one string per field, a list for a checkbox group. */
export type Typed = Record<string, string | string[]>;

export interface LeadFormCase {
  name: string;
  /** the form page (its own URL is where the form posts) */
  path: string;
  route: PageRoute;
  typed(email: string, marker: string): Typed;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const contactData = (email: string): Typed => ({
  'contact.gender': 'female',
  'contact.firstName': 'Anna',
  'contact.lastName': 'Muster',
  'contact.email': email,
  'contact.phonePrefix': '+41',
  'contact.phone': '79 123 45 67',
  privacyAccepted: 'on',
});

export const LEAD_FORMS: LeadFormCase[] = [
  {
    name: 'contact',
    path: `/de/haendler/${DEALER_SLUG}/kontakt`,
    route: contactRoute,
    typed: (email, marker) => ({
      dealerId: '101',
      subject: 'Offerte',
      message: `Bitte um Rückruf (${marker})`,
      ...contactData(email),
      contactTime: ['morning'],
    }),
  },
  {
    name: 'test drive',
    path: `/de/haendler/${DEALER_SLUG}/probefahrt`,
    route: dealerTestDriveRoute,
    typed: (email, marker) => ({ modelId: '106', ...contactData(email), wishDate: inDays(21), message: `Probefahrt ${marker}` }),
  },
  {
    name: 'service appointment',
    path: `/de/haendler/${DEALER_SLUG}/terminvereinbarung`,
    route: serviceAppointmentRoute,
    typed: (email, marker) => ({
      wishDate: inDays(14),
      workshopServiceIds: ['oil-change', 'brakes'],
      ...contactData(email),
      'vehicle.make': 'Kia',
      'vehicle.model': 'Sportage',
      'vehicle.mileage': '42000',
      'vehicle.firstRegistration.year': '2021',
      'vehicle.firstRegistration.month': '4',
      message: `Service ${marker}`,
    }),
  },
];
