import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Vehicle, VehicleListResponse } from '@carweb/api-contracts';
import { INDEX_FOLLOW } from '@carweb/platform-routing';
import { recordedAnswer } from '@carweb/shared-testing-msw';
import { VehicleCarousel } from './VehicleCarousel';

type Args = { label: string; vehicles: Vehicle[] };
/** The dealer's vehicles as the sandbox lists them (the recorded first page of its vehicle list). */
const vehicles = recordedAnswer<VehicleListResponse>('core/list').vehicles;
const byId = (id: number) => vehicles.find((vehicle) => vehicle.id === id) as Vehicle;
/** The longest names the stock has, seven-digit prices and every tag: titles and facts wrap, nothing overflows. */
const longNamed: Vehicle = {
  ...byId(100005),
  modelType: { value: '1.6 T-GDi Plug-in-Hybrid AWD Platinum Black Edition mit Panoramaglasdach und Anhängerkupplung' },
  price: { value: 1_249_990 },
  newPrice: 1_389_000,
  leasingMonthlyRate: 12_489.95,
  mileage: 149_999,
  tags: ['reserved', 'youngUsedProgramme', 'topDeal', 'topVehicle'],
};
const LIST_PAGE = {
  route: {
    url: '/de/haendler/auto-zentrum-zuerich/auto-finden',
    handle: { pageType: 'vehicleListPage', robots: INDEX_FOLLOW },
  },
};

const meta = {
  title: 'Vehicle market/VehicleCarousel',
  args: { label: 'Ähnliche Fahrzeuge', vehicles: vehicles.slice(0, 6) },
  parameters: LIST_PAGE,
  render: ({ label, vehicles: shown }) => (
    <div style={{ maxWidth: 720 }}>
      <VehicleCarousel label={label} vehicles={shown} />
    </div>
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
export const SingleVehicle: Story = { args: { vehicles: vehicles.slice(0, 1) } };
export const LongTexts: Story = { args: { vehicles: [longNamed, ...vehicles.slice(0, 2)] } };
export const French: Story = { globals: { locale: 'fr' }, args: { label: 'Véhicules similaires' } };
export const Italian: Story = { globals: { locale: 'it' }, args: { label: 'Veicoli simili' } };
