import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useDraftStore } from '@carweb/checkout-form-engine';
import { answer, changedAnswer } from '@carweb/shared-testing-msw';
import type { VehicleCheckoutData } from '../vehicle-checkout-loader';
import VehicleCheckoutPage from './VehicleCheckoutPage';

/** The core API's leasing calculation of the vehicle, as the sandbox answers it (a POST, answered by MSW). */
const leasingCalculation = () =>
  answer(
    'core/*/leasing/calculation/cars/*',
    changedAnswer<object>('core/leasing/calculation/cars/:id', (rate) => rate),
  );

const buy: VehicleCheckoutData = { kind: 'buy', sent: false, vehicleId: 100009 };
const page = (data: Partial<VehicleCheckoutData>) => ({ route: { loaderData: { ...buy, ...data } } });

/** A checkout of the dealer's vehicle: vehicle, packages and leasing rate as the sandbox answers them (MSW). */
const meta = {
  title: 'Checkout/VehicleCheckoutPage',
  component: VehicleCheckoutPage,
  parameters: page({}),
  beforeEach: ({ msw }) => {
    useDraftStore.setState({ drafts: {} });
    sessionStorage.clear();
    msw.use(leasingCalculation());
  },
} satisfies Meta<typeof VehicleCheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const title =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name })).toBeVisible();
    await expect(within(canvasElement).getByRole('complementary', { name: 'Kia Stonic' })).toBeVisible();
  };

export const Buy: Story = { play: title('Online kaufen: Kia Stonic') };
export const Leasing: Story = { parameters: page({ kind: 'leasing' }), play: title('Leasing anfragen: Kia Stonic') };
export const TestDriveFrench: Story = { globals: { locale: 'fr' }, parameters: page({ kind: 'testDrive' }) };
/** A vehicle offered as a subscription (the sandbox's vehicle with a subscription price of another of its vehicles). */
export const Subscription: Story = {
  parameters: page({ kind: 'subscription' }),
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        'core/*/detail/*',
        changedAnswer<object>('core/detail/:id', (vehicle) => ({ ...vehicle, subscription: { price: 940, duration: 12 } })),
      ),
    ),
  play: title('Auto-Abo anfragen: Kia Stonic'),
};
/** Back from the payment page without an authorization: the reason, then the form again. */
export const ReservationCanceled: Story = { parameters: page({ kind: 'reservation', payment: 'CANCELED' }) };
/** The thanks step after the POST's 303. */
export const Sent: Story = { parameters: page({ sent: true }) };
