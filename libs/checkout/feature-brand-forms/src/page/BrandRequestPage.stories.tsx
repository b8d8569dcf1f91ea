import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { BrandLeadFormId } from '../forms/brand-form-definitions';
import BrandRequestPage from './BrandRequestPage';
import { contractStep, freshForm, shownStep } from './story-steps';

const page = (form: BrandLeadFormId, sent = false) => ({ route: { loaderData: { form, sent } } });

/** Multilease's customer requests and the Emil Frey newsletter, on the toolbar's brand. */
const meta = {
  title: 'Brand forms/BrandRequestPage',
  component: BrandRequestPage,
  globals: { brand: 'multilease' },
  parameters: page('multilease/change-address'),
  beforeEach: freshForm,
} satisfies Meta<typeof BrandRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contract filled, the second step shows. */
const afterContract =
  (legend: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await contractStep(within(canvasElement));
    await within(canvasElement).findByText(legend, { selector: 'legend' });
    await waitFor(() => expect(shownStep(canvasElement)).toEqual([legend]));
  };

/** Step 1 of 2 of every multilease request with two: the contract. */
export const ChangeOfAddress: Story = {};
/** Step 2 of 2: the new address, from when, the privacy notice. */
export const NewAddress: Story = { play: afterContract('Neue Adresse') };
/** Step 2 of 2: the new name, the reason, the proof to upload (a file: the form posts multipart form data). */
export const NewName: Story = {
  parameters: page('multilease/change-name'),
  play: async (context) => {
    await afterContract('Neuer Name')(context);
    await expect(within(context.canvasElement).getByLabelText(/^Nachweis/)).toHaveAttribute('type', 'file');
    await expect(context.canvasElement.querySelector('form')).toHaveAttribute('enctype', 'multipart/form-data');
  },
};
/** Step 2 of 2: by e-mail or by post; it starts on e-mail. */
export const PaymentSlipDelivery: Story = {
  parameters: page('multilease/order-payment-slip'),
  play: async (context) => {
    await afterContract('Versand')(context);
    await expect(within(context.canvasElement).getByRole('radio', { name: 'Als PDF per E-Mail' })).toBeChecked();
  },
};
export const ChangeOfNameFrench: Story = { globals: { locale: 'fr' }, parameters: page('multilease/change-name') };
export const LeasingLiabilities: Story = { parameters: page('multilease/leasing-liabilities') };
/** My payments in Italian: all years first, then this year and the five before. */
export const MyPaymentsItalian: Story = {
  globals: { locale: 'it' },
  parameters: page('multilease/my-payments'),
  play: async ({ canvasElement }) => {
    const year = await within(canvasElement).findByRole('combobox', { name: 'Anno' });
    const options = within(year).getAllByRole('option');
    await expect(options[0]).toHaveTextContent('Tutti gli anni');
    await expect(options[1]).toHaveTextContent(String(new Date().getFullYear()));
    await expect(options).toHaveLength(7);
  },
};
export const PaymentSlip: Story = { parameters: page('multilease/order-payment-slip') };
/** The Emil Frey newsletter: the brands of interest to tick. */
export const EmilFreyNewsletter: Story = {
  globals: { brand: 'emilfrey' },
  parameters: page('emilfrey/newsletter'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Emil Frey Newsletter abonnieren');
    const brands = canvas.getByRole('group', { name: 'Marken, die Sie interessieren' });
    await expect(within(brands).getAllByRole('checkbox')).toHaveLength(9);
  },
};
export const Sent: Story = { parameters: page('multilease/change-name', true) };
