import type { Meta, StoryObj } from '@storybook/react-vite';
import { vehicleDetailFixture } from '@carweb/shared-testing';
import PurchaseOptionsPage from './PurchaseOptionsPage';
import { CheckoutStory, checkoutStoryLoaders, type CheckoutStoryArgs } from './story-harness';

const meta = {
  title: 'Checkout/PurchaseOptionsPage',
  args: { locale: 'de', messages: {} },
  loaders: checkoutStoryLoaders,
  render: ({ locale }, { loaded }) => (
    <CheckoutStory
      locale={locale}
      messages={loaded['messages']}
      element={<PurchaseOptionsPage />}
      loaderData={{ vehicleId: vehicleDetailFixture().id }}
    />
  ),
} satisfies Meta<CheckoutStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buy, lease, reserve and test drive of the fixture vehicle. */
export const AllOptions: Story = {};
export const French: Story = { args: { locale: 'fr' } };
