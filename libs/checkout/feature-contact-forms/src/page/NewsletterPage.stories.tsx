import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useDraftStore } from '@carweb/checkout-form-engine';
import NewsletterPage from './NewsletterPage';

/** The dealer's newsletter. The toolbar's dealer and brand, answered by MSW from the sandbox's recording. */
const meta = {
  title: 'Contact forms/NewsletterPage',
  component: NewsletterPage,
  parameters: { route: { loaderData: { sent: false } } },
  beforeEach: () => {
    useDraftStore.setState({ drafts: {} });
    sessionStorage.clear();
  },
} satisfies Meta<typeof NewsletterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = { route: { loaderData: { sent: true } } };

export const Form: Story = {};
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
/** After the POST: the thanks step with the dealer's name. */
export const Sent: Story = {
  parameters: sent,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Vielen Dank für Ihre Anfrage' })).toBeVisible();
    await expect(canvas.getByText(/Ihre Anmeldung für den Newsletter von Auto Zentrum Zürich AG ist eingegangen/)).toBeVisible();
  },
};
