import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { ServiceAppointmentData } from '../service-appointment-loader';
import ServiceAppointmentPage from './ServiceAppointmentPage';
import { check, fill, fillContact, freshForm, next, shownStep } from './story-steps';

const form: ServiceAppointmentData = { kind: 'form', dealerId: 100, sent: false };

/** The service appointment of the toolbar's dealer: its workshop services as the sandbox answers them (MSW). */
const meta = {
  title: 'Checkout/ServiceAppointmentPage',
  component: ServiceAppointmentPage,
  parameters: { route: { loaderData: form } },
  beforeEach: freshForm,
} satisfies Meta<typeof ServiceAppointmentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = (loaderData: ServiceAppointmentData) => ({ route: { loaderData } });
const heading = async (canvasElement: HTMLElement, name: string) =>
  expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(name);

/** Step 1 of 4: wish date and alternative date. */
export const WishDate: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Servicetermin vereinbaren');
    await waitFor(() => expect(shownStep(canvasElement)).toEqual(['Wunschtermin']));
  },
};

/** Step 2 of 4: the dealer's workshop services (a price from where there is one) and a replacement car. */
export const Services: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // the page renders once the memory router's loader has answered
    await canvas.findByLabelText(/^Wunschdatum/);
    fill(canvas, 'Wunschdatum', '2030-03-14');
    await next(canvas);
    await waitFor(() => expect(shownStep(canvasElement)).toEqual(['Arbeiten']));
    const group = canvas.getByRole('group', { name: 'Welche Arbeiten dürfen wir ausführen?' });
    const labels = within(group)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    await expect(labels).toContain('Periodischer Service (ab CHF 290.–)');
    await expect(labels).toContain('Ölwechsel (ab CHF 129.–)');
    await expect(labels).toContain('Scheibenreparatur');
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
    await waitFor(() => expect(shownStep(context.canvasElement)).toEqual(['Kontaktdaten und Adresse']));
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
    await waitFor(() => expect(shownStep(context.canvasElement)).toEqual(['Ihr Fahrzeug']));
  },
};

/** "Weiter" on an empty first step: the error summary and the inline error with the spec's text. */
export const WishDateMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/^Wunschdatum/);
    await next(canvas);
    await expect(await canvas.findByRole('link', { name: 'Wunschdatum: Dieses Feld ist erforderlich' })).toHaveAttribute(
      'href',
      '#field-wishDate',
    );
    await expect(canvas.getByText('Dieses Feld ist erforderlich', { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(shownStep(canvasElement)).toEqual(['Wunschtermin']));
  },
};

/** The months of the first registration in the page's language, nothing chosen. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Prendre rendez-vous pour un service');
    const month = within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: 'Première immatriculation : mois', hidden: true });
    await expect([...month.options].map((option) => option.text).slice(0, 4)).toEqual(['Veuillez choisir', 'janvier', 'février', 'mars']);
    await expect(month.value).toBe('');
  },
};
export const Italian: Story = {
  globals: { locale: 'it' },
  play: async ({ canvasElement }) => heading(canvasElement, 'Fissare un appuntamento per il servizio'),
};

/** SPEC §8 'No services available': the dealer's phone and e-mail instead of an empty form. */
export const NoServices: Story = {
  parameters: route({ kind: 'noServices' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Bei Auto Zentrum Zürich AG können Sie zurzeit keinen Servicetermin online anfragen.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('form')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Anrufen: +41 44 123 45 67' })).toHaveAttribute('href', 'tel:+41441234567');
    await expect(canvas.getByRole('link', { name: 'E-Mail schreiben: info@auto-zentrum-zuerich.ch' })).toHaveAttribute(
      'href',
      'mailto:info@auto-zentrum-zuerich.ch',
    );
  },
};

/** A dealer with its own booking form (externalServiceFormUrl): a link out, in a new window, and no form here. */
export const ExternalForm: Story = {
  parameters: route({ kind: 'externalForm', url: 'https://termine.kia-service-bern.ch/service' }),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /Zum Online-Terminformular/ });
    await expect(link).toHaveAttribute('href', 'https://termine.kia-service-bern.ch/service');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
    await expect(link).toHaveTextContent('(öffnet in einem neuen Fenster)');
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

/** After the POST: the thanks with the dealer, and the confirmation pushed as step 5. */
export const Sent: Story = {
  parameters: route({ ...form, sent: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
    await expect(
      canvas.getByText('Auto Zentrum Zürich AG hat Ihre Terminanfrage erhalten und bestätigt Ihnen den Termin in Kürze.'),
    ).toBeVisible();
    await expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'checkout_confirmation', checkout: 'service', checkoutStep: 5 }),
    ]);
  },
};
