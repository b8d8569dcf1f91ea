import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { VehicleDetail } from '@carweb/api-contracts';
import { WarrantyAndInsurance } from './WarrantyAndInsurance';
import { DETAIL_PAGE, longTextVehicle, storyVehicle } from '../testing/detail-states';

type Args = { vehicle: VehicleDetail };

const meta = {
  title: 'Vehicle market/Detail/WarrantyAndInsurance',
  args: { vehicle: storyVehicle() },
  parameters: DETAIL_PAGE,
  render: ({ vehicle }) => <WarrantyAndInsurance vehicle={vehicle} />,
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §9: 7 years or 150'000 km, whichever first; valid until 03/2030. */
export const Warranty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("7 Jahre oder 150'000 km Werksgarantie, je nachdem, was zuerst eintritt.")).toBeVisible();
    await expect(canvas.getByText('Gültig bis 10/2033.')).toBeVisible();
  },
};

/** No factory warranty recorded. */
export const NoWarranty: Story = { args: { vehicle: storyVehicle({ warranty: null }) } };
export const LongDealerName: Story = { args: { vehicle: longTextVehicle() } };
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' }, args: { vehicle: longTextVehicle() } };
