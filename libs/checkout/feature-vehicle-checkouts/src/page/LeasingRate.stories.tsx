import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answer, changedAnswer, outage, pending } from '@carweb/shared-testing-msw';
import { LeasingRate } from './LeasingRate';

/** The core API's leasing calculation of the checkout vehicle, as the sandbox answers it (a POST, answered by MSW). */
const leasingCalculation = () =>
  answer(
    'core/*/leasing/calculation/cars/*',
    changedAnswer<object>('core/leasing/calculation/cars/:id', (rate) => rate),
  );

const meta = {
  title: 'Checkout/LeasingRate',
  component: LeasingRate,
  args: {
    vehicleId: 100009,
    values: { 'leasing.totalRuntime': '36', 'leasing.kmPerYear': '15000', 'leasing.downPayment': "3'000" },
  },
  beforeEach: ({ msw }) => msw.use(leasingCalculation()),
} satisfies Meta<typeof LeasingRate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rate of the chosen terms, as the core API calculates it. */
export const Calculated: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/269\.07/)).toBeVisible();
  },
};
export const Italian: Story = { globals: { locale: 'it' } };
/** The calculation is on its way. */
export const Calculating: Story = { beforeEach: ({ msw }) => msw.use(pending('core/*/leasing/calculation/cars/*')) };
/** The core API is down (503). */
export const CalculationOutage: Story = { beforeEach: ({ msw }) => msw.use(outage('core/*/leasing/calculation/cars/*')) };
