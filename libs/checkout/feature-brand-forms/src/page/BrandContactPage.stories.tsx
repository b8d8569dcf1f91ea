import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import BrandContactPage from './BrandContactPage';
import { fill, freshForm, next, shownStep } from './story-steps';

const page = (form: string, sent = false) => ({ route: { loaderData: { form, sent } } });

/** A brand's contact form (the toolbar's brand; the dealers to name from the sandbox's dealer list, answered by MSW). */
const meta = {
  title: 'Brand forms/BrandContactPage',
  component: BrandContactPage,
  globals: { brand: 'suzuki' },
  parameters: page('suzuki/contact'),
  beforeEach: freshForm,
} satisfies Meta<typeof BrandContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 2: the request (subject, message, a dealer if any): the brand's name in the title, 'none' first, a real POST form. */
export const Suzuki: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Kontakt zu Suzuki Schweiz');
    const dealer = canvas.getByRole('combobox', { name: 'Händler' });
    await within(dealer).findByRole('option', { name: 'Auto Zentrum Zürich – Oerlikon, Zürich' });
    await expect(within(dealer).getAllByRole('option')[0]).toHaveTextContent('Kein bestimmter Händler');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('method', 'post');
  },
};

/** Step 2 of 2: contact data and the privacy notice. */
export const ContactData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Betreff', 'Frage zum Swift');
    await fill(canvas, 'Ihre Nachricht', 'Bitte rufen Sie mich an.');
    await next(canvas);
    await waitFor(() => expect(shownStep(canvasElement)).toEqual(['Kontaktdaten']));
  },
};

/** "Weiter" on an empty request: the error summary and the inline errors with the spec's text. */
export const RequestMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/^Betreff/);
    await next(canvas);
    await expect(await canvas.findByRole('link', { name: 'Betreff: Dieses Feld ist erforderlich' })).toHaveAttribute(
      'href',
      '#field-subject',
    );
    await waitFor(() => expect(shownStep(canvasElement)).toEqual(['Ihr Anliegen']));
  },
};
export const ZeekrFrench: Story = {
  globals: { brand: 'zeekr', locale: 'fr' },
  parameters: page('zeekr/contact'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent('Contacter Zeekr Suisse');
  },
};
export const EmilFreyItalian: Story = { globals: { brand: 'emilfrey', locale: 'it' }, parameters: page('emilfrey/contact') };
/** The thanks step names the brand. */
export const Sent: Story = {
  parameters: page('suzuki/contact', true),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Ihre Nachricht an Suzuki Schweiz ist eingegangen. Wir melden uns in Kürze bei Ihnen.'),
    ).toBeVisible();
  },
};
