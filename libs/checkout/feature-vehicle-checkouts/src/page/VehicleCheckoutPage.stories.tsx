import type { Meta, StoryObj } from '@storybook/react-vite';
import { vehicleDetailFixture } from '@carweb/shared-testing';
import type { VehicleCheckoutData } from '../vehicle-checkout-loader';
import { CheckoutStory, checkoutStoryLoaders, type CheckoutStoryArgs } from './story-harness';
import VehicleCheckoutPage from './VehicleCheckoutPage';

type Args = CheckoutStoryArgs & Omit<VehicleCheckoutData, 'vehicleId'>;

const meta = {
  title: 'Checkout/VehicleCheckoutPage',
  args: { locale: 'de', messages: {}, kind: 'buy', sent: false },
  loaders: checkoutStoryLoaders,
  render: ({ locale, kind, sent, payment }, { loaded }) => (
    <CheckoutStory
      locale={locale}
      messages={loaded['messages']}
      element={<VehicleCheckoutPage />}
      loaderData={{ kind, sent, payment, vehicleId: vehicleDetailFixture().id }}
    />
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Buy: Story = {};
export const Leasing: Story = { args: { kind: 'leasing' } };
export const TestDriveFrench: Story = { args: { kind: 'testDrive', locale: 'fr' } };
export const Subscription: Story = { args: { kind: 'subscription' } };
/** Back from the payment page without an authorization: the reason, then the form again. */
export const ReservationCanceled: Story = { args: { kind: 'reservation', payment: 'CANCELED' } };
/** The thanks step after the POST's 303. */
export const Sent: Story = { args: { sent: true } };
