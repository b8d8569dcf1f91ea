import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { VehicleDetail } from '@carweb/api-contracts';
import { answer } from '@carweb/shared-testing-msw';
import type { VehicleDetailLoaderData } from '../vehicle-detail-loader';
import { DETAIL_PAGE, longTextVehicle, storyVehicle } from '../testing/detail-states';
import VehicleDetailPage from './VehicleDetailPage';

/** The page's route with its loader's answer (`notAvailable`, the vehicle's id). */
const page = (vehicle: VehicleDetail, notAvailable = false) => ({
  route: { ...DETAIL_PAGE.route, loaderData: { notAvailable, vehicleId: vehicle.id } as VehicleDetailLoaderData },
});
/** The detail call answering `vehicle` instead of the recorded one. */
const detailOf = (vehicle: VehicleDetail) => answer(`core/*/detail/${vehicle.id}`, vehicle);
const reserved = storyVehicle({ isReserved: true, tags: ['reserved'] });
const longTexts = longTextVehicle();

const meta = {
  title: 'Vehicle market/Detail/VehicleDetailPage',
  component: VehicleDetailPage,
  parameters: page(storyVehicle()),
} satisfies Meta<typeof VehicleDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole detail page: gallery, purchase box, tabs, packages, warranty, checkout cards, similar vehicles. */
export const Available: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('Kia Stonic');
    await expect(await canvas.findByRole('tab', { name: 'Leasingrechner' })).toBeVisible();
  },
};

/** Reserved: notice instead of buying options, no packages or checkout cards. */
export const Reserved: Story = { beforeEach: ({ msw }) => msw.use(detailOf(reserved)) };

/** After a client navigation to a sold vehicle: the not-available content in place. */
export const NotAvailable: Story = {
  parameters: page(storyVehicle(), true),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(
      'Das Fahrzeug konnte nicht gefunden werden',
    );
  },
};

export const LongTexts: Story = { beforeEach: ({ msw }) => msw.use(detailOf(longTexts)) };
export const French: Story = { globals: { locale: 'fr' } };
export const Italian: Story = { globals: { locale: 'it' } };
