import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { VehicleDetail } from '@carweb/api-contracts';
import { CheckoutCards } from './CheckoutCards';
import { DETAIL_PAGE, longTextVehicle, storyVehicle } from '../testing/detail-states';

type Args = { vehicle: VehicleDetail };

const meta = {
  title: 'Vehicle market/Detail/CheckoutCards',
  args: { vehicle: storyVehicle() },
  parameters: DETAIL_PAGE,
  render: ({ vehicle }) => <CheckoutCards vehicle={vehicle} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The test-drive card and the online-offer card, each to the selling dealer's checkout. */
export const Both: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Probefahrt vereinbaren' })).toHaveAttribute(
      'href',
      '/de/haendler/auto-zentrum-zuerich/probefahrt/kia-stonic-1-5-t-gdi-mhev-gt-100009',
    );
    await expect(canvas.getByRole('link', { name: 'Angebot anfordern' })).toBeVisible();
  },
};

export const TestDriveOnly: Story = { args: { vehicle: storyVehicle({ onlineBuyPossible: false }) } };
export const OnlineOfferOnly: Story = { args: { vehicle: storyVehicle({ testDrivePossible: false }) } };

/** A reserved vehicle offers neither: nothing is shown. */
export const Reserved: Story = {
  args: { vehicle: storyVehicle({ isReserved: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const LongTexts: Story = { args: { vehicle: longTextVehicle() } };
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
