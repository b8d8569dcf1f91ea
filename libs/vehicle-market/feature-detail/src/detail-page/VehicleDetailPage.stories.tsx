import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { VehicleDetail } from '@carweb/api-contracts';
import type { VehicleDetailLoaderData } from '../vehicle-detail-loader';
import {
  DetailStory,
  detailStoryLoaders,
  listAnswer,
  longTextVehicle,
  PACKAGES,
  similarVehicles,
  storyVehicle,
  type DetailStoryArgs,
} from '../story-harness';
import VehicleDetailPage from './VehicleDetailPage';

type Args = DetailStoryArgs & { vehicle: VehicleDetail; notAvailable: boolean };

const meta = {
  title: 'Vehicle market/Detail/VehicleDetailPage',
  args: { locale: 'de', vehicle: storyVehicle(), notAvailable: false },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] } },
  loaders: detailStoryLoaders,
  render: ({ locale, vehicle, notAvailable }, { loaded }) => (
    <DetailStory
      locale={locale}
      messages={loaded['messages']}
      answers={[
        ['/similar', listAnswer(similarVehicles())],
        ['/detail/additional-packages', { body: PACKAGES }],
        ['/detail/', { body: vehicle }],
      ]}
      loaderData={{ notAvailable, vehicleId: vehicle.id } as VehicleDetailLoaderData}
    >
      <VehicleDetailPage />
    </DetailStory>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole detail page: gallery, purchase box, tabs, packages, warranty, checkout cards, similar vehicles. */
export const Available: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent('Kia Stonic');
    await expect(await canvas.findByRole('tab', { name: 'Leasingrechner' })).toBeVisible();
  },
};

/** Reserved: notice instead of buying options, no packages or checkout cards. */
export const Reserved: Story = { args: { vehicle: storyVehicle({ isReserved: true, tags: ['reserved'] }) } };

/** After a client navigation to a sold vehicle: the not-available content in place. */
export const NotAvailable: Story = {
  args: { notAvailable: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent(
      'Das Fahrzeug konnte nicht gefunden werden',
    );
  },
};

export const LongTexts: Story = { args: { vehicle: longTextVehicle() } };
export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
