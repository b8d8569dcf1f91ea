import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import type { ServiceAppointmentData } from '../service-appointment-loader';
import ServiceAppointmentPage from './ServiceAppointmentPage';
import { check, fill, fillContact, next } from './story-steps';
import { PageStory, pageStoryLoaders, type PageStoryArgs } from './story-harness';

const form: ServiceAppointmentData = { kind: 'form', dealerId: 100, sent: false };

const meta = {
  title: 'Checkout/ServiceAppointmentPage',
  args: { locale: 'de', messages: {}, data: form },
  loaders: pageStoryLoaders,
  render: ({ locale, data }, { loaded }) => (
    <PageStory locale={locale} messages={loaded['messages']} element={<ServiceAppointmentPage />} loaderData={data} />
  ),
} satisfies Meta<PageStoryArgs & { data: ServiceAppointmentData }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 4: wish date and alternative date. */
export const WishDate: Story = {};

/** Step 2 of 4: the dealer's workshop services and a replacement car. */
export const Services: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the page renders once the memory router's loader has answered
    await canvas.findByLabelText(/^Wunschdatum/);
    fill(canvas, 'Wunschdatum', '2030-03-14');
    await next(canvas);
  },
};

/** Step 3 of 4: contact data, address, already-customer and corporate-client flags (the company address shows with the flag). */
export const ExtendedContactData: Story = {
  play: async (context) => {
    await Services.play?.(context);
    const canvas = within(context.canvasElement);
    await check(canvas, 'Periodischer Service (ab CHF 290.–)');
    await next(canvas);
    await check(canvas, 'Ich bin Firmenkunde (das Fahrzeug gehört einer Firma).');
  },
};

/** Step 4 of 4: the vehicle, contact channels, message and privacy notice. */
export const VehicleData: Story = {
  play: async (context) => {
    await ExtendedContactData.play?.(context);
    const canvas = within(context.canvasElement);
    await fillContact(canvas);
    fill(canvas, 'Firmenadresse: Strasse', 'Industriestrasse');
    fill(canvas, 'Firmenadresse: Nr.', '7');
    fill(canvas, 'Firmenadresse: PLZ', '8050');
    fill(canvas, 'Firmenadresse: Ort', 'Zürich');
    await next(canvas);
  },
};

/** "Weiter" on an empty first step: the error summary and the inline error. */
export const WishDateMissing: Story = {
  play: async ({ canvasElement }) => next(within(canvasElement)),
};

export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };

/** SPEC §8 'No services available': the dealer's phone and e-mail instead of an empty form. */
export const NoServices: Story = { args: { data: { kind: 'noServices' } } };

/** A dealer with its own booking form (externalServiceFormUrl). */
export const ExternalForm: Story = { args: { data: { kind: 'externalForm', url: 'https://termine.kia-service-bern.ch/service' } } };

export const Sent: Story = { args: { data: { ...form, sent: true } } };
