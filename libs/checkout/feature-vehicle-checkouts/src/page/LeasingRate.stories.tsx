import type { Meta, StoryObj } from '@storybook/react-vite';
import { vehicleDetailFixture } from '@carweb/shared-testing';
import { LeasingRate } from './LeasingRate';
import { CheckoutStory, checkoutStoryLoaders, type CheckoutStoryArgs } from './story-harness';

const meta = {
  title: 'Checkout/LeasingRate',
  args: { locale: 'de', messages: {} },
  loaders: checkoutStoryLoaders,
  render: ({ locale }, { loaded }) => (
    <CheckoutStory
      locale={locale}
      messages={loaded['messages']}
      element={
        <LeasingRate
          vehicleId={vehicleDetailFixture().id}
          values={{ 'leasing.totalRuntime': '36', 'leasing.kmPerYear': '15000', 'leasing.downPayment': "3'000" }}
        />
      }
    />
  ),
} satisfies Meta<CheckoutStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rate of the chosen terms, as the core API calculates it. */
export const Calculated: Story = {};
export const Italian: Story = { args: { locale: 'it' } };
