import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { VehicleDetail } from '@carweb/api-contracts';
import { DetailStory, detailStoryLoaders, storyVehicle, type DetailStoryArgs, type StoryAnswer } from '../story-harness';
import { AdditionalPackages } from './AdditionalPackages';

type Args = DetailStoryArgs & { vehicle: VehicleDetail; answer?: StoryAnswer };

const meta = {
  title: 'Vehicle market/Detail/AdditionalPackages',
  args: { locale: 'de', vehicle: storyVehicle() },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] }, answer: { control: false } },
  loaders: detailStoryLoaders,
  render: ({ locale, vehicle, answer }, { loaded }) => (
    <DetailStory locale={locale} messages={loaded['messages']} answers={answer ? [['/detail/additional-packages', answer]] : []}>
      <AdditionalPackages vehicle={vehicle} />
    </DetailStory>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three packages for the model and registration: price or monthly amount (CHF 1'290.– oder CHF 26.90 pro Monat). */
export const Packages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Zusatzpakete' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** None offered, the call failed, or still loading: the section is left out. */
export const NoPackages: Story = { args: { answer: { body: { additionalPackages: [] } } } };
export const Failed: Story = { args: { answer: { status: 503 } } };
export const Loading: Story = { args: { answer: 'pending' } };

/** A reserved vehicle offers none (no call). */
export const Reserved: Story = { args: { vehicle: storyVehicle({ isReserved: true }) } };

export const French: Story = { args: { locale: 'fr' } };
export const Italian: Story = { args: { locale: 'it' } };
