import type { Meta, StoryObj } from '@storybook/react-vite';
import type { VehicleDetail } from '@carweb/api-contracts';
import { changedAnswer } from '@carweb/shared-testing-msw';
import { VehicleSummary } from './VehicleSummary';

/** The checkout's vehicle as the sandbox answers it (a used Kia Stonic of the story dealer). */
const vehicle = changedAnswer<VehicleDetail>('core/detail/:id', (detail) => detail);

const meta = {
  title: 'Checkout/VehicleSummary',
  component: VehicleSummary,
  args: { vehicle },
} satisfies Meta<typeof VehicleSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Used: Story = {};
/** No registration, no mileage: only the fuel stays among the facts. */
export const New: Story = { args: { vehicle: { ...vehicle, firstRegistration: null, mileage: 0 } } };
