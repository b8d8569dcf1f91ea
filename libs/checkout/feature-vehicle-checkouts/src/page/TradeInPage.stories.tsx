import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutStory, checkoutStoryLoaders, type CheckoutStoryArgs } from './story-harness';
import TradeInPage from './TradeInPage';

const meta = {
  title: 'Checkout/TradeInPage',
  args: { locale: 'de', messages: {}, sent: false },
  loaders: checkoutStoryLoaders,
  render: ({ locale, sent }, { loaded }) => (
    <CheckoutStory locale={locale} messages={loaded['messages']} element={<TradeInPage />} loaderData={{ sent }} />
  ),
} satisfies Meta<CheckoutStoryArgs & { sent: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
export const Italian: Story = { args: { locale: 'it' } };
export const Sent: Story = { args: { sent: true } };
