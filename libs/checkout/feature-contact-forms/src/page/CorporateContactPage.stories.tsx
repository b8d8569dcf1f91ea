import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useDraftStore } from '@carweb/checkout-form-engine';
import CorporateContactPage from './CorporateContactPage';

/**
 * The brand's contact form: 'no particular dealer' first, then the dealers by name. The toolbar's dealer and brand,
 * answered by MSW from the sandbox's recording.
 */
const meta = {
  title: 'Contact forms/CorporateContactPage',
  component: CorporateContactPage,
  parameters: { route: { loaderData: { sent: false } } },
  beforeEach: () => {
    useDraftStore.setState({ drafts: {} });
    sessionStorage.clear();
  },
} satisfies Meta<typeof CorporateContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = { route: { loaderData: { sent: true } } };

export const Form: Story = {};
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Contacter Kia Suisse' })).toBeVisible();
    const dealer = canvas.getByRole('combobox', { name: 'Concessionnaire' });
    await within(dealer).findByRole('option', { name: 'Auto Zentrum Zürich – Oerlikon, Zürich' });
    await expect(within(dealer).getAllByRole('option')[0]).toHaveTextContent('Aucun concessionnaire en particulier');
  },
};
export const Italian: Story = { globals: { locale: 'it' } };
export const Sent: Story = { parameters: sent };
