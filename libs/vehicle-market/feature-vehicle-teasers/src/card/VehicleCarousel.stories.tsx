import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Vehicle } from '@carweb/api-contracts';
import { longNamedVehicle, MarketStory, marketStoryLoaders, storyVehicles, type MarketStoryArgs } from '../story-harness';
import { VehicleCarousel } from './VehicleCarousel';

type Args = MarketStoryArgs & { label: string; vehicles: Vehicle[] };

const meta = {
  title: 'Vehicle market/VehicleCarousel',
  args: { locale: 'de', label: 'Ähnliche Fahrzeuge', vehicles: storyVehicles() },
  argTypes: { locale: { control: 'inline-radio', options: ['de', 'fr', 'it'] } },
  loaders: marketStoryLoaders,
  render: ({ locale, label, vehicles }, { loaded }) => (
    <MarketStory locale={locale} messages={loaded['messages']}>
      <div style={{ maxWidth: 720 }}>
        <VehicleCarousel label={label} vehicles={vehicles} />
      </div>
    </MarketStory>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six vehicles of the dealer: swipe, scroll or the buttons. */
export const SimilarVehicles: Story = {};

/**
 * Keyboard: Tab reaches the first card's link, its watch-list buttons, the next card …; the "Weiter" button
 * pages the row with Enter.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Ähnliche Fahrzeuge' });
    const track = region.querySelector('ul') as HTMLUListElement;
    for (let tab = 0; tab < 5 && !region.contains(document.activeElement); tab++) await userEvent.tab();
    await expect(region).toContainElement(document.activeElement as HTMLElement);
    const next = canvas.getByRole('button', { name: 'Weiter' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    if (track.scrollWidth > track.clientWidth) await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(0));
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(canvas.getByRole('button', { name: 'Zurück' })).toHaveFocus();
  },
};

/** One vehicle: no paging buttons. */
export const SingleVehicle: Story = { args: { vehicles: storyVehicles().slice(0, 1) } };
export const LongTexts: Story = { args: { vehicles: [longNamedVehicle(), ...storyVehicles().slice(0, 2)] } };
export const French: Story = { args: { locale: 'fr', label: 'Véhicules similaires' } };
export const Italian: Story = { args: { locale: 'it', label: 'Veicoli simili' } };
