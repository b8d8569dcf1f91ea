import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PurchaseOptionsPage from './PurchaseOptionsPage';

/** The purchase options of the dealer's vehicle (the sandbox's, answered by MSW). */
const meta = {
  title: 'Checkout/PurchaseOptionsPage',
  component: PurchaseOptionsPage,
  parameters: { route: { loaderData: { vehicleId: 100009 } } },
} satisfies Meta<typeof PurchaseOptionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buy, lease, reserve and test drive of the vehicle. */
export const AllOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kaufoptionen: Kia Stonic' })).toBeVisible();
    for (const option of ['Online kaufen', 'Leasing anfragen', 'Online reservieren', 'Probefahrt vereinbaren']) {
      await expect(canvas.getByRole('link', { name: option })).toBeVisible();
    }
  },
};
export const French: Story = { globals: { locale: 'fr' } };
