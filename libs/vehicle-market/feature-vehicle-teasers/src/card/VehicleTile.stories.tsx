import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Vehicle } from '@carweb/api-contracts';
import { longNamedVehicle, MarketStory, marketStoryLoaders, storyVehicles, type MarketStoryArgs } from '../story-harness';
import { VehicleTile } from './VehicleTile';

type Args = MarketStoryArgs & { vehicle: Vehicle; variant: 'full' | 'compact' };
const [hybrid, electric, reserved, newCar, noRate] = storyVehicles();

const meta = {
  title: 'Vehicle market/VehicleTile',
  args: { locale: 'de', vehicle: hybrid, variant: 'full' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] },
    variant: { control: 'inline-radio', options: ['full', 'compact'] },
  },
  loaders: marketStoryLoaders,
  render: ({ locale, vehicle, variant }, { loaded }) => (
    <MarketStory locale={locale} messages={loaded['messages']}>
      <div style={{ maxWidth: variant === 'full' ? 360 : 280 }}>
        <VehicleTile vehicle={vehicle} variant={variant} headingLevel={2} />
      </div>
    </MarketStory>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A used hybrid as the list shows it: price (CHF 42'990.–), new price, leasing rate, energy line, "Top-Angebot". */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /Kia Sportage/ })).toBeVisible();
    await expect(canvas.getByText('Top-Angebot')).toBeVisible();
  },
};

/** The carousel card (dealer home, similar vehicles). */
export const Compact: Story = { args: { variant: 'compact', vehicle: electric } };

/** Reserved: the tag replaces the leasing offer (SPEC §4). */
export const Reserved: Story = {
  args: { vehicle: reserved },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Reserviert')).toBeVisible();
  },
};

/** A new vehicle (no first registration) and a used one without leasing rate or new price. */
export const NewVehicle: Story = { args: { vehicle: newCar } };
export const WithoutLeasing: Story = { args: { vehicle: noRate } };

/** The longest model type, seven-digit prices and every tag: the card wraps, nothing overflows. */
export const LongTexts: Story = { args: { vehicle: longNamedVehicle() } };

export const French: Story = { args: { locale: 'fr', vehicle: electric } };
export const Italian: Story = { args: { locale: 'it', vehicle: longNamedVehicle() } };
