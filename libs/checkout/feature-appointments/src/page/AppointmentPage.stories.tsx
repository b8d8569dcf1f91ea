import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { AppointmentData } from '../appointment-loader';
import AppointmentPage from './AppointmentPage';
import { fillContact, freshForm, next, shownStep } from './story-steps';

const form: AppointmentData = { sent: false };

/** The appointment page of the toolbar's dealer (the sandbox's, answered by MSW); brand and language from the toolbar. */
const meta = {
  title: 'Checkout/AppointmentPage',
  component: AppointmentPage,
  parameters: { route: { loaderData: form } },
  beforeEach: freshForm,
} satisfies Meta<typeof AppointmentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const title =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(name);
  };

/** Step 1 of 2: contact data. */
export const ContactData: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await waitFor(() => expect(shownStep(canvasElement)).toEqual(['Kontaktdaten']));
  },
};

/** Step 2 of 2: wish date, contact channels, message and privacy notice. */
export const WishDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await fillContact(canvas);
    await next(canvas);
    await waitFor(() => expect(shownStep(canvasElement)).toEqual(['Wunschtermin']));
  },
};

export const French: Story = { globals: { locale: 'fr' }, play: title('Fixer un rendez-vous') };
export const Italian: Story = { globals: { locale: 'it' }, play: title('Fissare un appuntamento') };
export const Sent: Story = { parameters: { route: { loaderData: { sent: true } } }, play: title('Termin vereinbaren') };
