import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useDraftStore } from '@carweb/checkout-form-engine';
import ContactPage from './ContactPage';

/**
 * The dealer's contact form: the dealer and its locations to choose.
 * The toolbar's dealer and brand, answered by MSW from the sandbox's recording.
 */
const meta = {
  title: 'Contact forms/ContactPage',
  component: ContactPage,
  parameters: { route: { loaderData: { sent: false } } },
  beforeEach: () => {
    useDraftStore.setState({ drafts: {} });
    sessionStorage.clear();
  },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const title =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(name);
  };
const sent = { route: { loaderData: { sent: true } } };

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const location = await canvas.findByRole('combobox', { name: 'Standort' });
    await expect(
      within(location)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Auto Zentrum Zürich AG', 'Auto Zentrum Zürich – Oerlikon', 'Auto Zentrum Zürich – Dietikon']);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('method', 'post');
  },
};
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
export const Sent: Story = { parameters: sent, play: title('Kontakt') };
