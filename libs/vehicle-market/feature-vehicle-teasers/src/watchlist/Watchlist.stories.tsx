import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Vehicle, VehicleListResponse } from '@carweb/api-contracts';
import { INDEX_FOLLOW } from '@carweb/platform-routing';
import { recordedAnswer } from '@carweb/shared-testing-msw';
import { watchedVehicle } from '../card/vehicle-card-model';
import { WatchlistBar } from './WatchlistBar';
import { seedWatchlist, WatchlistSeeded } from './watchlist-seed';
import { WatchlistButtons } from './WatchlistButtons';

/** What the visitor marked before (the browser's storage). */
interface Seed {
  favourites: Vehicle[];
  compare: Vehicle[];
}
type Args = Seed & { vehicle: Vehicle; showCompare: boolean };

/** The dealer's vehicles as the sandbox lists them (the recorded first page of its vehicle list). */
const vehicles = recordedAnswer<VehicleListResponse>('core/list').vehicles;
const byId = (id: number) => vehicles.find((vehicle) => vehicle.id === id) as Vehicle;
const [sportage, ev6, niro, picanto] = [byId(100006), byId(100014), byId(100017), byId(100016)];
const LIST_PAGE = {
  route: {
    url: '/de/haendler/auto-zentrum-zuerich/auto-finden',
    handle: { pageType: 'vehicleListPage', robots: INDEX_FOLLOW },
  },
};

const meta = {
  title: 'Vehicle market/Watch list',
  args: { vehicle: sportage, showCompare: true, favourites: [], compare: [] },
  parameters: LIST_PAGE,
  beforeEach: ({ args }) => seedWatchlist(args),
  render: ({ vehicle, showCompare }) => (
    <WatchlistSeeded>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', position: 'relative', minHeight: 120 }}>
        <WatchlistButtons vehicle={watchedVehicle(vehicle)} showCompare={showCompare} />
      </div>
      <WatchlistBar />
    </WatchlistSeeded>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing marked yet: both toggles unpressed, no bar. */
export const Empty: Story = {};

/** Heart: the vehicle goes on the watch list (pressed, new name), the bar shows "Merkliste (1)"; again: off. */
export const ToggleFavourite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Kia Stonic 1.5 T-GDi MHEV GT-Line auf die Merkliste setzen' }));
    // the first click loads the watch list's store (a chunk of its own), then marks the vehicle
    const pressed = await canvas.findByRole('button', { name: 'Kia Stonic 1.5 T-GDi MHEV GT-Line von der Merkliste entfernen' });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByRole('button', { name: 'Merkliste (1)' })).toBeVisible();
    await userEvent.click(pressed);
    await expect(pressed).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Compare: the vehicle joins the comparison, the bar offers "Vergleichen (1)". */
export const ToggleCompare: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /zum Vergleich hinzufügen$/ }));
    await expect(await canvas.findByRole('button', { name: /aus dem Vergleich entfernen$/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(await canvas.findByRole('button', { name: 'Vergleichen (1)' })).toBeVisible();
  },
};

/** Three vehicles compared already: a fourth is refused with the hint, announced and tied to the button. */
export const CompareFull: Story = {
  args: { compare: [ev6, niro, picanto] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Vergleichen (3)' })).toBeVisible();
    const button = canvas.getByRole('button', { name: /zum Vergleich hinzufügen$/ });
    await userEvent.click(button);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Es können höchstens 3 Fahrzeuge verglichen werden.');
    await expect(button).toHaveAccessibleDescription('Es können höchstens 3 Fahrzeuge verglichen werden.');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The bar with marked vehicles; "Merkliste (2)" opens the watch list dialog, "Schliessen" closes it. */
export const BarWithMarkedVehicles: Story = {
  args: { favourites: [ev6, niro], compare: [sportage] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Merkliste (2)' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Merkliste' });
    await expect(within(dialog).getByRole('link', { name: 'Kia EV6' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Only the heart (the detail page's gallery). */
export const WithoutCompare: Story = { args: { showCompare: false, favourites: [sportage] } };

export const French: Story = { globals: { locale: 'fr' }, args: { favourites: [ev6], compare: [ev6, niro] } };
export const Italian: Story = { globals: { locale: 'it' }, args: { compare: [ev6, niro, picanto] } };
