import type { Meta, StoryObj } from '@storybook/react-vite';
import { useDraftStore } from '@carweb/checkout-form-engine';
import TradeInPage from './TradeInPage';

/** Trade-in at the toolbar's dealer: the makes and models of the form service (the sandbox's, answered by MSW). */
const meta = {
  title: 'Checkout/TradeInPage',
  component: TradeInPage,
  parameters: { route: { loaderData: { sent: false } } },
  beforeEach: () => {
    useDraftStore.setState({ drafts: {} });
    sessionStorage.clear();
  },
} satisfies Meta<typeof TradeInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
export const Italian: Story = { globals: { locale: 'it' } };
export const Sent: Story = { parameters: { route: { loaderData: { sent: true } } } };
