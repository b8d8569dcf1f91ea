import type { Meta, StoryObj } from '@storybook/react-vite';
import { vehicleDetailFixture } from '@carweb/shared-testing';
import { CheckoutStory, checkoutStoryLoaders, type CheckoutStoryArgs } from './story-harness';
import { VehicleSummary } from './VehicleSummary';

const meta = {
  title: 'Checkout/VehicleSummary',
  args: { locale: 'de', messages: {}, newVehicle: false },
  loaders: checkoutStoryLoaders,
  render: ({ locale, newVehicle }, { loaded }) => {
    const vehicle = vehicleDetailFixture(newVehicle ? { firstRegistration: null, mileage: 0 } : {});
    return <CheckoutStory locale={locale} messages={loaded['messages']} element={<VehicleSummary vehicle={vehicle} />} />;
  },
} satisfies Meta<CheckoutStoryArgs & { newVehicle: boolean }>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Used: Story = {};
/** No registration, no mileage: only the fuel stays among the facts. */
export const New: Story = { args: { newVehicle: true } };
