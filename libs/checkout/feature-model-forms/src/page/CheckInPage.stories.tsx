import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CheckIn } from '@carweb/api-contracts';
import { answer, outage } from '@carweb/shared-testing-msw';
import type { CheckInData } from '../check-in-loader';
import { checkInFixture } from '../model-forms.fixtures';
import CheckInPage from './CheckInPage';

const checkIn = checkInFixture();
const page = (locationId: number) => ({ route: { loaderData: { hash: checkIn.hash, locationId } satisfies CheckInData } });
/** The form service's check-in of the appointment (a lead's hash), instead of the sandbox's absence of it. */
const checkInAnswer = (value: CheckIn) => answer('form/check-in/*', value);

/** The check-in of a service appointment at the toolbar's dealer (its contact from the sandbox, answered by MSW). */
const meta = {
  title: 'Checkout/CheckInPage',
  component: CheckInPage,
  parameters: page(100),
  beforeEach: ({ msw }) => msw.use(checkInAnswer(checkIn)),
} satisfies Meta<typeof CheckInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The appointment as booked and the dealer's contact. */
export const Scheduled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Check-in für Ihren Servicetermin' })).toBeVisible();
    const facts = Object.fromEntries(
      [...canvasElement.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    await expect(facts).toEqual({
      Termin: 'Dienstag, 14. Mai 2030',
      Name: 'Anna Muster',
      Fahrzeug: 'Kia Ceed',
      Kontrollschild: 'ZH 123 456',
      Arbeiten: 'ÖlwechselReifenwechsel',
      Status: 'Geplant',
    });
    await expect(canvas.getByRole('link', { name: '+41 44 123 45 67' })).toHaveAttribute('href', 'tel:+41441234567');
    await expect(canvas.getByRole('link', { name: 'info@auto-zentrum-zuerich.ch' })).toHaveAttribute(
      'href',
      'mailto:info@auto-zentrum-zuerich.ch',
    );
  },
};
export const French: Story = { globals: { locale: 'fr' } };
/** The appointment day has come: the vehicle is checked in. */
export const CheckedIn: Story = {
  beforeEach: ({ msw }) => msw.use(checkInAnswer(checkInFixture({ status: 'checkedIn', wishDate: '2026-11-20' }))),
};
/** Checked in at one of the dealer's locations, in French: that location's contact (the sandbox's Oerlikon). */
export const AtLocation: Story = {
  globals: { locale: 'fr' },
  parameters: page(101),
  beforeEach: ({ msw }) =>
    msw.use(
      checkInAnswer(
        checkInFixture({
          dealerId: 101,
          dealerName: 'Auto Zentrum Zürich – Oerlikon',
          status: 'checkedIn',
          vehicle: { make: 'Kia', model: 'Niro', controlSign: null },
        }),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Votre véhicule est enregistré. Merci beaucoup !')).toBeVisible();
    const contact = canvas.getByRole('region', { name: 'Quelque chose ne va pas ?' });
    await expect(await within(contact).findByText('Auto Zentrum Zürich – Oerlikon', { selector: 'strong' })).toBeVisible();
  },
};
/** The form service is down (503) while the page asks for the check-in. */
export const CheckInOutage: Story = { beforeEach: ({ msw }) => msw.use(outage('form/check-in/*')) };
