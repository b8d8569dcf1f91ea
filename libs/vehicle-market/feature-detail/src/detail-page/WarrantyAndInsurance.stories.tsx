import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { VehicleDetail } from '@carweb/api-contracts';
import { DetailStory, detailStoryLoaders, longTextVehicle, storyVehicle, type DetailStoryArgs } from '../story-harness';
import { WarrantyAndInsurance } from './WarrantyAndInsurance';

type Args = DetailStoryArgs & { vehicle: VehicleDetail };

const meta = {
  title: 'Vehicle market/Detail/WarrantyAndInsurance',
  args: { locale: 'de', vehicle: storyVehicle() },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] } },
  loaders: detailStoryLoaders,
  render: ({ locale, vehicle }, { loaded }) => (
    <DetailStory locale={locale} messages={loaded['messages']}>
      <WarrantyAndInsurance vehicle={vehicle} />
    </DetailStory>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §9: 7 years or 150'000 km, whichever first; valid until 03/2030. */
export const Warranty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("7 Jahre oder 150'000 km Werksgarantie, je nachdem, was zuerst eintritt.")).toBeVisible();
    await expect(canvas.getByText('Gültig bis 03/2030.')).toBeVisible();
  },
};

/** No factory warranty recorded. */
export const NoWarranty: Story = { args: { vehicle: storyVehicle({ warranty: null }) } };
export const LongDealerName: Story = { args: { vehicle: longTextVehicle() } };
export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it', vehicle: longTextVehicle() } };
